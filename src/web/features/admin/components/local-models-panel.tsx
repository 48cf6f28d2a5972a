// The Local model page's content: the engine's state, the catalogue (download with a live progress bar, remove,
// "Use this model"), model files already in DATA_DIR/models, a .gguf file by path, and the Ollama next door with a
// one-click "Use <model>". Every choice is saved through the AI settings, as the AI page saves them.
import { useState, type FormEvent } from 'react';
import { Cpu, Download, HardDrive, Server, Trash2 } from 'lucide-react';
import type { SaveAdminAiSettingsInput } from '@shared/contracts/admin.ts';
import type { LocalModel, LocalModelsAnswer } from '@shared/contracts/local-models.ts';
import { toast } from '@/components/toast.ts';
import { ErrorAlert } from '@/components/error-alert.tsx';
import { useSaveAdminAiSettings } from '@/features/admin/api/admin-ai.ts';
import { useCheckLocalModelFile, useDownloadLocalModel, useOllamaStatus, useRefreshLocalModels, useRemoveLocalModel } from '@/features/admin/api/admin-local-models.ts';
import { SETTING_HINT } from '@/features/admin/components/setting-fields.tsx';
import { formatNumber } from '@/i18n/format.ts';
import { richText } from '@/i18n/rich-text.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { providerLabel } from './usage-format.ts';

const BLANK_MODELS = { character: '', grading: '', generation: '', twin: '' };

/** The path field's placeholder: a path, the same in every language. */
const PATH_EXAMPLE = '/srv/models/my-model.Q4_K_M.gguf';

/** 990 MB, 2.0 GB, 1.4 MB. */
export function formatBytes(bytes: number): string {
  const oneDecimal = { minimumFractionDigits: 1, maximumFractionDigits: 1 };
  if (bytes >= 1_000_000_000) return `${formatNumber(bytes / 1_000_000_000, oneDecimal)} GB`;
  return bytes < 10_000_000 ? `${formatNumber(Math.max(0, bytes) / 1_000_000, oneDecimal)} MB` : `${formatNumber(Math.round(bytes / 1_000_000))} MB`;
}

/** Saves a provider and model through the AI settings, then says so. */
function useChooseModel() {
  const { t } = useTranslation();
  const save = useSaveAdminAiSettings();
  const refresh = useRefreshLocalModels();
  const choose = (input: Pick<SaveAdminAiSettingsInput, 'provider' | 'model'> & { baseUrl?: string }, label: string) =>
    save.mutate(
      { baseUrl: '', models: BLANK_MODELS, ...input },
      {
        onSuccess: () => {
          // What answers after the save (the model, or the built-in engine in its place) is shown under "Local engine".
          toast.success(t('admin.localForm.saved', { model: label }));
          refresh();
        },
      },
    );
  return { choose, isPending: save.isPending, error: save.error };
}

function DownloadProgress({ model }: { model: LocalModel }) {
  const { t } = useTranslation();
  const download = model.download;
  if (!download || download.state === 'failed') return null;
  const total = download.totalBytes ?? model.sizeBytes;
  const percent = total > 0 ? Math.min(100, Math.floor((download.receivedBytes / total) * 100)) : 0;
  return (
    <div className="mt-3" data-testid={`download-progress-${model.name}`}>
      <div
        role="progressbar"
        aria-label={t('admin.localForm.downloadingModel', { model: model.label })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width] duration-500" style={{ width: `${percent}%` }} />
      </div>
      <p className={SETTING_HINT}>
        {download.state === 'verifying'
          ? t('admin.localForm.verifying')
          : t('admin.localForm.downloading', { percent, received: formatBytes(download.receivedBytes), total: formatBytes(total) })}
      </p>
    </div>
  );
}

