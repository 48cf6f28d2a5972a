// The AI page's rules: what the page shows (environment over saved, the key never), what may be saved, the
// connection test with unsaved values, and the provider's model list. A saved or environment key goes only to the
// origin it is bound to (shared/secret-destinations.ts); another base URL needs the key typed again.
import {
  AI_TASK_GROUPS,
  type AdminAiModelsAnswer,
  type AdminAiSettings,
  type AiTaskGroup,
  type ListAdminAiModelsInputSchema,
  type SaveAdminAiSettingsInputSchema,
  type TestAdminAiConnectionAnswer,
} from '../../../shared/contracts/admin.ts';
import type { z } from 'zod';
import { AiError } from '../../ai/ai-error.ts';
import { modelFor, testConnection } from '../../ai/language-models.ts';
import { AI_SETTINGS_KEY, environmentAiKey, openStoredAiSettings, resolveAiSettings, type AiSettings, type StoredAiSettings } from '../../ai/ai-settings.ts';
import { listProviderModels } from '../../ai/provider-models.ts';
import { allowedModelFolders, checkLocalModelSetting, defaultInstalledModel } from '../../ai/local-model-files.ts';
import { createOperatorSettingsRepository } from '../../db/operator-settings.repository.ts';
import { apiKeyToStore, chooseSecret, secretHint, type BoundSecret } from '../../lib/bound-secret.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { aiKeyDestination, environmentSecretMessage, retypeSecretMessage } from '../../../shared/secret-destinations.ts';
import type { FeatureDeps } from '../feature-deps.ts';

type SaveInput = z.output<typeof SaveAdminAiSettingsInputSchema>;
type ModelsInput = z.output<typeof ListAdminAiModelsInputSchema>;

/** The connection test answers within this, or says the provider was too slow. */
const TEST_TIMEOUT_MS = 15_000;

const ENV_NAMES = { provider: 'AI_PROVIDER', baseUrl: 'AI_BASE_URL', apiKey: 'AI_API_KEY', model: 'AI_MODEL' } as const;

/** Replaces every occurrence of the key, so a provider that echoes it never puts it in front of anyone. */
function redact(text: string, key: string | undefined): string {
  return key && key.length >= 4 ? text.split(key).join('[API key]') : text;
}

