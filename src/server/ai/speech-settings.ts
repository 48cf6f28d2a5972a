// Which engines, server, key, models and voice speech uses right now: the environment (SPEECH_*, TEXT_TO_SPEECH*)
// wins, then what an admin saved on the Speech page (operator_settings, key `speech`), then the defaults (the AI
// provider's address and key from the environment, whisper-1, tts-1). Read through a short version-checked cache, so a
// save on any instance applies to the next /speech request everywhere without a restart.
import { z } from 'zod';
import { SPEECH_TO_TEXT_ENGINES, TEXT_TO_SPEECH_ENGINES } from '../../shared/contracts/admin-speech.ts';
import type { Config } from '../config.ts';
import type { OperatorSettingsRepository } from '../db/operator-settings.repository.ts';
import { openSealed, type SecretBox } from '../lib/secret-box.ts';
import { boundSecretFor, type BoundSecret } from '../lib/bound-secret.ts';
import { speechKeyDestination } from '../../shared/secret-destinations.ts';
import { createOperatorSettingSource, type OperatorSettingSource } from '../lib/operator-setting-source.ts';

/** The operator_settings key of the Speech page's settings. */
export const SPEECH_SETTINGS_KEY = 'speech';

/**
 * What is stored; `apiKey` is sealed by the secret box, never plain text, and is sent only to `apiKeyDestination`, the
 * origin it was saved for. Absent fields use the defaults.
 */
export const StoredSpeechSettingsSchema = z.object({
  speechToText: z.enum(SPEECH_TO_TEXT_ENGINES),
  textToSpeech: z.enum(TEXT_TO_SPEECH_ENGINES),
  baseUrl: z.string().optional(),
  apiKey: z.string().optional(),
  apiKeyDestination: z.string().optional(),
  speechToTextModel: z.string().optional(),
  textToSpeechModel: z.string().optional(),
  voice: z.string().optional(),
});
export type StoredSpeechSettings = z.infer<typeof StoredSpeechSettingsSchema>;

/** The settings one speech call uses. */
export type SpeechSettings = Config['speech'];

/**
 * The environment's keys, bound to the environment's speech address (SPEECH_BASE_URL, else AI_BASE_URL, else OpenAI):
 * SPEECH_API_KEY, which the page cannot change, and AI_API_KEY, which speech falls back to.
 */
export function environmentSpeechKeys(config: Pick<Config, 'speech' | 'speechEnvironment'>): { locked: BoundSecret | undefined; fallback: BoundSecret | undefined } {
  const destination = speechKeyDestination(config.speech.baseUrl);
  const bound = (value: string | undefined) => (value ? { value, destination } : undefined);
  return { locked: bound(config.speechEnvironment.apiKey), fallback: bound(config.speech.apiKey) };
}

/**
 * Environment over stored over default, field by field; `savedKey` is the opened key with its destination. A key is
 * used only where it is bound: the environment's never goes to a base URL saved on the page, nor a saved one elsewhere.
 */
export function resolveSpeechSettings(
  config: Pick<Config, 'speech' | 'speechEnvironment'>,
  stored: StoredSpeechSettings | null,
  savedKey: BoundSecret | undefined,
): SpeechSettings {
  const env = config.speechEnvironment;
  const defaults = config.speech;
  const baseUrl = env.baseUrl ?? stored?.baseUrl ?? defaults.baseUrl;
  const { locked, fallback } = environmentSpeechKeys(config);
  return {
    ...defaults,
    speechToText: {
      engine: env.speechToText ?? stored?.speechToText ?? defaults.speechToText.engine,
      model: env.speechToTextModel ?? stored?.speechToTextModel ?? defaults.speechToText.model,
    },
    textToSpeech: {
      engine: env.textToSpeech ?? stored?.textToSpeech ?? defaults.textToSpeech.engine,
      model: env.textToSpeechModel ?? stored?.textToSpeechModel ?? defaults.textToSpeech.model,
      voice: env.voice ?? stored?.voice ?? defaults.textToSpeech.voice,
    },
    baseUrl,
    apiKey: boundSecretFor(speechKeyDestination(baseUrl), locked, savedKey, fallback),
  };
}

/**
 * The stored settings with the key opened and bound; a key sealed with another SECRETS_KEY reads as no key.
 * `defaultBaseUrl`: where speech goes without a saved base URL (the environment's), for a key saved before
 * destinations were recorded.
 */
export function openStoredSpeechSettings(
  value: unknown,
  secrets: SecretBox,
  defaultBaseUrl: string | undefined,
): { stored: StoredSpeechSettings | null; savedKey: BoundSecret | undefined } {
  const parsed = StoredSpeechSettingsSchema.safeParse(value);
  if (!parsed.success) return { stored: null, savedKey: undefined };
  const stored = parsed.data;
  const key = openSealed(secrets, stored.apiKey);
  const destination = stored.apiKeyDestination ?? speechKeyDestination(stored.baseUrl ?? defaultBaseUrl);
  return { stored, savedKey: key === undefined ? undefined : { value: key, destination } };
}

export type SpeechSettingsSource = OperatorSettingSource<SpeechSettings>;

export function createSpeechSettingsSource(options: {
  config: Pick<Config, 'speech' | 'speechEnvironment'>;
  repository: OperatorSettingsRepository;
  secrets: SecretBox;
  ttlMs?: number;
}): SpeechSettingsSource {
  const { config, repository, secrets, ttlMs } = options;
  return createOperatorSettingSource({
    key: SPEECH_SETTINGS_KEY,
    repository,
    ttlMs,
    resolve: (saved) => {
      const { stored, savedKey } = saved === null ? { stored: null, savedKey: undefined } : openStoredSpeechSettings(saved, secrets, config.speech.baseUrl);
      return resolveSpeechSettings(config, stored, savedKey);
    },
  });
}
