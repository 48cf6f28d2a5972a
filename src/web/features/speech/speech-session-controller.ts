// The speech session's driver, without React: the rules are the table in speech-session-machine.ts; this file
// performs the effects it asks for (recognition, recording, transcription, sending, the voice) and feeds what
// they report back as events. The browser's pieces come in through SpeechPlatform, so it can be tested with fakes.
import type { SessionLanguage } from '@shared/contracts/conversations.ts';
import type { SpeechCapabilitiesAnswer } from '@shared/contracts/speech.ts';
import { ApiError, isAbortError, readable } from '@/lib/api-client.ts';
import type { ConversationTurns } from '@/components/chat/conversation-turns.ts';
import { MicrophoneError, type Microphone } from './microphone.ts';
import { startRecognizer, type RecognitionConstructor, type Recognizer } from './recognition.ts';
import type { Recording } from './recorder.ts';
import { createSentenceSplitter } from '@shared/sentence-splitter.ts';
import { createSpeaker, type SpeechEngine } from './speaker.ts';
import { transition } from './speech-session-machine.ts';
import {
  initialMachineState,
  toView,
  type RecordingSlot,
  type SpeechEffect,
  type SpeechEvent,
  type SpeechSessionState,
} from './speech-session-state.ts';
import { createThrottle } from './throttle.ts';

export type { SpeechPhase, SpeechSessionState } from './speech-session-state.ts';
export { INITIAL_SPEECH_STATE } from './speech-session-state.ts';

/** The live transcript changes at most this often (specification section 9). */
export const TRANSCRIPT_THROTTLE_MS = 100;
/** How often the microphone level is read. */
export const LEVEL_INTERVAL_MS = 50;

/** What the controller needs from the browser and the server. */
export interface SpeechPlatform {
  /** The browser's speech recognition, or null where there is none (or it is known not to run here). */
  recognition: RecognitionConstructor | null;
  /** The browser's recognition failed in this session: remembered, so the next session does not try it. */
  onRecognitionFailed?(): void;
  /** Called synchronously inside the click that starts the session: lets audio play from then on. */
  unlockAudio(): void;
  /** Rejects with a MicrophoneError. */
  openMicrophone(): Promise<Microphone>;
  /** Null where the browser cannot record (no MediaRecorder). */
  startRecording: ((stream: MediaStream) => Recording) | null;
  /** `GET /speech/capabilities`, asked once; null when it could not be read. */
  getCapabilities(): Promise<SpeechCapabilitiesAnswer | null>;
  /** `POST /speech/transcribe`. */
  transcribe(audio: Blob, signal: AbortSignal): Promise<string>;
  /** A browser voice for the session's language and the character's gender, or null. */
  findBrowserVoice(): Promise<SpeechEngine | null>;
  /** The server's voice (`POST /speech/synthesize`). */
  createServerVoice(): SpeechEngine;
  /** Milliseconds, monotonic. */
  now(): number;
}

export interface SpeechSessionOptions {
  platform: SpeechPlatform;
  language: SessionLanguage;
  characterName: string;
  /** The page's turns as of now (the object changes with every render). */
  getTurns: () => ConversationTurns;
  onChange: (state: SpeechSessionState) => void;
}

export interface SpeechSessionController {
  /** "Start the conversation": call from the click itself. Resolves once the opening line is over. */
  start(): Promise<void>;
  /** The big button: start listening, cut in on the character, or (while listening) stop and send. */
  toggleTalking(): void;
  /** Ends the answer being listened to and sends it. */
  stopAndSend(): Promise<void>;
  /** A line typed in the text box; resolves once its reply is over. */
  sendTyped(line: string): Promise<void>;
  /** The session can take no more turns: stop listening; a reply under way is still spoken. */
  close(): void;
  /** The page is leaving: stop everything and release the microphone. */
  dispose(): void;
  readonly state: SpeechSessionState;
}

type EventBody = SpeechEvent extends infer E ? (E extends SpeechEvent ? Omit<E, 'at'> : never) : never;

