// /admin/local-model: a language model on this machine, with no account anywhere. The catalogue to download from,
// what is installed, the local engine's state, a .gguf file by path, and the Ollama next door.
import { LoadingState, RetryAlert } from '@/components/query-states.tsx';
import { useLocalModels } from '@/features/admin/api/admin-local-models.ts';
import { LocalModelsPanel } from '@/features/admin/components/local-models-panel.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';

export function Component() {
  const { t } = useTranslation();
  const models = useLocalModels();
  return (
    <section className="max-w-3xl" aria-labelledby="admin-local-model-heading">
      <h1 id="admin-local-model-heading" className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        {t('admin.localModel.title')}
      </h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        {t('admin.localModel.intro')}
      </p>
      {models.isPending ? <LoadingState label={t('admin.localModel.loading')} /> : models.isError ? <RetryAlert message={models.error.message} onRetry={() => void models.refetch()} /> : <LocalModelsPanel data={models.data} />}
    </section>
  );
}
