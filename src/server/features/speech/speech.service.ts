// Speech rules: which engine transcribes and which speaks (the environment, then the Speech page), what may be spoken
// (only the character's own lines of the caller's session), how much one person may have at work at once and speak in
// a day (both counted in PostgreSQL, shared by every instance), what a recording must be before it is sent anywhere, and
// how engine failures reach the person.
import {
  PROVIDER_VOICE_NAMES,
  SPEECH_AUDIO_MAX_SECONDS,
  type ProviderVoiceName,
  type SpeechVoice,
  type SpeechCapabilitiesAnswer,
  type SynthesizeInputSchema,
  type TranscriptionAnswer,
} from '../../../shared/contracts/speech.ts';
import { isSpeakablePassage, speakableText } from '../../../shared/speakable-text.ts';
import type { SessionLanguage } from '../../../shared/contracts/conversations.ts';
import type { z } from 'zod';
import { createProviderSpeech, type ProviderSpeech } from '../../ai/speech-client.ts';
import type { SpeechSettings } from '../../ai/speech-settings.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import { createLimitsRepository, speechCharactersKey, type LimitsRepository } from '../../db/limits.repository.ts';
import { badRequest, forbidden, HttpError, notFound, tooManyRequests } from '../../lib/http-errors.ts';
import { WorkerTaskError } from '../../lib/worker-pool.ts';
import type { FeatureDeps, SpeechVoices } from '../feature-deps.ts';
import { createSessionRecords } from '../sessions/session-records.repository.ts';
import { detectAudioFormat, readAudioDurationSeconds } from './audio-duration.ts';
import type { OfflineSynthesisInput } from './espeak-synthesizer.ts';
import type { RecordingForm } from './recording-form.ts';
import { SPEECH_MESSAGES } from './speech-messages.ts';

const OFFLINE_ENGINE = 'espeak-ng';
const OFFLINE_CONTENT_TYPE = 'audio/wav';
const PROVIDER_CONTENT_TYPE = 'audio/mpeg';
// 1,000 characters take about a second; far more means the workers are swamped.
const OFFLINE_TIMEOUT_MS = 30_000;
// A synthesis or transcription takes a second or a few: a person at their cap may try again about then.
const PER_PERSON_RETRY_AFTER_SECONDS = 1;
// The offline voice's queue is shared by everyone; it drains in a few seconds.
const OFFLINE_BUSY_RETRY_AFTER_SECONDS = 2;
/**
 * A piece of speech under way holds a lease in PostgreSQL, so the per-person cap holds across instances; the instance
 * renews it while the work lasts (a provider call may take minutes), and one of an instance that died stops counting
 * once it expires.
 */
const SPEECH_LEASE_MS = 60_000;
const SPEECH_LEASE_RENEW_MS = 20_000;
/** How many of a session's latest lines are searched for the text asked for: more than a session can hold. */
const SESSION_LINES_SEARCHED = 1_000;

type SpeechWork = 'synthesize' | 'transcribe';

