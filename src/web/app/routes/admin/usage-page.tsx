// /admin/usage: the last 30 days of sessions, credits and AI calls, as charts and tables, with the estimated cost
// per provider and model from the editable price table at the bottom.
import { BarChart3 } from 'lucide-react';
import { USAGE_DAYS } from '@shared/contracts/admin-usage.ts';
import { QueryContent } from '@/components/query-states.tsx';
import { useAdminUsage, useAiPrices } from '@/features/admin/api/admin-usage.ts';
import { AiPricesForm } from '@/features/admin/components/ai-prices-form.tsx';
import { UsageFigures } from '@/features/admin/components/usage-figures.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { AdminPage } from './admin-page.tsx';

export function Component() {
  const { t } = useTranslation();
  const usage = useAdminUsage();
  const prices = useAiPrices();
  return (
    <AdminPage headingId="admin-usage-heading" title={t('admin.usage.title')} intro={t('admin.usage.intro', { days: USAGE_DAYS })} icon={BarChart3}>
      <div className="mt-6 space-y-6">
        <QueryContent query={usage} loadingLabel={t('admin.usage.loading')}>
          {(data) => <UsageFigures usage={data} />}
        </QueryContent>
        <QueryContent query={prices}>{(data) => <AiPricesForm prices={data} />}</QueryContent>
      </div>
    </AdminPage>
  );
}
