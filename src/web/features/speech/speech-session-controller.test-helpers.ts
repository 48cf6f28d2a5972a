// What the speech session controller tests share: a voice, a microphone and a conversation that the tests drive by
// hand, the platform built from them, and a clock the tests move.
import { afterEach, beforeEach, vi } from 'vitest';
import type { ConversationMessage } from '@shared/contracts/conversations.ts';
import type { SpeechCapabilitiesAnswer } from '@shared/contracts/speech.ts';
import { ApiError } from '@/lib/api-client.ts';
import type { ConversationTurns, SendOptions, SentTurn } from '@/components/chat/conversation-turns.ts';
import type { MicrophoneError, Microphone } from './microphone.ts';
import { FakeRecognition } from './fake-recognition.ts';
import type { Recording } from './recorder.ts';
import type { SpeechEngine, SpeechPlayback } from './speaker.ts';
import { createSpeechSessionController, type SpeechPlatform, type SpeechSessionState } from './speech-session-controller.ts';

/** Every sentence takes this long to say. */
export const SENTENCE_MS = 1_000;

class FakeVoice implements SpeechEngine {
  said: string[] = [];
  stopped: string[] = [];
  async prepare(text: string): Promise<SpeechPlayback> {
    let startedAt = 0;
    let end: (() => void) | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    return {
      play: () =>
        new Promise<void>((resolve) => {
          this.said.push(text);
          startedAt = Date.now();
          end = resolve;
          timer = setTimeout(resolve, SENTENCE_MS);
        }),
      stop: () => {
        this.stopped.push(text);
        clearTimeout(timer);
        end?.();
      },
      progress: () => Math.min(1, (Date.now() - startedAt) / SENTENCE_MS),
      dispose: () => undefined,
    };
  }
}

class FakeMicrophone implements Microphone {
  stream = {} as MediaStream;
  level = 0;
  isClosed = false;
  readLevel() {
    return this.level;
  }
  close() {
    this.isClosed = true;
  }
}

interface FakeTurn {
  line: string;
  options: SendOptions | undefined;
  resolve: (sent: SentTurn | null) => void;
}

function fakeTurns(messages: ConversationMessage[]) {
  const sends: FakeTurn[] = [];
  const interrupts: (number | undefined)[] = [];
  const turns: ConversationTurns = {
    messages,
    pending: null,
    isReplying: false,
    error: null,
    send: (line, options) => new Promise((resolve) => sends.push({ line, options, resolve })),
    interrupt: async (spokenCharacters) => {
      interrupts.push(spokenCharacters);
      const last = sends.at(-1);
      last?.resolve({ replyId: 'reply-1', reply: '', interrupted: true });
    },
  };
  /** The character's reply arrives in these pieces, then ends. */
  const reply = (...pieces: string[]) => {
    const turn = sends.at(-1);
    if (!turn) throw new Error('nothing was sent');
    let soFar = '';
    for (const piece of pieces) {
      soFar += piece;
      turn.options?.onReplyChunk?.(piece, soFar);
    }
    return { end: () => turn.resolve({ replyId: 'reply-1', reply: soFar, interrupted: false }) };
  };
  return { turns, sends, interrupts, reply };
}

const OPENING = 'Good morning. What brings you here today?';
const opening: ConversationMessage = { id: 'm1', role: 'character', content: OPENING, created_at: '2026-01-01T00:00:00Z', interrupted: false };

function capabilities(transcribe: boolean, synthesize = true): SpeechCapabilitiesAnswer {
  return {
    transcribe: { available: transcribe, engine: transcribe ? 'openai-compatible' : null, message: transcribe ? null : 'Speech to text is off on this server.' },
    synthesize: { available: synthesize, engine: synthesize ? 'espeak-ng' : null, message: null, content_type: synthesize ? 'audio/wav' : null },
  };
}

interface SetupOptions {
  recognition?: boolean;
  canTranscribe?: boolean;
  canSynthesize?: boolean;
  microphone?: MicrophoneError;
  transcript?: string | ApiError;
}

export function setup(options: SetupOptions = {}) {
  const voice = new FakeVoice();
  const microphone = new FakeMicrophone();
  const recordings: { isCancelled: boolean; isStopped: boolean }[] = [];
  const transcribed: Blob[] = [];
  const { turns, sends, interrupts, reply } = fakeTurns([opening]);
  const states: SpeechSessionState[] = [];
  const platform: SpeechPlatform = {
    recognition: options.recognition ? FakeRecognition : null,
    unlockAudio: vi.fn(),
    openMicrophone: () => (options.microphone ? Promise.reject(options.microphone) : Promise.resolve(microphone)),
    startRecording: (): Recording => {
      const record = { isCancelled: false, isStopped: false };
      recordings.push(record);
      return {
        stop: async () => {
          record.isStopped = true;
          return new Blob(['recorded audio'], { type: 'audio/webm' });
        },
        cancel: () => {
          record.isCancelled = true;
        },
      };
    },
    getCapabilities: async () => capabilities(options.canTranscribe ?? true, options.canSynthesize ?? true),
    transcribe: async (audio) => {
      transcribed.push(audio);
      const answer = options.transcript ?? 'I would like a better price.';
      if (answer instanceof ApiError) throw answer;
      return answer;
    },
    findBrowserVoice: async () => null,
    createServerVoice: () => voice,
    now: () => Date.now(),
  };
  const controller = createSpeechSessionController({
    platform,
    language: 'en-US',
    characterName: 'Maria',
    getTurns: () => turns,
    onChange: (state) => states.push(state),
  });
  return { controller, platform, voice, microphone, recordings, transcribed, sends, interrupts, reply, states };
}

/** Holds the microphone at `level` for `ms`, reading it as the controller does. */
export async function hold(microphone: FakeMicrophone, level: number, ms: number) {
  microphone.level = level;
  await vi.advanceTimersByTimeAsync(ms);
}

/** Call inside a `describe`: each test runs on fake timers, with the fake recognition reset. */
export function runOnFakeClock() {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeRecognition.reset({ endsBySelf: true });
  });
  afterEach(() => vi.useRealTimers());
}