/** Phases in which nothing is under way: a promise returned for a request resolves in one of them. */
const RESTING = new Set(['ready', 'idle', 'listening', 'closed', 'disposed']);

export function createSpeechSessionController({ platform, language, characterName, getTurns, onChange }: SpeechSessionOptions): SpeechSessionController {
  let state = initialMachineState({ language, characterName, hasRecognition: platform.recognition !== null, canRecord: platform.startRecording !== null });
  let view = toView(state);
  const queue: SpeechEvent[] = [];
  let isDispatching = false;
  let waiters: (() => void)[] = [];

  let microphone: Microphone | null = null;
  let browserVoice: SpeechEngine | null = null;
  let ticker: ReturnType<typeof setInterval> | null = null;
  let recognizer: { id: number; handle: Recognizer } | null = null;
  const recordings: Record<RecordingSlot, Recording | null> = { answer: null, standby: null };
  let transcription: AbortController | null = null;
  let splitter = createSentenceSplitter();
  const heardThrottle = createThrottle<string>((text) => dispatch({ type: 'heardShown', text }), TRANSCRIPT_THROTTLE_MS);
  const speaker = createSpeaker(null, {
    onSpeakingChange: (isSpeaking) => dispatch({ type: 'speakingChanged', isSpeaking }),
    onError: (error) => dispatch({ type: 'voiceFailed', isOff: error instanceof ApiError && error.status === 501, message: readable(error) }),
  });

  /**
   * Runs the event through the table and performs its effects in order. An event an effect reports at once
   * (a recording that cannot start, the voice stopping) waits until the effects before it are done.
   */
  function dispatch(body: EventBody): void {
    queue.push({ ...body, at: platform.now() } as SpeechEvent);
    if (isDispatching) return;
    isDispatching = true;
    try {
      for (let event = queue.shift(); event; event = queue.shift()) {
        const step = transition(state, event);
        state = step.state;
        for (const effect of step.effects) perform(effect);
        const next = toView(state);
        if ((Object.keys(next) as (keyof SpeechSessionState)[]).some((key) => next[key] !== view[key])) {
          view = next;
          onChange(view);
        }
      }
    } finally {
      isDispatching = false;
    }
    if (RESTING.has(state.phase)) {
      const settled = waiters;
      waiters = [];
      for (const resolve of settled) resolve();
    }
  }

  /** Dispatches, then waits until nothing it started is still under way. */
  function request(body: EventBody): Promise<void> {
    dispatch(body);
    if (RESTING.has(state.phase)) return Promise.resolve();
    return new Promise((resolve) => waiters.push(resolve));
  }

  function perform(effect: SpeechEffect): void {
    switch (effect.type) {
      case 'unlockAudio':
        return platform.unlockAudio();
      case 'prepare':
        return void prepare();
      case 'startTicker':
        ticker = setInterval(() => {
          if (microphone) dispatch({ type: 'level', level: microphone.readLevel() });
        }, LEVEL_INTERVAL_MS);
        return;
      case 'releaseMicrophone':
        if (ticker !== null) clearInterval(ticker);
        ticker = null;
        microphone?.close();
        microphone = null;
        return;
      case 'setEngine':
        return speaker.setEngine(effect.source === 'browser' ? browserVoice : effect.source === 'server' ? platform.createServerVoice() : null);
      case 'startRecognizer':
        return startListening(effect.id);
      case 'finishRecognizer':
        if (recognizer?.id === effect.id) recognizer.handle.finish();
        return;
      case 'cancelRecognizer':
        if (recognizer?.id === effect.id) recognizer.handle.cancel();
        if (recognizer?.id === effect.id) recognizer = null;
        return;
      case 'startRecording':
        return startRecording(effect.slot);
      case 'cancelRecording':
        recordings[effect.slot]?.cancel();
        recordings[effect.slot] = null;
        return;
      case 'adoptStandby':
        recordings.answer = recordings.standby;
        recordings.standby = null;
        return;
      case 'transcribe':
        return void transcribe(effect.turn);
      case 'abortTranscription':
        return transcription?.abort();
      case 'send':
        return send(effect.text, effect.turn);
      case 'beginLine':
        speaker.begin();
        splitter = createSentenceSplitter();
        return;
      case 'sayChunk':
        for (const sentence of splitter.push(effect.chunk)) speaker.say(sentence);
        return;
      case 'finishLine':
        for (const sentence of splitter.flush()) speaker.say(sentence);
        return void speaker.finish().then(() => dispatch({ type: 'lineEnded', turn: effect.turn }));
      case 'stopVoice': {
        const spokenCharacters = speaker.stop();
        if (effect.saveAsSaid) void getTurns().interrupt(spokenCharacters);
        return;
      }
      case 'showHeard':
        return heardThrottle.push(effect.text);
      case 'cancelHeard':
        return heardThrottle.cancel();
      case 'rememberRecognitionFailed':
        return platform.onRecognitionFailed?.();
    }
  }

  async function prepare(): Promise<void> {
    const [capabilities, opened, voice] = await Promise.all([
      platform.getCapabilities().catch(() => null),
      platform.openMicrophone().catch((error: unknown) => (error instanceof MicrophoneError ? error : new MicrophoneError('error'))),
      platform.findBrowserVoice().catch(() => null),
    ]);
    const isOpen = !(opened instanceof MicrophoneError);
    if (isOpen) microphone = opened;
    browserVoice = voice;
    const last = getTurns().messages.at(-1);
    dispatch({
      type: 'prepared',
      capabilities,
      microphoneStatus: isOpen ? 'listening' : opened.status,
      hasMicrophone: isOpen,
      hasBrowserVoice: voice !== null,
      openingLine: last?.role === 'character' ? last.content : null,
    });
  }

  function startListening(id: number): void {
    if (!platform.recognition) return;
    const handle = startRecognizer(platform.recognition, language, {
      onTranscript: (text) => dispatch({ type: 'recognizerTranscript', text }),
      onFinal: (text) => dispatch({ type: 'recognizerFinal', id, text }),
      onFailure: () => dispatch({ type: 'recognizerFailed', id }),
    });
    recognizer = { id, handle };
  }

  function startRecording(slot: RecordingSlot): void {
    try {
      if (!microphone || !platform.startRecording) throw new Error('the microphone is closed.');
      recordings[slot] = platform.startRecording(microphone.stream);
    } catch (error) {
      dispatch({ type: 'recordingFailed', slot, message: readable(error) });
    }
  }

  async function transcribe(turn: number): Promise<void> {
    const answer = recordings.answer;
    recordings.answer = null;
    if (!answer) return;
    const controller = new AbortController();
    transcription = controller;
    try {
      const audio = await answer.stop();
      // Closed or left while the recording was being finished.
      if (controller.signal.aborted) return;
      const text = audio.size > 0 ? await platform.transcribe(audio, controller.signal) : '';
      dispatch({ type: 'transcribed', turn, text });
    } catch (error) {
      if (isAbortError(error) || controller.signal.aborted) return;
      dispatch({ type: 'transcriptionFailed', turn, isOff: error instanceof ApiError && error.status === 501, message: readable(error) });
    } finally {
      if (transcription === controller) transcription = null;
    }
  }

  function send(text: string, turn: number): void {
    void getTurns()
      .send(text, { onReplyChunk: (chunk, replySoFar) => dispatch({ type: 'replyChunk', turn, chunk, replySoFar }) })
      .then((sent) => dispatch({ type: 'sendSettled', turn, isSent: sent !== null }));
  }

  return {
    start: () => request({ type: 'start' }),
    toggleTalking: () => dispatch({ type: 'toggleTalking' }),
    stopAndSend: () => request({ type: 'stopAndSend' }),
    sendTyped: (text) => request({ type: 'sendTyped', text }),
    close: () => dispatch({ type: 'close' }),
    dispose: () => dispatch({ type: 'dispose' }),
    get state() {
      return view;
    },
  };
}
