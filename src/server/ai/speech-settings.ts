// Which engines, server, key, models and voice speech uses right now: the environment (SPEECH_*, TEXT_TO_SPEECH*)
// wins, then what an admin saved on the Speech page (operator_settings, key `speech`), then the defaults (the AI
// provider's address and key from the environment, whisper-1, tts-1). Read through a short version-checked cache, so a
// save on any instance applies to the next /speech request everywhere without a restart.
import { z } from 'zod';
import { SPEECH_TO_TEXT_ENGINES, TEXT_TO_SPEECH_ENGINES } from '../../shared/contracts/admin-speech.ts';
import type { Config } from '../config.ts';
import type { OperatorSettingsRepository } from '../db/operator-settings.repository.ts';
import { openSealed, type SecretBox } from '../lib/secret-box.ts';
import { createOperatorSettingSource, type OperatorSettingSource } from '../lib/operator-setting-source.ts';

/** The operator_settings key of the Speech page's settings. */
export const SPEECH_SETTINGS_KEY = 'speech';

/** What is stored; `apiKey` is sealed by the secret box, never plain text. Absent fields use the defaults. */
export const StoredSpeechSettingsSchema = z.object({
  speechToText: z.enum(SPEECH_TO_TEXT_ENGINES),
  textToSpeech: z.enum(TEXT_TO_SPEECH_ENGINES),
  baseUrl: z.string().optional(),
  apiKey: z.string().optional(),
  speechToTextModel: z.string().optional(),
  textToSpeechModel: z.string().optional(),
  voice: z.string().optional(),
});
export type StoredSpeechSettings = z.infer<typeof StoredSpeechSettingsSchema>;

/** The settings one speech call uses. */
export type SpeechSettings = Config['speech'];

/** Environment over stored over default, field by field; `storedApiKey` is the opened key. */
export function resolveSpeechSettings(
  config: Pick<Config, 'speech' | 'speechEnvironment'>,
  stored: StoredSpeechSettings | null,
  storedApiKey: string | undefined,
): SpeechSettings {
  const env = config.speechEnvironment;
  const defaults = config.speech;
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
    baseUrl: env.baseUrl ?? stored?.baseUrl ?? defaults.baseUrl,
    apiKey: env.apiKey ?? storedApiKey ?? defaults.apiKey,
  };
}

/** The stored settings with the key opened; a key sealed with another SECRETS_KEY reads as no key. */
export function openStoredSpeechSettings(value: unknown, secrets: SecretBox): { stored: StoredSpeechSettings | null; apiKey: string | undefined } {
  const parsed = StoredSpeechSettingsSchema.safeParse(value);
  if (!parsed.success) return { stored: null, apiKey: undefined };
  return { stored: parsed.data, apiKey: openSealed(secrets, parsed.data.apiKey) };
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
      const { stored, apiKey } = saved === null ? { stored: null, apiKey: undefined } : openStoredSpeechSettings(saved, secrets);
      return resolveSpeechSettings(config, stored, apiKey);
    },
  });
}
