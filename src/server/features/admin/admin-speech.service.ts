// The Speech page's rules: what the page shows (environment over saved, the key never), what may be saved, and the
// two tests with unsaved values: a sentence spoken by the chosen voice, and a built-in recording transcribed. A saved
// or environment key goes only to the origin it is bound to; another base URL needs the key typed again.
import type { z } from 'zod';
import {
  SPEECH_TEST_SENTENCE,
  TRANSCRIPTION_TEST_SENTENCE,
  type AdminSpeechSettings,
  type SaveAdminSpeechSettingsInputSchema,
  type TestAdminTranscriptionAnswer,
  type TestAdminVoiceAnswer,
} from '../../../shared/contracts/admin-speech.ts';
import { AiError } from '../../ai/ai-error.ts';
import { createProviderSpeech } from '../../ai/speech-client.ts';
import { environmentSpeechKeys, openStoredSpeechSettings, resolveSpeechSettings, SPEECH_SETTINGS_KEY, type SpeechSettings, type StoredSpeechSettings } from '../../ai/speech-settings.ts';
import { apiKeyToStore, chooseSecret, secretHint, type BoundSecret } from '../../lib/bound-secret.ts';
import { environmentSecretMessage, retypeSecretMessage, speechKeyDestination } from '../../../shared/secret-destinations.ts';
import { createOperatorSettingsRepository } from '../../db/operator-settings.repository.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { WorkerTaskError } from '../../lib/worker-pool.ts';
import type { FeatureDeps } from '../feature-deps.ts';

type SaveInput = z.output<typeof SaveAdminSpeechSettingsInputSchema>;

/** A test answers within this, or says the provider was too slow. */
const TEST_TIMEOUT_MS = 15_000;
const OFFLINE_TIMEOUT_MS = 30_000;

const ENV_NAMES = {
  speechToText: ['The speech-to-text engine', 'SPEECH_TO_TEXT'],
  textToSpeech: ['The text-to-speech engine', 'TEXT_TO_SPEECH'],
  baseUrl: ['The base URL', 'SPEECH_BASE_URL'],
  apiKey: ['The API key', 'SPEECH_API_KEY'],
  speechToTextModel: ['The speech-to-text model', 'SPEECH_TO_TEXT_MODEL'],
  textToSpeechModel: ['The text-to-speech model', 'TEXT_TO_SPEECH_MODEL'],
  voice: ['The voice', 'TEXT_TO_SPEECH_VOICE'],
} as const;

/** Replaces every occurrence of the key, so a provider that echoes it never puts it in front of anyone. */
function redact(text: string, key: string | undefined): string {
  return key && key.length >= 4 ? text.split(key).join('[API key]') : text;
}

