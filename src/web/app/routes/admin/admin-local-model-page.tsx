// /admin/local-model: a language model on this machine, with no account anywhere. The catalogue to download from,
// what is installed, the local engine's state, a .gguf file by path, and the Ollama next door.
import { QueryContent } from '@/components/query-states.tsx';
import { AdminPage } from './admin-page.tsx';
import { useLocalModels } from '@/features/admin/api/admin-local-models.ts';
import { LocalModelsPanel } from '@/features/admin/components/local-models-panel.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';

export function Component() {
  const { t } = useTranslation();
  const models = useLocalModels();
  return (
    <AdminPage headingId="admin-local-model-heading" title={t('admin.localModel.title')} intro={t('admin.localModel.intro')} className="max-w-3xl">
      <QueryContent query={models} loadingLabel={t('admin.localModel.loading')}>
        {(data) => <LocalModelsPanel data={data} />}
      </QueryContent>
    </AdminPage>
  );
}
