// Which provider, key and models the AI client uses right now: the environment (AI_*) wins, then what an admin saved
// on the AI page (operator_settings, key `ai`), then a model installed in DATA_DIR/models (the local engine), then the
// built-in engine. Read through lib/operator-setting-source.ts,
// so a save on any instance applies to the next request everywhere without a restart.
import { z } from 'zod';
import { AI_PROVIDERS, AI_TASK_GROUPS, type AiProvider, type AiTaskGroup } from '../../shared/contracts/admin.ts';
import type { Config } from '../config.ts';
import type { OperatorSettingsRepository } from '../db/operator-settings.repository.ts';
import { createOperatorSettingSource, OPERATOR_SETTING_CACHE_MS, type OperatorSettingSource } from '../lib/operator-setting-source.ts';
import { openSealed, type SecretBox } from '../lib/secret-box.ts';
import { boundSecretFor, type BoundSecret } from '../lib/bound-secret.ts';
import { aiKeyDestination } from '../../shared/secret-destinations.ts';
import { defaultInstalledModel, hasLocalEngineRuntime } from './local-model-files.ts';

/** The operator_settings key of the AI page's settings. */
export const AI_SETTINGS_KEY = 'ai';

/** How long an instance trusts its copy before it looks at the saved version again. */
export const AI_SETTINGS_CACHE_MS = OPERATOR_SETTING_CACHE_MS;

/**
 * What is stored; `apiKey` is sealed by the secret box, never plain text, and is sent only to `apiKeyDestination`, the
 * origin it was saved for. A key saved before destinations were recorded is bound to the settings saved with it.
 */
export const StoredAiSettingsSchema = z.object({
  provider: z.enum(AI_PROVIDERS),
  baseUrl: z.string().optional(),
  apiKey: z.string().optional(),
  apiKeyDestination: z.string().optional(),
  model: z.string().optional(),
  models: z.partialRecord(z.enum(AI_TASK_GROUPS), z.string()).default({}),
});
export type StoredAiSettings = z.infer<typeof StoredAiSettingsSchema>;

/**
 * The settings one call uses: the provider's, plus a model per task group (unset groups use `model`). `localFallback`
 * is set when the local engine was chosen but cannot run here: the built-in engine answers, and the Local model page
 * shows the model chosen and why.
 */
export type AiSettings = Config['ai'] & { models: Partial<Record<AiTaskGroup, string>>; localFallback?: { model: string | undefined; reason: string } };

/** Why a chosen local model does not answer on an installation without the engine's runtime. */
export const LOCAL_ENGINE_MISSING = 'The local engine is not part of this installation (node-llama-cpp is missing): run npm install and restart. Until then the built-in engine answers.';

/** The built-in engine in place of a local model this installation cannot run. */
export function withLocalFallback(settings: AiSettings, isLocalEngineAvailable: boolean): AiSettings {
  if (settings.provider !== 'local' || isLocalEngineAvailable) return settings;
  return { ...settings, provider: 'offline', model: undefined, models: {}, localFallback: { model: settings.model, reason: LOCAL_ENGINE_MISSING } };
}

const TASK_GROUPS: Record<string, AiTaskGroup> = {
  'character-opening': 'character',
  'character-reply': 'character',
  'grade-conversation': 'grading',
  'generate-persona': 'generation',
  'generate-rubric': 'generation',
  'generate-scenario': 'generation',
  'twin-reply': 'twin',
  'twin-summary': 'twin',
};

/** The group whose model a task uses; a task not listed uses the one model. */
export function taskGroupOf(taskName: string): AiTaskGroup | undefined {
  return TASK_GROUPS[taskName];
}

/** The environment's key, bound to AI_BASE_URL or, without it, to the address of `provider` itself. */
export function environmentAiKey(config: Pick<Config, 'aiEnvironment'>, provider: AiProvider): BoundSecret | undefined {
  const env = config.aiEnvironment;
  return env.apiKey ? { value: env.apiKey, destination: aiKeyDestination(provider, env.baseUrl) } : undefined;
}