/** The next midnight UTC after `now`, when the day's spoken characters renew. */
function nextUtcMidnight(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/**
 * Each person's speech allowances, counted in PostgreSQL so every instance enforces one limit: at most `concurrent`
 * syntheses and as many transcriptions under way, and `charactersPerDay` characters spoken per UTC day.
 */
function createSharedSpeechLimits(limits: LimitsRepository, { concurrent, charactersPerDay }: { concurrent: number; charactersPerDay: number }) {
  return {
    /** Runs `work` under a lease of one of `speakerKey`'s slots, or answers 429 with Retry-After when all are taken. */
    async inSlot<T>(speakerKey: string, kind: SpeechWork, work: () => Promise<T>): Promise<T> {
      const leaseId = await limits.openSpeechLease(speakerKey, kind, concurrent, SPEECH_LEASE_MS);
      if (!leaseId) throw tooManyRequests(SPEECH_MESSAGES.tooManyAtOnce(kind, concurrent), PER_PERSON_RETRY_AFTER_SECONDS);
      // A renewal that fails is tried again at the next tick; the lease lasts three ticks.
      const renewal = setInterval(() => void limits.renewSpeechLease(leaseId, SPEECH_LEASE_MS).catch(() => undefined), SPEECH_LEASE_RENEW_MS);
      renewal.unref();
      try {
        return await work();
      } finally {
        clearInterval(renewal);
        // A lease that could not be closed stops counting when it expires.
        await limits.closeSpeechLease(leaseId).catch(() => undefined);
      }
    },

    /**
     * Counts `text`'s characters against `speakerKey`'s day before `speak` runs (429 with Retry-After to midnight UTC
     * when they would pass the budget), and gives them back when it fails: only speech that was made is counted.
     */
    async counted<T>(speakerKey: string, text: string, speak: () => Promise<T>): Promise<T> {
      const now = new Date();
      const midnight = nextUtcMidnight(now);
      const key = speechCharactersKey(speakerKey);
      const { isTaken } = await limits.takeAmount(key, text.length, charactersPerDay, midnight, now);
      if (!isTaken) throw tooManyRequests(SPEECH_MESSAGES.dailyCharacters(charactersPerDay), (midnight.getTime() - now.getTime()) / 1000);
      try {
        return await speak();
      } catch (error) {
        await limits.giveBackAmount(key, text.length).catch(() => undefined);
        throw error;
      }
    },
  };
}

type SharedSpeechLimits = ReturnType<typeof createSharedSpeechLimits>;

/** `work` within both of `speakerKey`'s synthesis allowances: a slot under way, and the day's characters of `text`. */
function withinAllowances<T>(allowances: SharedSpeechLimits, speakerKey: string, text: string, work: () => Promise<T>): Promise<T> {
  return allowances.inSlot(speakerKey, 'synthesize', () => allowances.counted(speakerKey, text, work));
}

export interface SynthesizedSpeech {
  audio: Buffer;
  contentType: string;
}

const notImplemented = (message: string) => new HttpError(501, message);

// A provider voice heard through the built-in engine, and a built-in voice through the provider: the nearest by gender.
const FEMALE_PROVIDER_VOICES: ReadonlySet<ProviderVoiceName> = new Set(['alloy', 'coral', 'nova', 'sage', 'shimmer']);
const PROVIDER_VOICE_FOR: Record<'female' | 'male', ProviderVoiceName> = { female: 'nova', male: 'onyx' };

/** Which engine speaks now: the built-in voices, the provider's, or none. */
export type VoiceEngine = 'builtin' | 'provider' | null;

export function createSpeechService({ config, cpu, speechSettings, database }: Pick<FeatureDeps, 'config' | 'cpu' | 'speechSettings' | 'database'>) {
  const allowances = createSharedSpeechLimits(createLimitsRepository(database.db), {
    concurrent: config.speech.concurrentPerPerson,
    charactersPerDay: config.speech.charactersPerDay,
  });
  const sessions = createSessionRecords(database.db);
  // The provider client of the settings in use, built again only when a save changes them.
  let current: { settings: SpeechSettings; provider: ProviderSpeech | null } | null = null;

  /** The settings now (the environment, then the Speech page), with their provider client. */
  async function engines(): Promise<{ settings: SpeechSettings; provider: ProviderSpeech | null }> {
    const settings = await speechSettings.get();
    if (current?.settings !== settings) {
      const needsProvider = settings.speechToText.engine === 'provider' || settings.textToSpeech.engine === 'provider';
      current = { settings, provider: needsProvider ? createProviderSpeech(settings) : null };
    }
    return current;
  }

  async function synthesizeOffline(input: OfflineSynthesisInput): Promise<Uint8Array> {
    try {
      // The interactive lane: job work (grading, generation, extraction) is taken first and keeps a worker of its own.
      return await cpu.run('speech.synthesize-offline', { ...input, pace: config.speech.offlinePace }, { timeoutMs: OFFLINE_TIMEOUT_MS, lane: 'interactive' });
    } catch (error) {
      if (error instanceof WorkerTaskError && error.reason === 'busy') throw tooManyRequests(SPEECH_MESSAGES.offlineBusy, OFFLINE_BUSY_RETRY_AFTER_SECONDS);
      if (error instanceof WorkerTaskError && error.reason === 'closed') throw new HttpError(503, SPEECH_MESSAGES.offlineClosed);
      if (error instanceof WorkerTaskError && error.reason === 'timeout') throw new HttpError(504, SPEECH_MESSAGES.offlineTooSlow);
      throw error;
    }
  }

  return {
    async capabilities(): Promise<SpeechCapabilitiesAnswer> {
      const { settings, provider } = await engines();
      const { speechToText, textToSpeech } = settings;
      const transcribeEngine = speechToText.engine === 'provider' ? provider?.engine : undefined;
      const synthesizeEngine = textToSpeech.engine === 'offline' ? OFFLINE_ENGINE : textToSpeech.engine === 'provider' ? provider?.engine : undefined;
      return {
        transcribe: transcribeEngine
          ? { available: true, engine: transcribeEngine, message: null }
          : { available: false, engine: null, message: SPEECH_MESSAGES.transcribeOff },
        synthesize: synthesizeEngine
          ? {
              available: true,
              engine: synthesizeEngine,
              message: null,
              content_type: textToSpeech.engine === 'offline' ? OFFLINE_CONTENT_TYPE : PROVIDER_CONTENT_TYPE,
            }
          : { available: false, engine: null, message: SPEECH_MESSAGES.synthesizeOff, content_type: null },
      };
    },

    /**
     * A line of the character in the caller's session, spoken by the configured engine: a WAV offline, the provider's
     * audio (MP3) otherwise. Only whole sentences of the session's own character lines (404 for another person's
     * session, 403 for any other text, before any engine or allowance is touched), within the caller's allowances.
     */
    async synthesize(caller: AccessClaims, input: z.output<typeof SynthesizeInputSchema>): Promise<SynthesizedSpeech> {
      const session = await sessions.findOwnSession(caller.userId, input.conversation_id);
      if (!session) throw notFound(SPEECH_MESSAGES.conversationNotFound);
      const lines = (await sessions.listLines(session.id, SESSION_LINES_SEARCHED))
        .filter((line) => line.role === 'character')
        // A reply still streaming holds its text so far; only its sentences already ended count.
        .map((line) => ({ content: line.content, isComplete: line.complete }));
      if (!isSpeakablePassage(input.text, lines)) throw forbidden(SPEECH_MESSAGES.notCharacterLine);
      // What matched is what is spoken: the marks the check set aside are not read out.
      const text = speakableText(input.text);
      const { settings, provider } = await engines();
      if (settings.textToSpeech.engine === 'offline') {
        const wav = await withinAllowances(allowances, caller.userId, text, () => synthesizeOffline({ ...input, text }));
        // The worker's bytes arrive as a Uint8Array; a Buffer over the same memory avoids a copy.
        return { audio: Buffer.from(wav.buffer, wav.byteOffset, wav.byteLength), contentType: OFFLINE_CONTENT_TYPE };
      }
      if (settings.textToSpeech.engine === 'provider' && provider) {
        const { audio, contentType } = await withinAllowances(allowances, caller.userId, text, () => provider.synthesize(text, input.gender));
        return { audio: Buffer.from(audio.buffer, audio.byteOffset, audio.byteLength), contentType };
      }
      throw notImplemented(SPEECH_MESSAGES.synthesizeOff);
    },

    /** Which voices can speak now: the built-in engine's, the provider's, or none (with the reason). */
    async voiceEngine(): Promise<{ engine: VoiceEngine; providerVoices: ProviderVoiceName[]; message: string | null }> {
      const { settings, provider } = await engines();
      if (settings.textToSpeech.engine === 'offline') return { engine: 'builtin', providerVoices: [], message: null };
      if (settings.textToSpeech.engine === 'provider' && provider) return { engine: 'provider', providerVoices: [...PROVIDER_VOICE_NAMES], message: null };
      return { engine: null, providerVoices: [], message: SPEECH_MESSAGES.synthesizeOff };
    },

    /**
     * `text` spoken in a chosen voice (null: the server's default) by the engine in use; a voice of the other engine is
     * spoken by the nearest of this one's. `speakerKey` names whose allowances it takes (a user id, or a visitor's key):
     * the caller checks first that `text` is the twin's own words or a sample the server chose.
     */
    async speakInVoice(speakerKey: string, text: string, voice: SpeechVoice | null): Promise<SynthesizedSpeech> {
      const { settings, provider } = await engines();
      const language = voice?.language ?? 'en-US';
      if (settings.textToSpeech.engine === 'offline') {
        const gender = voice?.engine === 'builtin' ? voice.gender : voice ? (FEMALE_PROVIDER_VOICES.has(voice.name) ? 'female' : 'male') : null;
        const chosen = voice?.engine === 'builtin' ? voice : gender ? { gender, age: 'adult' as const, pitch: 'medium' as const } : undefined;
        const wav = await withinAllowances(allowances, speakerKey, text, () =>
          synthesizeOffline({ text, language, voice: chosen && { gender: chosen.gender, age: chosen.age, pitch: chosen.pitch } }),
        );
        return { audio: Buffer.from(wav.buffer, wav.byteOffset, wav.byteLength), contentType: OFFLINE_CONTENT_TYPE };
      }
      if (settings.textToSpeech.engine === 'provider' && provider) {
        const name = voice?.engine === 'provider' ? voice.name : voice ? PROVIDER_VOICE_FOR[voice.gender] : undefined;
        const { audio, contentType } = await withinAllowances(allowances, speakerKey, text, () => provider.synthesize(text, undefined, name));
        return { audio: Buffer.from(audio.buffer, audio.byteOffset, audio.byteLength), contentType };
      }
      throw notImplemented(SPEECH_MESSAGES.synthesizeOff);
    },

    /** Answers 501 before a recording is read when nothing here can transcribe it. */
    async assertCanTranscribe(): Promise<void> {
      const { settings, provider } = await engines();
      if (settings.speechToText.engine !== 'provider' || !provider) throw notImplemented(SPEECH_MESSAGES.transcribeOff);
    },

    /**
     * Reads the recording with `readForm` in one of the caller's config.speech.concurrentPerPerson slots (so an
     * upload counts from its first byte; 429 with Retry-After when none is free), checks it before the provider
     * hears it, and answers its words, trimmed.
     */
    async transcribe(caller: AccessClaims, readForm: () => Promise<RecordingForm>): Promise<TranscriptionAnswer> {
      const { settings, provider } = await engines();
      if (settings.speechToText.engine !== 'provider' || !provider) throw notImplemented(SPEECH_MESSAGES.transcribeOff);
      return allowances.inSlot(caller.userId, 'transcribe', async () => {
        const form = await readForm();
        const text = await provider.transcribe(checkedRecording(form), form.language);
        return { text: text.trim() };
      });
    },

    /** Words of a recording another feature kept (a spoken interview answer), in one of `speakerKey`'s transcription slots. */
    async transcribeKept(speakerKey: string, audio: Buffer, language: SessionLanguage): Promise<string> {
      const { settings, provider } = await engines();
      if (settings.speechToText.engine !== 'provider' || !provider) throw notImplemented(SPEECH_MESSAGES.transcribeOff);
      return allowances.inSlot(speakerKey, 'transcribe', async () => (await provider.transcribe(audio, language)).trim());
    },
  };
}

/** The recording's bytes once its content (type, length) allows sending it to a transcriber; else the 4xx that says why. */
function checkedRecording(form: RecordingForm): Buffer {
  if (!form.audio) throw badRequest(SPEECH_MESSAGES.noAudio);
  if (form.audio.length === 0) throw badRequest(SPEECH_MESSAGES.empty);
  const format = detectAudioFormat(form.audio);
  if (!format) throw new HttpError(415, SPEECH_MESSAGES.notAudio);
  // A length that cannot be measured is refused: a recording that hides it could hold hours for a paid transcriber.
  // MediaRecorder's WebM, Ogg and fragmented MP4 state none in their headers; their blocks, pages and fragments do.
  const seconds = readAudioDurationSeconds(form.audio, format);
  if (seconds === null) throw new HttpError(422, SPEECH_MESSAGES.unreadableLength);
  if (seconds > SPEECH_AUDIO_MAX_SECONDS) throw new HttpError(413, SPEECH_MESSAGES.tooLong);
  return form.audio;
}

export type SpeechService = ReturnType<typeof createSpeechService>;

/** Speech in a chosen voice for other features (FeatureDeps.speechVoices), composed by app.ts. */
export function createSpeechVoices(deps: Pick<FeatureDeps, 'config' | 'cpu' | 'speechSettings' | 'database'>): SpeechVoices {
  const service = createSpeechService(deps);
  return {
    engine: () => service.voiceEngine(),
    speak: (speakerKey, text, voice) => service.speakInVoice(speakerKey, text, voice),
    transcribe: (speakerKey, audio, language) => service.transcribeKept(speakerKey, audio, language),
  };
}
