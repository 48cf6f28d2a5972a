// Speech on the server: transcription and synthesis engines, their server (the chat model's when unset) and limits.
import { z } from 'zod';
import type { AiEnv } from './ai-env.ts';
import { definedOnly, numberFromString, optionalString } from './env-fields.ts';

export const SpeechEnvSchema = z.object({
  SPEECH_TO_TEXT: optionalString.pipe(z.enum(['provider', 'off'], { error: 'must be provider or off' }).optional()),
  SPEECH_TO_TEXT_MODEL: optionalString,
  TEXT_TO_SPEECH: optionalString.pipe(z.enum(['offline', 'provider', 'off'], { error: 'must be offline, provider or off' }).optional()),
  TEXT_TO_SPEECH_MODEL: optionalString,
  TEXT_TO_SPEECH_VOICE: optionalString,
  SPEECH_BASE_URL: optionalString.pipe(z.url({ error: 'must be a URL' }).optional()),
  SPEECH_API_KEY: optionalString,
  SPEECH_RATE_LIMIT_PER_MINUTE: numberFromString().int().min(1).default(120),
  SPEECH_CONCURRENT_PER_PERSON: numberFromString().int().min(1).max(64).default(2),
  SPEECH_CHARACTERS_PER_DAY: numberFromString().int().min(1).default(20_000),
  SPEECH_OFFLINE_PACE: numberFromString().min(0.5).max(2.7).default(1),
});

type SpeechEnv = z.infer<typeof SpeechEnvSchema> & AiEnv;

export type SpeechConfig = {
  /**
   * The speech settings the environment sets itself (SPEECH_TO_TEXT, SPEECH_TO_TEXT_MODEL, TEXT_TO_SPEECH,
   * TEXT_TO_SPEECH_MODEL, TEXT_TO_SPEECH_VOICE, SPEECH_BASE_URL, SPEECH_API_KEY): these win over the Speech page.
   */
  speechEnvironment: {
    speechToText?: 'provider' | 'off';
    speechToTextModel?: string;
    textToSpeech?: 'offline' | 'provider' | 'off';
    textToSpeechModel?: string;
    voice?: string;
    baseUrl?: string;
    apiKey?: string;
  };
  /**
   * Speech on the server (`/speech/*`). `provider` speaks the OpenAI audio API, at `baseUrl` when set (any
   * OpenAI-compatible server, such as a local Whisper) and at OpenAI otherwise; `offline` is eSpeak NG in WebAssembly.
   */
  speech: {
    speechToText: { engine: 'provider' | 'off'; model: string };
    /** `voice`: the provider's voice for every character; unset picks one by the character's gender. */
    textToSpeech: { engine: 'offline' | 'provider' | 'off'; model: string; voice: string | undefined };
    baseUrl: string | undefined;
    apiKey: string | undefined;
    /** How long one provider call may take (AI_TIMEOUT_MS). */
    timeoutMs: number;
    /** Transcriptions and syntheses per person per minute, each. */
    rateLimitPerMinute: number;
    /** Transcriptions or syntheses one person may have at work at once, on all instances; more answer 429 with Retry-After. */
    concurrentPerPerson: number;
    /** Characters one person (or one visitor's address) may have spoken per UTC day, by every route that speaks. */
    charactersPerDay: number;
    /**
     * How fast the built-in voice speaks, as a multiple of its calm pace (SPEECH_OFFLINE_PACE, 1): the browser tests'
     * servers speak faster, so a line is played to its end in less of their time.
     */
    offlinePace: number;
  };
};

// The speech server may live elsewhere than the chat model; without its own settings it is the same one.
function speechServer(e: SpeechEnv) {
  return {
    speechToText: e.SPEECH_TO_TEXT ?? (e.AI_PROVIDER === 'openai' || e.AI_PROVIDER === 'openai-compatible' ? 'provider' : 'off'),
    textToSpeech: e.TEXT_TO_SPEECH ?? 'offline',
    baseUrl: e.SPEECH_BASE_URL ?? e.AI_BASE_URL,
    apiKey: e.SPEECH_API_KEY ?? e.AI_API_KEY,
  };
}

export function speechProblems(e: SpeechEnv): string[] {
  const { speechToText, textToSpeech, baseUrl, apiKey } = speechServer(e);
  if ((speechToText !== 'provider' && textToSpeech !== 'provider') || baseUrl || apiKey) return [];
  const which = [speechToText === 'provider' ? 'SPEECH_TO_TEXT' : null, textToSpeech === 'provider' ? 'TEXT_TO_SPEECH' : null].filter(Boolean).join(' and ');
  return [
    `SPEECH_BASE_URL or SPEECH_API_KEY: ${which} is provider, which needs an OpenAI-compatible server (SPEECH_BASE_URL, e.g. a local Whisper at http://127.0.0.1:8000/v1) or an OpenAI key (SPEECH_API_KEY); AI_BASE_URL and AI_API_KEY are used when these are unset`,
  ];
}

export function readSpeechConfig(e: SpeechEnv): SpeechConfig {
  const { speechToText, textToSpeech, baseUrl, apiKey } = speechServer(e);
  return {
    speechEnvironment: definedOnly({
      speechToText: e.SPEECH_TO_TEXT,
      speechToTextModel: e.SPEECH_TO_TEXT_MODEL,
      textToSpeech: e.TEXT_TO_SPEECH,
      textToSpeechModel: e.TEXT_TO_SPEECH_MODEL,
      voice: e.TEXT_TO_SPEECH_VOICE,
      baseUrl: e.SPEECH_BASE_URL,
      apiKey: e.SPEECH_API_KEY,
    }),
    speech: {
      speechToText: { engine: speechToText, model: e.SPEECH_TO_TEXT_MODEL ?? 'whisper-1' },
      textToSpeech: { engine: textToSpeech, model: e.TEXT_TO_SPEECH_MODEL ?? 'tts-1', voice: e.TEXT_TO_SPEECH_VOICE },
      baseUrl,
      apiKey,
      timeoutMs: e.AI_TIMEOUT_MS,
      rateLimitPerMinute: e.SPEECH_RATE_LIMIT_PER_MINUTE,
      concurrentPerPerson: e.SPEECH_CONCURRENT_PER_PERSON,
      charactersPerDay: e.SPEECH_CHARACTERS_PER_DAY,
      offlinePace: e.SPEECH_OFFLINE_PACE,
    },
  };
}