/** "In use" when the chosen local model answers, "Chosen" while the built-in engine answers in its place. */
function CatalogueModelCard({ model, chosenLabel, canChoose, onUse }: { model: LocalModel; chosenLabel: string | null; canChoose: boolean; onUse: () => void }) {
  const { t } = useTranslation();
  const isInUse = chosenLabel !== null;
  const download = useDownloadLocalModel();
  const remove = useRemoveLocalModel();
  const isBusy = model.download?.state === 'downloading' || model.download?.state === 'verifying';
  return (
    <li className="card p-4" data-testid={`local-model-${model.name}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900 dark:text-white">
            {model.label} {model.isInstalled ? <span className="ml-1 rounded bg-emerald-100 px-1.5 py-0.5 text-xs font-medium text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200">{t('admin.localForm.installed')}</span> : null}
            {chosenLabel ? <span className="ml-1 rounded bg-brand-100 px-1.5 py-0.5 text-xs font-medium text-brand-800 dark:bg-brand-900/50 dark:text-brand-200">{chosenLabel}</span> : null}
          </h3>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{model.summary}</p>
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            {t('admin.localForm.facts', { parameters: model.parameters, size: formatBytes(model.sizeBytes), memory: formatBytes(model.memoryBytes) })} ·{' '}
            <a className="underline" href={model.licenceUrl} target="_blank" rel="noreferrer">
              {model.licence}
            </a>{' '}
            ·{' '}
            <a className="underline" href={model.sourceUrl} target="_blank" rel="noreferrer">
              {t('admin.localForm.source')}
            </a>
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {model.isInstalled ? (
            <>
              <button type="button" className="btn-primary" disabled={isInUse || !canChoose} onClick={onUse}>
                {chosenLabel ?? t('admin.localForm.use')}
              </button>
              <button type="button" className="btn-secondary" disabled={remove.isPending} onClick={() => remove.mutate(model.name, { onSuccess: () => toast.success(t('admin.localForm.removed', { model: model.label })) })}>
                <Trash2 className="size-4" aria-hidden /> {t('admin.localForm.remove')}
              </button>
            </>
          ) : (
            <button type="button" className="btn-secondary" disabled={isBusy || download.isPending} onClick={() => download.mutate(model.name)}>
              <Download className="size-4" aria-hidden /> {model.download?.state === 'failed' ? t('common.tryAgain') : t('admin.localForm.download')}
            </button>
          )}
        </div>
      </div>
      <DownloadProgress model={model} />
      <ErrorAlert className="mt-3">{model.download?.state === 'failed' ? model.download.message : (download.error?.message ?? remove.error?.message)}</ErrorAlert>
    </li>
  );
}

function ModelFileForm({ canChoose, onUse }: { canChoose: boolean; onUse: (path: string) => void }) {
  const { t } = useTranslation();
  const [path, setPath] = useState('');
  const check = useCheckLocalModelFile();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    check.mutate({ path }, { onSuccess: (answer) => onUse(answer.model) });
  };
  return (
    <form onSubmit={onSubmit} className="card p-4" aria-label={t('admin.localForm.filesHeading')}>
      <label htmlFor="local-model-path" className="field-label">
        {t('admin.localForm.path')}
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <input id="local-model-path" className="field-input min-w-0 flex-1" value={path} placeholder={PATH_EXAMPLE} onChange={(event) => setPath(event.target.value)} />
        <button type="submit" className="btn-secondary" disabled={!canChoose || check.isPending || path.trim() === ''}>
          {t('admin.localForm.useFile')}
        </button>
      </div>
      <p className={SETTING_HINT}>{t('admin.localForm.pathHint')}</p>
      <ErrorAlert className="mt-2">{check.error?.message}</ErrorAlert>
    </form>
  );
}

function OllamaSection({ canChoose, activeProvider, activeModel, onUse }: { canChoose: boolean; activeProvider: string; activeModel: string | null; onUse: (baseUrl: string, model: string) => void }) {
  const { t } = useTranslation();
  const ollama = useOllamaStatus();
  return (
    <section className="mt-8" aria-labelledby="ollama-heading">
      <h2 id="ollama-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
        <Server className="size-5" aria-hidden /> {t('admin.localForm.ollamaHeading')}
      </h2>
      <div className="card mt-3 p-4" data-testid="ollama-status">
        {ollama.isPending ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('admin.localForm.ollamaLooking')}</p>
        ) : ollama.isError ? (
          <ErrorAlert>{ollama.error.message}</ErrorAlert>
        ) : ollama.data.isRunning ? (
          <>
            <p className="text-sm text-slate-700 dark:text-slate-300">{t('admin.localForm.ollamaAnswers', { address: ollama.data.baseUrl })}</p>
            {ollama.data.message ? <p className={SETTING_HINT}>{ollama.data.message}</p> : null}
            <ul className="mt-3 flex flex-wrap gap-2">
              {ollama.data.models.map((model) => {
                const isInUse = activeProvider === 'ollama' && activeModel === model;
                return (
                  <li key={model}>
                    <button type="button" className="btn-secondary" disabled={!canChoose || isInUse} onClick={() => onUse(ollama.data.baseUrl, model)}>
                      {isInUse ? t('admin.localForm.modelInUse', { model }) : t('admin.localForm.useModel', { model })}
                    </button>
                  </li>
                );
              })}
            </ul>
          </>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-300">{ollama.data.message}</p>
        )}
      </div>
    </section>
  );
}

export function LocalModelsPanel({ data }: { data: LocalModelsAnswer }) {
  const { t } = useTranslation();
  const { choose, isPending, error } = useChooseModel();
  const removeOther = useRemoveLocalModel();
  const canChoose = !data.isProviderFromEnvironment && !isPending;
  const activeLabel = providerLabel(data.activeProvider);
  const chooseLocal = (model: string, label: string) => choose({ provider: 'local', model }, label);
  return (
    <>
      <div className="card mt-6 p-4" data-testid="local-engine-status">
        <h2 className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
          <Cpu className="size-5" aria-hidden /> {t('admin.localForm.engine')}
        </h2>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300" data-testid="local-engine-message">
          {data.engine.message}
        </p>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {richText(t('admin.localForm.answering', { model: data.activeModel ? `${activeLabel} · ${data.activeModel}` : activeLabel }), { strong: (text) => <strong>{text}</strong> })}
        </p>
        {data.isProviderFromEnvironment ? <p className={SETTING_HINT}>{t('admin.localForm.providerFromEnvironment')}</p> : null}
        <ErrorAlert className="mt-2">{error?.message}</ErrorAlert>
      </div>

      <section className="mt-8" aria-labelledby="catalogue-heading">
        <h2 id="catalogue-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('admin.localForm.catalogue')}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('admin.localForm.catalogueHint', { folder: data.modelsDir })}</p>
        <ul className="mt-3 space-y-3">
          {data.catalogue.map((model) => (
            <CatalogueModelCard
              key={model.name}
              model={model}
              chosenLabel={data.chosenLocalModel === model.name ? (data.activeProvider === 'local' ? t('admin.localForm.inUse') : t('admin.localForm.chosen')) : null}
              canChoose={canChoose}
              onUse={() => chooseLocal(model.name, model.label)}
            />
          ))}
        </ul>
      </section>

      <section className="mt-8" aria-labelledby="files-heading">
        <h2 id="files-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
          <HardDrive className="size-5" aria-hidden /> {t('admin.localForm.filesHeading')}
        </h2>
        {data.otherFiles.length > 0 ? (
          <ul className="mt-3 space-y-2">
            {data.otherFiles.map((file) => (
              <li key={file.name} className="card flex flex-wrap items-center justify-between gap-2 p-3">
                <span className="text-sm">
                  {file.name} · {formatBytes(file.sizeBytes)}
                </span>
                <span className="flex gap-2">
                  <button type="button" className="btn-primary" disabled={!canChoose || data.chosenLocalModel === file.name} onClick={() => chooseLocal(file.name, file.name)}>
                    {t('admin.localForm.use')}
                  </button>
                  <button type="button" className="btn-secondary" disabled={removeOther.isPending} onClick={() => removeOther.mutate(file.name)}>
                    <Trash2 className="size-4" aria-hidden /> {t('admin.localForm.remove')}
                  </button>
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-3">
          <ModelFileForm canChoose={canChoose} onUse={(path) => chooseLocal(path, path.split('/').pop() ?? path)} />
        </div>
      </section>

      <OllamaSection
        canChoose={canChoose}
        activeProvider={data.activeProvider}
        activeModel={data.activeModel}
        onUse={(baseUrl, model) => choose({ provider: 'ollama', baseUrl: `${baseUrl}/v1`, model }, t('admin.localForm.ollamaModel', { model }))}
      />
    </>
  );
}
