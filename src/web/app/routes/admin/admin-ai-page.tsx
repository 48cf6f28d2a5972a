// /admin/ai: connect a language model. Provider, base URL, API key (write-only) and a model per task group; "Test
// connection" asks the model with the unsaved values; fields the server's environment sets are shown, not editable.
import { QueryContent } from '@/components/query-states.tsx';
import { AdminPage } from './admin-page.tsx';
import { useAdminAiSettings } from '@/features/admin/api/admin-ai.ts';
import { AiSettingsForm } from '@/features/admin/components/ai-settings-form.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';

export function Component() {
  const { t } = useTranslation();
  const settings = useAdminAiSettings();
  return (
    <AdminPage headingId="admin-ai-heading" title={t('admin.ai.title')} intro={t('admin.ai.intro')} className="max-w-3xl">
      <QueryContent query={settings} loadingLabel={t('admin.ai.loading')}>
        {(data) => <AiSettingsForm settings={data} />}
      </QueryContent>
    </AdminPage>
  );
}
