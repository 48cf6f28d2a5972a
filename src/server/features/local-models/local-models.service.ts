// The Local model page's rules: the catalogue with what is installed and downloading, a download started in the
// background (one per model; its progress read by polling the list), removal, a .gguf file the operator already has
// (only from DATA_DIR/models and MODEL_DIRS), the engine's state, and the Ollama next door. Choosing a model is the
// AI page's save (PUT /admin/ai/settings): the web page composes the two.
import type { Config } from '../../config.ts';
import { isAbsolute } from 'node:path';
import type { LocalModelDownload, LocalModelsAnswer, OllamaStatus, UseLocalModelFileAnswer } from '../../../shared/contracts/local-models.ts';
import { localEngineStatus, modelFor, type LocalEngineStatus } from '../../ai/language-models.ts';
import { LOCAL_ENGINE_MISSING } from '../../ai/ai-settings.ts';
import { allowedModelFolders, checkLocalModelSetting, defaultInstalledModel, hasLocalEngineRuntime, localModelFile, localModelsDir, modelFilePath } from '../../ai/local-model-files.ts';
import { probeOllama } from '../../ai/ollama-probe.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { createLocalModelsRepository } from './local-models.repository.ts';
import { downloadUrlOf, findCatalogueModel, MODEL_CATALOGUE, sourceUrlOf, type CatalogueModel } from './model-catalogue.ts';
import { downloadModelFile, ModelDownloadError, type DownloadOptions, type DownloadResult } from './model-download.ts';

/** Downloads a catalogue model to DATA_DIR/models/<name>.gguf: what the page's Download and `npm run model -- pull` run. */
export function pullCatalogueModel(
  config: Pick<Config, 'dataDir' | 'localModels'>,
  model: CatalogueModel,
  options: Pick<DownloadOptions, 'onProgress' | 'signal' | 'resumeDelayMs'> = {},
): Promise<DownloadResult> {
  return downloadModelFile({
    url: downloadUrlOf(model, config.localModels),
    destination: localModelFile(config.dataDir, model.name),
    maxBytes: model.maxBytes,
    expectedSha256: model.sha256,
    ...options,
  });
}

/**
 * What the page says about the local engine: `isRuntimeInstalled` says whether this installation can run GGUF models,
 * `fallbackReason` why a chosen model does not answer (the built-in engine does).
 */
export function describeLocalEngine(
  model: string | undefined | null,
  isRuntimeInstalled: boolean,
  fallbackReason?: string,
  /** The engine's own state for this model, once a request has asked for it. */
  loaded: LocalEngineStatus = { state: 'not-configured' },
): LocalModelsAnswer['engine'] {
  if (!model) return { model: null, isReady: false, message: 'No local model is installed. Download one below, or use a .gguf file you already have.' };
  if (fallbackReason) return { model, isReady: false, message: `${model} is chosen. ${fallbackReason}` };
  if (!isRuntimeInstalled) return { model, isReady: false, message: `${model} is installed. ${LOCAL_ENGINE_MISSING}` };
  if (loaded.state === 'failed') return { model, isReady: false, message: `${model} could not be loaded: ${loaded.reason} Until it can, the built-in engine answers.` };
  if (loaded.state === 'loading') return { model, isReady: true, message: `${model} is being loaded.` };
  if (loaded.state === 'ready') return { model, isReady: true, message: `${model} is loaded and answering.` };
  return { model, isReady: true, message: `${model} is installed; the local engine loads it at the first request that needs it.` };
}

type RunningDownload = LocalModelDownload & { abort: AbortController };

