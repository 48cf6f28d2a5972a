// Speech through the AI SDK: transcription and synthesis with OpenAI's audio API, or any OpenAI-compatible server
// (a local Whisper or TTS server speaks the same /audio/transcriptions and /audio/speech). The SDK comes through
// ai-sdk.ts, loaded at the first call.
import type { SessionLanguage } from '../../shared/contracts/conversations.ts';
import type { SPEECH_GENDERS } from '../../shared/contracts/speech.ts';
import type { Config } from '../config.ts';
import { AiError, toAiError, type ProviderErrorMessages } from './ai-error.ts';
import { loadAiSdk, type AiSdk } from './ai-sdk.ts';

export type SpeechProviderName = 'openai' | 'openai-compatible';

export interface ProviderSpeech {
  engine: SpeechProviderName;
  /** The words in the recording (possibly empty, for silence). Throws AiError. */
  transcribe(audio: Uint8Array, language: SessionLanguage): Promise<string>;
  /** The text spoken, as the provider's audio (MP3 by request) and its content type. Throws AiError. */
  synthesize(text: string, gender: (typeof SPEECH_GENDERS)[number] | undefined, voiceName?: string): Promise<{ audio: Uint8Array; contentType: string }>;
}

/** Which voice speaks for a character of this gender; OpenAI's voices speak every language they are given text in. */
const PROVIDER_VOICES = { Female: 'nova', Male: 'onyx', unspecified: 'alloy' } as const;

/** The ISO 639-1 code the transcription API takes for a session language. */
const TRANSCRIPTION_LANGUAGES: Record<SessionLanguage, string> = { 'en-US': 'en', 'id-ID': 'id' };

// The SDK reports an MP3 it could not recognise by its bytes as "audio/mp3", which browsers do not all accept.
const normalizeAudioType = (mediaType: string) => (mediaType === 'audio/mp3' ? 'audio/mpeg' : mediaType);

/** What a learner is told when the speech provider fails (the settings to check are the Speech page's). */
const LEARNER_MESSAGES: ProviderErrorMessages = {
  subject: 'The speech provider',
  refusedKey: "The speech provider refused this server's key. Please tell your administrator.",
  unknownModel: "The speech provider doesn't offer the model this server is set to use. Please tell your administrator.",
};

/**
 * A client of the speech provider `config` names. `messages` words its failures (the Speech page's tests speak to
 * the operator); by default they speak to a learner.
 */
export function createProviderSpeech(config: Config['speech'], messages: ProviderErrorMessages = LEARNER_MESSAGES): ProviderSpeech {
  const toSpeechError = (error: unknown, timeoutMs: number): AiError => toAiError(error, timeoutMs, messages);
  const hasKey = config.apiKey !== undefined;
  const connect = ({ openai: { createOpenAI } }: AiSdk) => {
    const provider = createOpenAI({
    baseURL: config.baseUrl,
    // The SDK always sends a key; a local server needs none, so without one the header is left out (fetch below).
    apiKey: config.apiKey ?? '',
    fetch: hasKey
      ? undefined
      : (input, init) => {
          const headers = new Headers(init?.headers);
          headers.delete('authorization');
          return fetch(input, { ...init, headers });
        },
  });
    return { transcriptionModel: provider.transcription(config.speechToText.model), speechModel: provider.speech(config.textToSpeech.model) };
  };
  let models: ReturnType<typeof connect> | undefined;
  // The SDK and the provider's models, made at the first call.
  const load = async () => {
    const sdk = await loadAiSdk();
    models ??= connect(sdk);
    return { sdk: sdk.ai, ...models };
  };

  return {
    engine: config.baseUrl ? 'openai-compatible' : 'openai',

    async transcribe(audio, language) {
      const { sdk, transcriptionModel } = await load();
      try {
        const result = await sdk.experimental_transcribe({
          model: transcriptionModel,
          audio,
          providerOptions: { openai: { language: TRANSCRIPTION_LANGUAGES[language] } },
          // A person is waiting for their words: one attempt, and the client tries again.
          maxRetries: 0,
          abortSignal: AbortSignal.timeout(config.timeoutMs),
        });
        return result.text;
      } catch (error) {
        // Silence, or nothing the model could make out: no words, which is an answer, not a failure.
        if (sdk.NoTranscriptGeneratedError.isInstance(error)) return '';
        throw toSpeechError(error, config.timeoutMs);
      }
    },

    async synthesize(text, gender, voiceName) {
      const { sdk, speechModel } = await load();
      try {
        // No `language`: OpenAI's speech API speaks the text's own language and the SDK would warn on every call.
        const { audio } = await sdk.experimental_generateSpeech({
          model: speechModel,
          text,
          // A voice the person chose (a twin's) first, then the server's voice, then one by the character's gender.
          voice: voiceName ?? config.textToSpeech.voice ?? PROVIDER_VOICES[gender ?? 'unspecified'],
          outputFormat: 'mp3',
          maxRetries: 0,
          abortSignal: AbortSignal.timeout(config.timeoutMs),
        });
        return { audio: audio.uint8Array, contentType: normalizeAudioType(audio.mediaType) };
      } catch (error) {
        if (sdk.NoSpeechGeneratedError.isInstance(error)) throw new AiError('The speech provider answered without audio. Please try again.', true);
        throw toSpeechError(error, config.timeoutMs);
      }
    },
  };
}
