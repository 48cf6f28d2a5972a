import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConversationMessage } from '@shared/contracts/conversations.ts';
import type { SpeechCapabilitiesAnswer } from '@shared/contracts/speech.ts';
import { ApiError } from '@/lib/api-client.ts';
import type { ConversationTurns, SendOptions, SentTurn } from '@/components/chat/conversation-turns.ts';
import { MicrophoneError, type Microphone } from './microphone.ts';
import { FakeRecognition } from './fake-recognition.ts';
import type { Recording } from './recorder.ts';
import type { SpeechEngine, SpeechPlayback } from './speaker.ts';
import { createSpeechSessionController, type SpeechPlatform, type SpeechSessionState } from './speech-session-controller.ts';

/** Every sentence takes this long to say. */
const SENTENCE_MS = 1_000;

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

function setup(options: SetupOptions = {}) {
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
async function hold(microphone: FakeMicrophone, level: number, ms: number) {
  microphone.level = level;
  await vi.advanceTimersByTimeAsync(ms);
}

describe('createSpeechSessionController', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeRecognition.reset({ endsBySelf: true });
  });
  afterEach(() => vi.useRealTimers());

  it('speaks the opening line on Start, records an answer until 1.2 s of silence, sends its transcript and speaks the reply as it streams', async () => {
    const { controller, platform, voice, microphone, recordings, transcribed, sends, reply } = setup({ recognition: true });
    FakeRecognition.failWith = 'audio-capture';
    const started = controller.start();
    expect(platform.unlockAudio).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10);
    expect(controller.state.phase).toBe('speaking');
    expect(voice.said).toEqual(['Good morning.']);
    // The browser's recognition cannot reach the microphone here: recording takes over.
    await vi.advanceTimersByTimeAsync(50);
    expect(controller.state.listening).toBe('recording');
    expect(controller.state.inputNotice).toBeNull();

    await vi.advanceTimersByTimeAsync(2 * SENTENCE_MS);
    await started;
    expect(voice.said).toEqual(['Good morning.', 'What brings you here today?']);
    expect(controller.state.phase).toBe('listening');
    const answer = recordings.at(-1);

    await hold(microphone, 20, 1_500);
    expect(controller.state.phase).toBe('listening');
    await hold(microphone, 0, 1_100);
    expect(controller.state.phase).toBe('listening');
    await hold(microphone, 0, 200);
    expect(answer?.isStopped).toBe(true);
    expect(transcribed).toHaveLength(1);
    expect(sends.map((turn) => turn.line)).toEqual(['I would like a better price.']);
    expect(controller.state.phase).toBe('thinking');

    // The first sentence is heard before the reply has ended.
    const streaming = reply('I understand. ', 'But our prices', ' are fixed this year.');
    await vi.advanceTimersByTimeAsync(10);
    expect(controller.state.phase).toBe('speaking');
    expect(voice.said.at(-1)).toBe('I understand.');
    streaming.end();
    await vi.advanceTimersByTimeAsync(2 * SENTENCE_MS + 10);
    expect(voice.said.slice(-2)).toEqual(['I understand.', 'But our prices are fixed this year.']);
    expect(controller.state.phase).toBe('listening');
    controller.dispose();
    expect(microphone.isClosed).toBe(true);
  });

  it('stops the voice when the learner speaks over a reply, keeps the reply as far as it was said, and records the learner', async () => {
    const { controller, voice, microphone, recordings, sends, interrupts, reply } = setup();
    void controller.start();
    await vi.advanceTimersByTimeAsync(3 * SENTENCE_MS);
    expect(controller.state.phase).toBe('listening');
    await hold(microphone, 20, 500);
    await hold(microphone, 0, 1_300);
    expect(sends).toHaveLength(1);

    const REPLY = 'No. That is our final offer. Take it or leave it.';
    reply(REPLY).end();
    await vi.advanceTimersByTimeAsync(SENTENCE_MS + 100);
    expect(voice.said).toContain('That is our final offer.');
    // While the character speaks, a recording runs in case the learner cuts in.
    const standby = recordings.at(-1);
    expect(standby?.isCancelled).toBe(false);

    // A short noise is not the learner cutting in…
    await hold(microphone, 30, 150);
    await hold(microphone, 0, 250);
    expect(controller.state.phase).toBe('speaking');
    // …their voice holding for 300 ms is.
    await hold(microphone, 30, 350);
    expect(controller.state.phase).toBe('listening');
    expect(voice.stopped).toEqual(['That is our final offer.']);
    expect(interrupts).toHaveLength(1);
    const spoken = interrupts[0] ?? 0;
    // "No." was said whole and part of the second sentence, never past it.
    expect(spoken).toBeGreaterThan('No. That'.length);
    expect(spoken).toBeLessThanOrEqual('No. That is our final offer.'.length);
    expect(REPLY.slice(0, spoken)).toMatch(/^No\. That( is( our( final( offer\.?)?)?)?)?$/);

    // The standby recording is the learner's answer; it ends on their silence and is sent.
    expect(standby?.isCancelled).toBe(false);
    await hold(microphone, 0, 1_300);
    expect(standby?.isStopped).toBe(true);
    expect(sends).toHaveLength(2);
    controller.dispose();
  });

  it('with the browser’s recognition: shows the words as they come, sends the final ones, and tells an echo from the learner cutting in', async () => {
    const { controller, voice, sends, interrupts, reply, states } = setup({ recognition: true });
    void controller.start();
    await vi.advanceTimersByTimeAsync(3 * SENTENCE_MS);
    expect(controller.state).toMatchObject({ phase: 'listening', listening: 'recognition' });
    const recognition = FakeRecognition.instances.at(-1) as FakeRecognition;
    expect(recognition.lang).toBe('en-US');

    recognition.hear(['I', false]);
    recognition.hear(['I want', false]);
    recognition.hear(['I want a', false]);
    expect(controller.state.heard).toBe('I');
    await vi.advanceTimersByTimeAsync(100);
    expect(controller.state.heard).toBe('I want a');
    const heardUpdates = states.map((state) => state.heard).filter((heard, index, all) => heard !== all[index - 1] && heard !== '');
    expect(heardUpdates).toEqual(['I', 'I want a']);

    recognition.hear(['I want a discount', true]);
    expect(sends.map((turn) => turn.line)).toEqual(['I want a discount']);
    reply('Discounts are not possible this quarter. We can talk about terms.').end();
    await vi.advanceTimersByTimeAsync(500);
    expect(controller.state.phase).toBe('speaking');

    const listener = FakeRecognition.instances.at(-1) as FakeRecognition;
    listener.hear(['discounts are not possible', false]);
    expect(controller.state.phase).toBe('speaking');
    listener.hear(['wait, what about longer payment terms', false]);
    expect(controller.state.phase).toBe('listening');
    expect(interrupts).toHaveLength(1);
    expect(voice.stopped).toEqual(['Discounts are not possible this quarter.']);
    listener.hear(['wait, what about longer payment terms', true]);
    expect(sends.at(-1)?.line).toBe('wait, what about longer payment terms');
    controller.dispose();
  });

  it('offers the text box with a reason where the browser can neither listen nor have its recording transcribed; typed lines are still answered aloud', async () => {
    const { controller, voice, sends, reply } = setup({ recognition: false, canTranscribe: false });
    void controller.start();
    await vi.advanceTimersByTimeAsync(3 * SENTENCE_MS);
    expect(controller.state).toMatchObject({ phase: 'idle', listening: 'text', voice: 'server' });
    expect(controller.state.inputNotice).toBe('Voice input isn’t available here, so type your answers below; Maria will speak them.');

    void controller.sendTyped('Hello Maria');
    expect(sends.map((turn) => turn.line)).toEqual(['Hello Maria']);
    reply('Hello to you too.').end();
    await vi.advanceTimersByTimeAsync(SENTENCE_MS + 10);
    expect(voice.said.at(-1)).toBe('Hello to you too.');
    expect(controller.state.phase).toBe('idle');
    controller.dispose();
  });

  it('says why the learner types when the microphone is blocked, and shows the lines as text when nothing can speak', async () => {
    const { controller } = setup({ recognition: true, microphone: new MicrophoneError('denied'), canSynthesize: false });
    await controller.start();
    expect(controller.state).toMatchObject({ phase: 'idle', listening: 'text', voice: 'none' });
    expect(controller.state.inputNotice).toMatch(/Microphone access is blocked/);
    expect(controller.state.voiceNotice).toMatch(/shown as text only/);
    controller.dispose();
  });

  it('moves to the text box when the server answers 501 to a recording', async () => {
    const { controller, microphone } = setup({ transcript: new ApiError(501, 'Speech to text is off on this server.', null) });
    void controller.start();
    await vi.advanceTimersByTimeAsync(3 * SENTENCE_MS);
    await hold(microphone, 20, 500);
    await hold(microphone, 0, 1_300);
    expect(controller.state).toMatchObject({ phase: 'idle', listening: 'text' });
    expect(controller.state.inputNotice).toBe('Voice input isn’t available here, so type your answers below; Maria will speak them.');
    expect(microphone.isClosed).toBe(true);
    controller.dispose();
  });

  it('once recognition fails into typing, no sound cuts the character short: the microphone is closed, only a typed line does', async () => {
    FakeRecognition.failWith = 'network';
    const { controller, platform, voice, microphone, interrupts, sends, reply } = setup({ recognition: true, canTranscribe: false });
    const failed = vi.fn();
    platform.onRecognitionFailed = failed;
    void controller.start();
    await vi.advanceTimersByTimeAsync(100);
    expect(controller.state).toMatchObject({ phase: 'speaking', listening: 'text' });
    expect(failed).toHaveBeenCalledTimes(1);
    expect(microphone.isClosed).toBe(true);
    // Loud sound all through the opening line: it is spoken to its end.
    await hold(microphone, 80, 3 * SENTENCE_MS);
    expect(voice.stopped).toEqual([]);
    expect(interrupts).toEqual([]);
    expect(controller.state.phase).toBe('idle');

    void controller.sendTyped('Can we talk about the price?');
    reply('We can. Tell me what you have in mind.').end();
    await vi.advanceTimersByTimeAsync(SENTENCE_MS / 2);
    expect(controller.state.phase).toBe('speaking');
    await hold(microphone, 80, SENTENCE_MS);
    expect(voice.stopped).toEqual([]);
    // Typing over the character does cut it short.
    void controller.sendTyped('Fifteen percent.');
    expect(voice.stopped).toEqual(['Tell me what you have in mind.']);
    expect(interrupts).toHaveLength(1);
    expect(sends.map((turn) => turn.line)).toEqual(['Can we talk about the price?', 'Fifteen percent.']);
    controller.dispose();
  });

  it('does not cut the character short on sound alone while the browser recognises speech', async () => {
    const { controller, voice, microphone, interrupts } = setup({ recognition: true, canTranscribe: false });
    void controller.start();
    await vi.advanceTimersByTimeAsync(100);
    expect(controller.state).toMatchObject({ phase: 'speaking', listening: 'recognition' });
    await hold(microphone, 80, SENTENCE_MS / 2);
    expect(voice.stopped).toEqual([]);
    expect(interrupts).toEqual([]);
    controller.dispose();
  });

  it('once closed, stops listening, lets the reply under way finish, and then stays closed', async () => {
    const { controller, voice, microphone, recordings, sends, reply } = setup();
    void controller.start();
    await vi.advanceTimersByTimeAsync(3 * SENTENCE_MS);
    await hold(microphone, 20, 500);
    await hold(microphone, 0, 1_300);
    reply('Time is nearly up. Goodbye.').end();
    await vi.advanceTimersByTimeAsync(100);
    controller.close();
    expect(recordings.at(-1)?.isCancelled).toBe(true);
    await vi.advanceTimersByTimeAsync(2 * SENTENCE_MS + 10);
    expect(voice.said.slice(-2)).toEqual(['Time is nearly up.', 'Goodbye.']);
    expect(controller.state.phase).toBe('closed');
    expect(microphone.isClosed).toBe(true);
    controller.toggleTalking();
    await controller.sendTyped('one more thing');
    expect(sends).toHaveLength(1);
    controller.dispose();
  });
});