/**
 * Environment over stored over default, field by field; `savedKey` is the opened key with its destination. A key is
 * used only where it is bound: the environment's never goes to a base URL saved on the page, nor a saved one elsewhere.
 * `installedModel` is the local model this machine can run (see `installedLocalModel`): with no provider set by the
 * environment or the AI page it answers everything, and it is the model of a `local` provider given none.
 */
export function resolveAiSettings(
  config: Pick<Config, 'ai' | 'aiEnvironment'>,
  stored: StoredAiSettings | null,
  savedKey: BoundSecret | undefined,
  installedModel?: string,
): AiSettings {
  const env = config.aiEnvironment;
  const provider = env.provider ?? stored?.provider ?? (installedModel ? 'local' : 'offline');
  const baseUrl = env.baseUrl ?? stored?.baseUrl;
  return {
    provider,
    baseUrl,
    apiKey: boundSecretFor(aiKeyDestination(provider, baseUrl), environmentAiKey(config, provider), savedKey),
    model: env.model ?? stored?.model ?? (provider === 'local' ? installedModel : undefined),
    // AI_MODEL is the one model for every task; per-group models are the page's.
    models: env.model ? {} : (stored?.models ?? {}),
    timeoutMs: config.ai.timeoutMs,
    offlineStreamDelayMs: config.ai.offlineStreamDelayMs,
    local: config.ai.local,
  };
}

export type AiSettingsSource = OperatorSettingSource<AiSettings>;

/** The stored settings with the key opened and bound; a key sealed with another SECRETS_KEY reads as no key. */
export function openStoredAiSettings(value: unknown, secrets: SecretBox): { stored: StoredAiSettings | null; savedKey: BoundSecret | undefined } {
  const parsed = StoredAiSettingsSchema.safeParse(value);
  if (!parsed.success) return { stored: null, savedKey: undefined };
  const stored = parsed.data;
  const key = openSealed(secrets, stored.apiKey);
  // Saved before destinations were recorded: the key belongs to the provider and base URL it was saved with.
  const destination = stored.apiKeyDestination ?? aiKeyDestination(stored.provider, stored.baseUrl);
  return { stored, savedKey: key === undefined ? undefined : { value: key, destination } };
}

/**
 * The model in DATA_DIR/models the local engine would run by default, when this installation has the engine's runtime;
 * undefined otherwise. Read again whenever the settings are (a pull or a removal applies within the cache's time).
 */
export function installedLocalModel(dataDir: string, hasRuntime: () => boolean = hasLocalEngineRuntime): string | undefined {
  return hasRuntime() ? defaultInstalledModel(dataDir) : undefined;
}

export function createAiSettingsSource(options: {
  config: Pick<Config, 'ai' | 'aiEnvironment'>;
  repository: OperatorSettingsRepository;
  secrets: SecretBox;
  ttlMs?: number;
  /** The installed local model, the default when neither the environment nor the AI page names a provider. */
  installedModel?: () => string | undefined;
  /** Whether the local engine can run here; when not, a chosen local model gives way to the built-in engine. */
  isLocalEngineAvailable?: () => boolean;
}): AiSettingsSource {
  const { config, repository, secrets, ttlMs = AI_SETTINGS_CACHE_MS, installedModel = () => undefined, isLocalEngineAvailable = hasLocalEngineRuntime } = options;
  return createOperatorSettingSource({
    key: AI_SETTINGS_KEY,
    repository,
    ttlMs,
    // A model pulled or removed by `npm run model` in another process applies within the cache's time.
    alsoDependsOn: () => installedModel() ?? '',
    resolve: (saved) => {
      const { stored, savedKey } = saved === null ? { stored: null, savedKey: undefined } : openStoredAiSettings(saved, secrets);
      return withLocalFallback(resolveAiSettings(config, stored, savedKey, installedModel()), isLocalEngineAvailable());
    },
  });
}