export function createAdminSpeechService({ config, database, auth, cpu, speechSettings }: Pick<FeatureDeps, 'config' | 'database' | 'auth' | 'cpu' | 'speechSettings'>) {
  const repository = createOperatorSettingsRepository(database.db);
  const env = config.speechEnvironment;

  async function readStored() {
    const row = await repository.findOperatorSetting(SPEECH_SETTINGS_KEY);
    const { stored, savedKey } = row ? openStoredSpeechSettings(row.value, auth.secrets, config.speech.baseUrl) : { stored: null, savedKey: undefined };
    return { row, stored, savedKey };
  }

  /** Refuses a change to what the environment sets, before anything else is looked at. */
  function assertEnvironmentKept(input: SaveInput): void {
    const locked = (name: keyof typeof ENV_NAMES) => badRequest(`${ENV_NAMES[name][0]} is set by the server's environment (${ENV_NAMES[name][1]}) and cannot be changed here.`);
    if (env.speechToText && input.speechToText !== env.speechToText) throw locked('speechToText');
    if (env.textToSpeech && input.textToSpeech !== env.textToSpeech) throw locked('textToSpeech');
    if (env.baseUrl && input.baseUrl && input.baseUrl !== env.baseUrl) throw locked('baseUrl');
    if (env.apiKey && (input.apiKey !== undefined || input.clearApiKey)) throw locked('apiKey');
    if (env.speechToTextModel && input.speechToTextModel && input.speechToTextModel !== env.speechToTextModel) throw locked('speechToTextModel');
    if (env.textToSpeechModel && input.textToSpeechModel && input.textToSpeechModel !== env.textToSpeechModel) throw locked('textToSpeechModel');
    if (env.voice && input.voice && input.voice !== env.voice) throw locked('voice');
  }

  /**
   * What `input` would store, and the settings it would give with the environment's values over it. The key is the
   * typed one, else SPEECH_API_KEY or the saved one where it is bound (one bound elsewhere: 400, type it again), else
   * AI_API_KEY where the environment's speech address is.
   */
  function settingsFrom(input: SaveInput, savedKey: BoundSecret | undefined): { stored: StoredSpeechSettings; settings: SpeechSettings; destination: string | null } {
    const stored: StoredSpeechSettings = {
      speechToText: input.speechToText,
      textToSpeech: input.textToSpeech,
      ...(input.baseUrl ? { baseUrl: input.baseUrl } : {}),
      ...(input.speechToTextModel ? { speechToTextModel: input.speechToTextModel } : {}),
      ...(input.textToSpeechModel ? { textToSpeechModel: input.textToSpeechModel } : {}),
      ...(input.voice ? { voice: input.voice } : {}),
    };
    const resolved = resolveSpeechSettings(config, stored, undefined);
    const usesProvider = resolved.speechToText.engine === 'provider' || resolved.textToSpeech.engine === 'provider';
    const destination = speechKeyDestination(resolved.baseUrl);
    const apiKey = chooseSecret({
      typed: input.apiKey,
      isCleared: input.clearApiKey,
      saved: savedKey,
      environment: environmentSpeechKeys(config).locked,
      // Nothing is sent while neither engine is the provider: the saved key stays as it is.
      target: usesProvider ? destination : null,
      messages: { saved: (boundTo) => retypeSecretMessage('API key', boundTo), environment: (target) => environmentSecretMessage('SPEECH_API_KEY', 'SPEECH_BASE_URL', target) },
    });
    return { stored, destination, settings: resolveSpeechSettings(config, stored, apiKey === undefined ? undefined : { value: apiKey, destination }) };
  }

  /** Refuses a provider with neither an address nor a key. */
  function assertWorkable(settings: SpeechSettings): void {
    const usesProvider = settings.speechToText.engine === 'provider' || settings.textToSpeech.engine === 'provider';
    if (usesProvider && !settings.baseUrl && !settings.apiKey) {
      throw badRequest('A speech provider needs a base URL (an OpenAI-compatible server, e.g. a local Whisper at http://127.0.0.1:8000/v1) or an OpenAI API key.');
    }
  }

  /** The unsaved settings a test uses, checked like a save, with the test's shorter timeout. */
  async function testSettings(input: SaveInput): Promise<SpeechSettings> {
    const { savedKey } = await readStored();
    assertEnvironmentKept(input);
    const { settings } = settingsFrom(input, savedKey);
    assertWorkable(settings);
    return { ...settings, timeoutMs: Math.min(settings.timeoutMs, TEST_TIMEOUT_MS) };
  }

  /** A provider client whose failures speak to the operator, naming what to check. */
  function operatorProvider(settings: SpeechSettings, model: string) {
    const origin = settings.baseUrl ? new URL(settings.baseUrl).origin : 'OpenAI';
    return createProviderSpeech(settings, {
      subject: 'The speech provider',
      refusedKey: 'The speech provider refused the API key. Check that the key is right and still active.',
      unknownModel: `The speech provider does not offer the model "${model}". Check the model name.`,
      unreachable: `Could not reach ${origin}. Check the base URL and that the server is running.`,
    });
  }

  /** The sentence spoken by the built-in voice, as a WAV. */
  async function speakOffline(text: string): Promise<Uint8Array> {
    try {
      return await cpu.run('speech.synthesize-offline', { text, language: 'en-US', pace: config.speech.offlinePace }, { timeoutMs: OFFLINE_TIMEOUT_MS, lane: 'interactive' });
    } catch (error) {
      if (error instanceof WorkerTaskError && error.reason === 'busy') throw new AiError('The built-in voice is busy with other people. Try again in a few seconds.', true, 'busy');
      if (error instanceof WorkerTaskError && error.reason === 'timeout') throw new AiError('The built-in voice took too long. Try again.', true, 'timeout');
      throw error;
    }
  }

  return {
    async getSettings(): Promise<AdminSpeechSettings> {
      const { row, stored, savedKey } = await readStored();
      const bound = environmentSpeechKeys(config).locked ?? savedKey;
      const key = bound?.value;
      const field = (environment: string | undefined, saved: string | undefined) => ({ value: environment ?? saved ?? null, isFromEnvironment: environment !== undefined });
      return {
        speechToText: { value: env.speechToText ?? stored?.speechToText ?? config.speech.speechToText.engine, isFromEnvironment: env.speechToText !== undefined },
        textToSpeech: { value: env.textToSpeech ?? stored?.textToSpeech ?? config.speech.textToSpeech.engine, isFromEnvironment: env.textToSpeech !== undefined },
        baseUrl: field(env.baseUrl, stored?.baseUrl),
        apiKey: { ...secretHint(key), isFromEnvironment: env.apiKey !== undefined, sentTo: bound?.destination ?? null },
        speechToTextModel: field(env.speechToTextModel, stored?.speechToTextModel),
        textToSpeechModel: field(env.textToSpeechModel, stored?.textToSpeechModel),
        voice: field(env.voice, stored?.voice),
        version: row?.version ?? null,
        updatedAt: row?.updatedAt.toISOString() ?? null,
      };
    },

    async saveSettings(input: SaveInput): Promise<AdminSpeechSettings> {
      const { savedKey } = await readStored();
      assertEnvironmentKept(input);
      const { stored, settings, destination } = settingsFrom(input, savedKey);
      assertWorkable(settings);
      // Only a key the page typed is stored, bound to where it was typed for; one from the environment stays there.
      await repository.saveOperatorSetting(SPEECH_SETTINGS_KEY, { ...stored, ...apiKeyToStore(input, savedKey, destination, auth.secrets) });
      speechSettings.invalidate();
      return this.getSettings();
    },

    /** SPEECH_TEST_SENTENCE spoken by the unsaved text-to-speech engine, or why it could not be. */
    async testVoice(input: SaveInput): Promise<TestAdminVoiceAnswer> {
      const settings = await testSettings(input);
      const engine = settings.textToSpeech.engine;
      if (engine === 'off') throw badRequest('Text-to-speech is off: choose the built-in voice or a provider to test it.');
      try {
        if (engine === 'offline') {
          const wav = await speakOffline(SPEECH_TEST_SENTENCE);
          return { isOk: true, message: 'Spoken by the built-in voice.', audioBase64: Buffer.from(wav).toString('base64'), contentType: 'audio/wav' };
        }
        const model = settings.textToSpeech.model;
        const { audio, contentType } = await operatorProvider(settings, model).synthesize(SPEECH_TEST_SENTENCE, undefined);
        const voice = settings.textToSpeech.voice ?? 'alloy';
        return { isOk: true, message: `Spoken by ${model}, voice ${voice}.`, audioBase64: Buffer.from(audio).toString('base64'), contentType };
      } catch (error) {
        const message = error instanceof AiError ? error.message : 'The voice could not be tested.';
        return { isOk: false, message: redact(message, settings.apiKey), audioBase64: null, contentType: null };
      }
    },

    /**
     * TRANSCRIPTION_TEST_SENTENCE, spoken by the built-in voice into a short WAV, sent to the unsaved speech-to-text
     * engine: what it heard, or its error in plain words.
     */
    async testTranscription(input: SaveInput): Promise<TestAdminTranscriptionAnswer> {
      const settings = await testSettings(input);
      if (settings.speechToText.engine === 'off') throw badRequest('Speech-to-text is off: choose the provider to test it.');
      const sentence = TRANSCRIPTION_TEST_SENTENCE;
      try {
        const recording = await speakOffline(sentence);
        const text = (await operatorProvider(settings, settings.speechToText.model).transcribe(recording, 'en-US')).trim();
        return { isOk: true, message: redact(text.slice(0, 500) || '(no words heard)', settings.apiKey), sentence };
      } catch (error) {
        const message = error instanceof AiError ? error.message : 'The transcription could not be tested.';
        return { isOk: false, message: redact(message, settings.apiKey), sentence };
      }
    },
  };
}
