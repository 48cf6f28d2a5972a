// Speech rules: which engine transcribes and which speaks (config.speech), what a recording must be before it is
// sent anywhere, and how engine failures reach the person.
import {
  SPEECH_AUDIO_MAX_SECONDS,
  type SpeechCapabilitiesAnswer,
  type SynthesizeInputSchema,
  type TranscriptionAnswer,
} from '../../../shared/contracts/speech.ts';
import type { z } from 'zod';
import { createProviderSpeech } from '../../ai/speech-client.ts';
import { badRequest, HttpError } from '../../lib/http-errors.ts';
import { WorkerTaskError } from '../../lib/worker-pool.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { detectAudioFormat, readAudioDurationSeconds } from './audio-duration.ts';
import type { RecordingForm } from './recording-form.ts';
import { SPEECH_MESSAGES } from './speech-messages.ts';

const OFFLINE_ENGINE = 'espeak-ng';
const OFFLINE_CONTENT_TYPE = 'audio/wav';
const PROVIDER_CONTENT_TYPE = 'audio/mpeg';
// 1,000 characters take about a second; far more means the workers are swamped.
const OFFLINE_TIMEOUT_MS = 30_000;

export interface SynthesizedSpeech {
  audio: Buffer;
  contentType: string;
}

const notImplemented = (message: string) => new HttpError(501, message);

export function createSpeechService({ config, cpu }: Pick<FeatureDeps, 'config' | 'cpu'>) {
  const { speechToText, textToSpeech } = config.speech;
  const provider = speechToText.engine === 'provider' || textToSpeech.engine === 'provider' ? createProviderSpeech(config.speech) : null;

  async function synthesizeOffline(input: z.output<typeof SynthesizeInputSchema>): Promise<Uint8Array> {
    try {
      return await cpu.run('speech.synthesize-offline', input, { timeoutMs: OFFLINE_TIMEOUT_MS });
    } catch (error) {
      if (error instanceof WorkerTaskError && (error.reason === 'busy' || error.reason === 'closed')) throw new HttpError(503, SPEECH_MESSAGES.offlineBusy);
      if (error instanceof WorkerTaskError && error.reason === 'timeout') throw new HttpError(504, SPEECH_MESSAGES.offlineTooSlow);
      throw error;
    }
  }

  return {
    capabilities(): SpeechCapabilitiesAnswer {
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

    /** The text spoken by the configured engine: a WAV offline, the provider's audio (MP3) otherwise. */
    async synthesize(input: z.output<typeof SynthesizeInputSchema>): Promise<SynthesizedSpeech> {
      if (textToSpeech.engine === 'offline') {
        const wav = await synthesizeOffline(input);
        // The worker's bytes arrive as a Uint8Array; a Buffer over the same memory avoids a copy.
        return { audio: Buffer.from(wav.buffer, wav.byteOffset, wav.byteLength), contentType: OFFLINE_CONTENT_TYPE };
      }
      if (textToSpeech.engine === 'provider' && provider) {
        const { audio, contentType } = await provider.synthesize(input.text, input.gender);
        return { audio: Buffer.from(audio.buffer, audio.byteOffset, audio.byteLength), contentType };
      }
      throw notImplemented(SPEECH_MESSAGES.synthesizeOff);
    },

    /** Answers 501 before a recording is read when nothing here can transcribe it. */
    assertCanTranscribe(): void {
      if (speechToText.engine !== 'provider' || !provider) throw notImplemented(SPEECH_MESSAGES.transcribeOff);
    },

    /** Checks the recording by its content (type, length) before the provider hears it; answers its words, trimmed. */
    async transcribe(form: RecordingForm): Promise<TranscriptionAnswer> {
      if (speechToText.engine !== 'provider' || !provider) throw notImplemented(SPEECH_MESSAGES.transcribeOff);
      if (!form.audio) throw badRequest(SPEECH_MESSAGES.noAudio);
      if (form.audio.length === 0) throw badRequest(SPEECH_MESSAGES.empty);
      const format = detectAudioFormat(form.audio);
      if (!format) throw new HttpError(415, SPEECH_MESSAGES.notAudio);
      // A length that cannot be measured is refused: a recording that hides it could hold hours for a paid transcriber.
      // MediaRecorder's WebM, Ogg and fragmented MP4 state none in their headers; their blocks, pages and fragments do.
      const seconds = readAudioDurationSeconds(form.audio, format);
      if (seconds === null) throw new HttpError(422, SPEECH_MESSAGES.unreadableLength);
      if (seconds > SPEECH_AUDIO_MAX_SECONDS) throw new HttpError(413, SPEECH_MESSAGES.tooLong);
      const text = await provider.transcribe(form.audio, form.language);
      return { text: text.trim() };
    },
  };
}

export type SpeechService = ReturnType<typeof createSpeechService>;
