// /admin/ai: connect a language model. Provider, base URL, API key (write-only) and a model per task group; "Test
// connection" asks the model with the unsaved values; fields the server's environment sets are shown, not editable.
import { LoadingState, RetryAlert } from '@/components/query-states.tsx';
import { useAdminAiSettings } from '@/features/admin/api/admin-ai.ts';
import { AiSettingsForm } from '@/features/admin/components/ai-settings-form.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';

export function Component() {
  const { t } = useTranslation();
  const settings = useAdminAiSettings();
  return (
    <section className="max-w-3xl" aria-labelledby="admin-ai-heading">
      <h1 id="admin-ai-heading" className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{t('admin.ai.title')}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t('admin.ai.intro')}</p>
      {settings.isPending ? <LoadingState label={t('admin.ai.loading')} /> : settings.isError ? <RetryAlert message={settings.error.message} onRetry={() => void settings.refetch()} /> : <AiSettingsForm settings={settings.data} />}
    </section>
  );
}
