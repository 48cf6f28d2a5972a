// /admin/usage: the last 30 days of sessions, credits and AI calls, as charts and tables, with the estimated cost
// per provider and model from the editable price table at the bottom.
import { BarChart3 } from 'lucide-react';
import { USAGE_DAYS } from '@shared/contracts/admin-usage.ts';
import { LoadingState, RetryAlert } from '@/components/query-states.tsx';
import { useAdminUsage, useAiPrices } from '@/features/admin/api/admin-usage.ts';
import { AiPricesForm } from '@/features/admin/components/ai-prices-form.tsx';
import { UsageFigures } from '@/features/admin/components/usage-figures.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';

export function Component() {
  const { t } = useTranslation();
  const usage = useAdminUsage();
  const prices = useAiPrices();
  return (
    <section aria-labelledby="admin-usage-heading">
      <div className="flex items-center gap-2">
        <BarChart3 className="size-6 text-brand-700 dark:text-brand-300" aria-hidden />
        <h1 id="admin-usage-heading" className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
          {t('admin.usage.title')}
        </h1>
      </div>
      <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">
        {t('admin.usage.intro', { days: USAGE_DAYS })}
      </p>
      <div className="mt-6 space-y-6">
        {usage.isPending ? <LoadingState label={t('admin.usage.loading')} /> : usage.isError ? <RetryAlert message={usage.error.message} onRetry={() => void usage.refetch()} /> : <UsageFigures usage={usage.data} />}
        {prices.isPending ? null : prices.isError ? <RetryAlert message={prices.error.message} onRetry={() => void prices.refetch()} /> : <AiPricesForm prices={prices.data} />}
      </div>
    </section>
  );
}
