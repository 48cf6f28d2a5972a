// A provider's language model: which model a task group uses, the model built from the settings (once per provider,
// address, key and model), and the AI page's connection test.
import type { LanguageModel } from 'ai';
import type { AiTaskGroup } from '../../shared/contracts/admin.ts';
import type { Config } from '../config.ts';
import { toAiError, type ProviderErrorMessages } from './ai-error.ts';
import { loadAiSdk } from './ai-sdk.ts';
import type { AiSettings } from './ai-settings.ts';
import { defaultLocalEngineConfig } from '../config/ai-env.ts';
import { modelFilePath } from './local-model-files.ts';
import { localEngineFor, type LocalEngine } from './local/local-engine.ts';
import { createLocalLanguageModel } from './local/local-language-model.ts';

// The embedded engine's state (loaded model, queue, last failure) for the admin page: features read it here, not in local/.
export { localEngineStatus } from './local/local-engine.ts';
export type { LocalEngineStatus } from './local/local-generation.ts';

export type AiProviderName = Config['ai']['provider'];

/** Where a local Ollama listens unless its address is set. */
export const OLLAMA_BASE_URL = 'http://127.0.0.1:11434/v1';

const DEFAULT_MODELS: Partial<Record<AiProviderName, string>> = { openai: 'gpt-4o-mini', anthropic: 'claude-3-5-haiku-latest' };

/** The model a task group uses: its own, else the one model, else the provider's default. */
export function modelFor(settings: Pick<AiSettings, 'provider' | 'model'> & { models?: AiSettings['models'] }, group: AiTaskGroup | undefined): string {
  return (group && settings.models?.[group]) || settings.model || DEFAULT_MODELS[settings.provider] || '';
}

/** The model name the built-in engine goes by, in labels and in the record of calls. */
export const OFFLINE_MODEL_LABEL = 'offline engine';

/** The engine as people read it: "built-in engine", "local qwen2.5-1.5b-instruct", "openai gpt-4o-mini". */
export function engineDescription(settings: Pick<AiSettings, 'provider' | 'model'> & { models?: AiSettings['models'] }): string {
  return settings.provider === 'offline' ? 'built-in engine' : `${settings.provider} ${modelFor(settings, 'character') || '(default model)'}`;
}

/** A provider's model as this file builds it (every provider package here speaks the v3 model interface). */
export type ProviderModel = Extract<LanguageModel, { specificationVersion: 'v3' }>;
export type ModelPrompt = Parameters<ProviderModel['doStream']>[0]['prompt'];

/** The provider's language model as `generate` uses it; exported so tests can stream through the same model. */
export async function createLanguageModel(config: Config['ai']): Promise<ProviderModel> {
  const model = config.model ?? DEFAULT_MODELS[config.provider] ?? '';
  const {
    anthropic: { createAnthropic },
    openai: { createOpenAI },
    openaiCompatible: { createOpenAICompatible },
  } = await loadAiSdk();
  switch (config.provider) {
    case 'openai':
      return createOpenAI({ apiKey: config.apiKey, baseURL: config.baseUrl })(model);
    case 'anthropic':
      return createAnthropic({ apiKey: config.apiKey, baseURL: config.baseUrl })(model);
    case 'ollama':
      // includeUsage asks for the token counts at the end of a streamed reply (the Usage page reads them).
      return createOpenAICompatible({ name: 'ollama', baseURL: config.baseUrl ?? OLLAMA_BASE_URL, includeUsage: true }).chatModel(model);
    case 'openai-compatible':
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: config.baseUrl ?? '',
        apiKey: config.apiKey,
        supportsStructuredOutputs: true,
        includeUsage: true,
      }).chatModel(model);
    case 'local':
      return createLocalLanguageModel(() => localEngineOf(config), model);
    case 'offline':
      throw new Error('The offline engine has no provider model.');
  }
}

/** The process's local engine for the model `config` names (AI_MODEL: a .gguf path or a name under DATA_DIR/models). */
export function localEngineOf(config: Pick<Config['ai'], 'model' | 'local'>): LocalEngine {
  const settings = config.local ?? defaultLocalEngineConfig('./data');
  const path = modelFilePath(settings.modelsDir, config.model);
  if (!path) throw new Error('The local engine needs a model: set AI_MODEL to a .gguf file or a model name under DATA_DIR/models.');
  return localEngineFor(path, settings);
}

const MODEL_CACHE_SIZE = 16;
const cachedModels = new Map<string, ProviderModel>();

/**
 * `createLanguageModel`, built once per provider, address, key and model: a provider's model builds its answer
 * schemas when it is made, which cost a streamed reply about as much CPU as reading the whole reply did.
 */
export async function languageModelFor(config: Config['ai']): Promise<ProviderModel> {
  // The local engine's settings are part of the model: one built for others would load the file with those.
  const key = JSON.stringify([config.provider, config.baseUrl ?? null, config.apiKey ?? null, config.model ?? null, config.provider === 'local' ? (config.local ?? null) : null]);
  let model = cachedModels.get(key);
  if (!model) {
    model = await createLanguageModel(config);
    // Settings change rarely; a bound keeps an operator trying many of them from growing the map.
    if (cachedModels.size >= MODEL_CACHE_SIZE) cachedModels.clear();
    cachedModels.set(key, model);
  }
  return model;
}

/** Answers one tiny call through `settings` (unsaved ones, from the AI page): the model's words, or an AiError. */
export async function testConnection(settings: AiSettings, messages: ProviderErrorMessages): Promise<string> {
  if (settings.provider === 'offline') return 'The built-in engine is ready.';
  try {
    if (settings.provider === 'local') await localEngineOf({ ...settings, model: modelFor(settings, undefined) }).ensureLoaded();
    const model = await createLanguageModel({ ...settings, model: modelFor(settings, undefined) });
    const { generateText } = (await loadAiSdk()).ai;
    const { text } = await generateText({
      model,
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(settings.timeoutMs),
      maxOutputTokens: 20,
      prompt: 'Answer with the single word: ready',
    });
    return text.trim();
  } catch (error) {
    throw toAiError(error, settings.timeoutMs, messages);
  }
}