export function createLocalModelsService({ config, ai }: Pick<FeatureDeps, 'config' | 'ai'>) {
  const repository = createLocalModelsRepository(config.dataDir);
  // Per server process; the lock file beside the part keeps a second process (or `npm run model`) from the same file.
  const downloads = new Map<string, RunningDownload>();

  function catalogueModelOrThrow(name: string): CatalogueModel {
    const model = findCatalogueModel(name);
    if (!model) throw badRequest(`There is no model named "${name}" in the catalogue. Choose one of: ${MODEL_CATALOGUE.map((entry) => entry.name).join(', ')}.`);
    return model;
  }

  /** The local engine's state when it is the one for `model` (loaded by this process), else nothing yet. */
  function engineStatusOf(model: string | undefined | null): LocalEngineStatus {
    const status = localEngineStatus();
    if (!model || status.state === 'not-configured') return { state: 'not-configured' };
    return status.model === modelFilePath(config.ai.local?.modelsDir ?? localModelsDir(config.dataDir), model) ? status : { state: 'not-configured' };
  }

  function publicDownload(name: string): LocalModelDownload | null {
    const running = downloads.get(name);
    return running ? { state: running.state, receivedBytes: running.receivedBytes, totalBytes: running.totalBytes, message: running.message } : null;
  }

  return {
    async list(): Promise<LocalModelsAnswer> {
      const installed = repository.listInstalled();
      const installedNames = new Set(installed.map((file) => file.name));
      const settings = await ai.settings();
      const activeModel = settings.provider === 'offline' ? null : modelFor(settings, undefined) || null;
      const chosenLocalModel = settings.provider === 'local' ? activeModel : (settings.localFallback?.model ?? null);
      const localModel = chosenLocalModel ?? defaultInstalledModel(config.dataDir);
      return {
        catalogue: MODEL_CATALOGUE.map((model) => ({
          name: model.name,
          label: model.label,
          summary: model.summary,
          parameters: model.parameters,
          fileName: model.fileName,
          sizeBytes: model.sizeBytes,
          memoryBytes: model.memoryBytes,
          licence: model.licence,
          licenceUrl: model.licenceUrl,
          sourceUrl: sourceUrlOf(model),
          isInstalled: installedNames.has(model.name),
          // The file takes its name only once it is checked: installed, its download is over, whatever is left to tidy.
          download: installedNames.has(model.name) ? null : publicDownload(model.name),
        })),
        otherFiles: installed.filter((file) => !findCatalogueModel(file.name)).map((file) => ({ name: file.name, sizeBytes: file.sizeBytes })),
        modelsDir: localModelsDir(config.dataDir),
        engine: describeLocalEngine(localModel, hasLocalEngineRuntime(), settings.localFallback?.reason, engineStatusOf(localModel)),
        activeProvider: settings.provider,
        activeModel,
        chosenLocalModel,
        isProviderFromEnvironment: Boolean(config.aiEnvironment.provider),
      };
    },

    /** Starts the download in the background; the list shows its progress. */
    startDownload(name: string): void {
      const model = catalogueModelOrThrow(name);
      // Installed first: the file is renamed into place a moment before the download's own state is cleared.
      if (repository.listInstalled().some((file) => file.name === name)) throw conflict(`${model.label} is already installed.`);
      if (downloads.get(name)?.state === 'downloading' || downloads.get(name)?.state === 'verifying') throw conflict(`${model.label} is already downloading.`);
      const running: RunningDownload = { state: 'downloading', receivedBytes: 0, totalBytes: model.sizeBytes, message: null, abort: new AbortController() };
      downloads.set(name, running);
      pullCatalogueModel(config, model, {
        signal: running.abort.signal,
        onProgress: (progress) => {
          running.state = progress.state;
          running.receivedBytes = progress.receivedBytes;
          if (progress.totalBytes !== null) running.totalBytes = progress.totalBytes;
        },
      }).then(
        () => {
          downloads.delete(name);
          // With no provider chosen, the new model becomes the default at the next request.
          ai.reloadSettings();
        },
        (error: unknown) => {
          if (running.abort.signal.aborted) {
            downloads.delete(name);
            return;
          }
          running.state = 'failed';
          running.message = error instanceof ModelDownloadError ? error.message : `The download failed: ${error instanceof Error ? error.message : String(error)}`;
        },
      );
    },

    async remove(name: string): Promise<void> {
      const state = downloads.get(name)?.state;
      if (state === 'downloading' || state === 'verifying') throw conflict('This model is downloading. Wait for the download to end, then remove it.');
      downloads.delete(name);
      if (!(await repository.removeModel(name))) throw notFound(`No model named "${name}" is installed.`);
      ai.reloadSettings();
    },

    /** Checks a .gguf file the operator already has; the page then chooses it through the AI settings. */
    checkFile(path: string): UseLocalModelFileAnswer {
      if (!isAbsolute(path)) throw badRequest('Give the absolute path of the file on the server, starting with /.');
      const check = checkLocalModelSetting(config.dataDir, allowedModelFolders(config.dataDir, config.localModels.extraDirs), path);
      if (!check.isUsable) throw badRequest(check.message);
      return { model: check.path, sizeBytes: check.sizeBytes };
    },

    ollama(): Promise<OllamaStatus> {
      return probeOllama(config.localModels.ollamaUrl);
    },

    /** Stops the downloads this process runs (the server is closing); their parts stay, to be resumed. */
    stopDownloads(): void {
      for (const running of downloads.values()) running.abort.abort();
    },
  };
}