export function createAdminAiService({ config, database, auth, ai }: Pick<FeatureDeps, 'config' | 'database' | 'auth' | 'ai'>) {
  const repository = createOperatorSettingsRepository(database.db);
  const env = config.aiEnvironment;

  async function readStored() {
    const row = await repository.findOperatorSetting(AI_SETTINGS_KEY);
    const { stored, savedKey } = row ? openStoredAiSettings(row.value, auth.secrets) : { stored: null, savedKey: undefined };
    return { row, stored, savedKey };
  }

  /** Refuses a change to what the environment sets, before anything else is looked at. */
  function assertEnvironmentKept(input: SaveInput | ModelsInput): void {
    const locked = (name: keyof typeof ENV_NAMES) => `${name === 'baseUrl' ? 'The base URL' : name === 'apiKey' ? 'The API key' : name === 'model' ? 'The model' : 'The provider'} is set by the server's environment (${ENV_NAMES[name]}) and cannot be changed here.`;
    if (env.provider && input.provider !== env.provider) throw badRequest(locked('provider'));
    if (env.baseUrl && input.baseUrl && input.baseUrl !== env.baseUrl) throw badRequest(locked('baseUrl'));
    if (env.apiKey && (input.apiKey !== undefined || input.clearApiKey)) throw badRequest(locked('apiKey'));
    if ('model' in input && env.model && ((input.model && input.model !== env.model) || AI_TASK_GROUPS.some((group) => input.models[group]))) throw badRequest(locked('model'));
  }

  /**
   * The key a call to `input`'s provider and base URL carries: the typed one, else the environment's or the saved one
   * where it is bound; a saved or environment key bound elsewhere is never sent (400: type it again).
   */
  function keyFor(input: SaveInput | ModelsInput, savedKey: BoundSecret | undefined): { apiKey: string | undefined; destination: string | null } {
    const provider = env.provider ?? input.provider;
    const destination = aiKeyDestination(provider, env.baseUrl ?? (input.baseUrl || undefined));
    const apiKey = chooseSecret({
      typed: input.apiKey,
      isCleared: input.clearApiKey,
      saved: savedKey,
      environment: environmentAiKey(config, provider),
      target: destination,
      messages: { saved: (boundTo) => retypeSecretMessage('API key', boundTo), environment: (target) => environmentSecretMessage('AI_API_KEY', 'AI_BASE_URL', target) },
    });
    return { apiKey, destination };
  }

  /** The settings `input` would give, with the environment's values over it and the key `keyFor` allows. */
  function settingsFrom(input: SaveInput, savedKey: BoundSecret | undefined, timeoutMs = config.ai.timeoutMs): { stored: StoredAiSettings; settings: AiSettings; destination: string | null } {
    const { apiKey, destination } = keyFor(input, savedKey);
    const models: Partial<Record<AiTaskGroup, string>> = {};
    for (const group of AI_TASK_GROUPS) if (input.models[group]) models[group] = input.models[group];
    const stored: StoredAiSettings = {
      provider: input.provider,
      ...(input.baseUrl ? { baseUrl: input.baseUrl } : {}),
      ...(input.model ? { model: input.model } : {}),
      models,
    };
    return { stored, destination, settings: { ...resolveAiSettings(config, stored, apiKey === undefined ? undefined : { value: apiKey, destination }), timeoutMs } };
  }

  /** Refuses settings the provider cannot work with. */
  function assertWorkable(settings: AiSettings): void {
    if (settings.provider === 'openai-compatible' && !settings.baseUrl) throw badRequest('An OpenAI-compatible provider needs its base URL, e.g. http://127.0.0.1:8000/v1.');
    if ((settings.provider === 'openai' || settings.provider === 'anthropic') && !settings.apiKey) throw badRequest(`${settings.provider === 'openai' ? 'OpenAI' : 'Anthropic'} needs an API key.`);
    if ((settings.provider === 'ollama' || settings.provider === 'openai-compatible' || settings.provider === 'local') && !settings.model && AI_TASK_GROUPS.some((group) => !settings.models[group])) {
      throw badRequest('Choose a model: this provider has no default one.');
    }
    if (settings.provider === 'local') assertLocalModels(settings);
  }

  /** A local model runs from a file this server has: each model named must be installed, or a .gguf in an allowed folder. */
  function assertLocalModels(settings: AiSettings): void {
    const named = [settings.model, ...AI_TASK_GROUPS.map((group) => settings.models[group])].filter((model): model is string => Boolean(model));
    if (named.length === 0) {
      if (!defaultInstalledModel(config.dataDir)) throw badRequest('No local model is installed: download one on the Local model page, or choose a .gguf file there.');
      return;
    }
    const folders = allowedModelFolders(config.dataDir, config.localModels.extraDirs);
    for (const model of new Set(named)) {
      const check = checkLocalModelSetting(config.dataDir, folders, model);
      if (!check.isUsable) throw badRequest(check.message);
    }
  }

  return {
    async getSettings(): Promise<AdminAiSettings> {
      const { row, stored, savedKey } = await readStored();
      const bound = environmentAiKey(config, env.provider ?? stored?.provider ?? 'offline') ?? savedKey;
      const key = bound?.value;
      const field = (value: string | undefined, isFromEnvironment: boolean) => ({ value: value ?? null, isFromEnvironment });
      return {
        provider: { value: env.provider ?? stored?.provider ?? 'offline', isFromEnvironment: Boolean(env.provider) },
        baseUrl: field(env.baseUrl ?? stored?.baseUrl, Boolean(env.baseUrl)),
        apiKey: { ...secretHint(key), isFromEnvironment: Boolean(env.apiKey), sentTo: bound?.destination ?? null },
        model: field(env.model ?? stored?.model, Boolean(env.model)),
        models: {
          character: field(env.model ? undefined : stored?.models.character, Boolean(env.model)),
          grading: field(env.model ? undefined : stored?.models.grading, Boolean(env.model)),
          generation: field(env.model ? undefined : stored?.models.generation, Boolean(env.model)),
          twin: field(env.model ? undefined : stored?.models.twin, Boolean(env.model)),
        },
        version: row?.version ?? null,
        updatedAt: row?.updatedAt.toISOString() ?? null,
      };
    },

    async saveSettings(input: SaveInput): Promise<AdminAiSettings> {
      const { savedKey } = await readStored();
      assertEnvironmentKept(input);
      const { stored, settings, destination } = settingsFrom(input, savedKey);
      assertWorkable(settings);
      // Only a key the page typed is stored, bound to where it was typed for; one from the environment stays there.
      await repository.saveOperatorSetting(AI_SETTINGS_KEY, { ...stored, ...apiKeyToStore(input, savedKey, destination, auth.secrets) });
      ai.reloadSettings();
      return this.getSettings();
    },

    async testConnection(input: SaveInput): Promise<TestAdminAiConnectionAnswer> {
      const { savedKey } = await readStored();
      assertEnvironmentKept(input);
      const { settings } = settingsFrom(input, savedKey, Math.min(config.ai.timeoutMs, TEST_TIMEOUT_MS));
      assertWorkable(settings);
      const model = modelFor(settings, undefined);
      const modelLabel = settings.provider === 'offline' ? 'Built-in engine' : `${settings.provider}: ${model}`;
      const origin = settings.baseUrl ? new URL(settings.baseUrl).origin : 'the provider';
      try {
        const answer = await testConnection(settings, {
          subject: 'The provider',
          refusedKey: 'The provider refused the API key. Check that the key is right and still active.',
          unknownModel: `The provider does not offer the model "${model}". Choose one from its list.`,
          unreachable: `Could not reach ${origin}. Check the base URL and that the server is running.`,
          notAnApi: `${origin} answers, but not like an OpenAI-compatible API. Check the base URL (it usually ends in /v1).`,
        });
        return { isConnected: true, message: redact(answer.slice(0, 300) || '(an empty answer)', settings.apiKey), modelLabel };
      } catch (error) {
        const message = error instanceof AiError ? error.message : 'The provider could not complete the request.';
        return { isConnected: false, message: redact(message, settings.apiKey), modelLabel };
      }
    },

    async listModels(input: ModelsInput): Promise<AdminAiModelsAnswer> {
      const { savedKey } = await readStored();
      assertEnvironmentKept(input);
      const { apiKey } = keyFor(input, savedKey);
      const listed = await listProviderModels(env.provider ?? input.provider, env.baseUrl ?? (input.baseUrl || undefined), apiKey);
      return listed.isListed ? { isListed: true, models: listed.models, message: null } : { isListed: false, models: [], message: listed.message };
    },
  };
}
