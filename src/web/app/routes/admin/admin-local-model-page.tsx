// /admin/local-model: a language model on this machine, with no account anywhere. The catalogue to download from,
// what is installed, the local engine's state, a .gguf file by path, and the Ollama next door.
import { LoadingState, RetryAlert } from '@/components/query-states.tsx';
import { useLocalModels } from '@/features/admin/api/admin-local-models.ts';
import { LocalModelsPanel } from '@/features/admin/components/local-models-panel.tsx';

export function Component() {
  const models = useLocalModels();
  return (
    <section className="max-w-3xl" aria-labelledby="admin-local-model-heading">
      <h1 id="admin-local-model-heading" className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        Local model
      </h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        Run a language model on this server: no account, no key, nothing leaves the machine. With a model installed and no other provider chosen, it plays the characters, grades sessions and writes library items.
      </p>
      {models.isPending ? <LoadingState label="Loading the local models" /> : models.isError ? <RetryAlert message={models.error.message} onRetry={() => void models.refetch()} /> : <LocalModelsPanel data={models.data} />}
    </section>
  );
}
