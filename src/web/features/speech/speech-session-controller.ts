// The speech session's turn-taking, without React: listen to the learner (the browser's recognition, or a
// recording the server transcribes, or the text box), send the words, speak the reply sentence by sentence as
// it streams, and stop the voice when the learner cuts in. The browser's pieces come in through SpeechPlatform,
// so the rules can be tested with fakes.
import type { SessionLanguage } from '@shared/contracts/conversations.ts';
import { SESSION_LANGUAGE_LABELS } from '@shared/contracts/conversations.ts';
import { SPEECH_AUDIO_MAX_SECONDS, type SpeechCapabilitiesAnswer } from '@shared/contracts/speech.ts';
import { ApiError, isAbortError, readable } from '@/lib/api-client.ts';
import type { MicrophoneStatus } from '@/lib/use-microphone-level.ts';
import type { ConversationTurns } from '@/components/chat/conversation-turns.ts';
import { MicrophoneError, type Microphone } from './microphone.ts';
import { startRecognizer, type RecognitionConstructor, type Recognizer } from './recognition.ts';
import type { Recording } from './recorder.ts';
import { createSentenceSplitter } from './sentence-splitter.ts';
import { createSpeaker, type SpeechEngine } from './speaker.ts';
import { chooseListeningMode, chooseVoiceSource, type ListeningMode, type VoiceSource } from './speech-modes.ts';
import { isEchoOfReply } from './spoken-text.ts';
import { createThrottle } from './throttle.ts';
import { createBargeInDetector, createEndOfSpeechDetector } from './voice-activity.ts';

/** The live transcript changes at most this often (specification section 9). */
export const TRANSCRIPT_THROTTLE_MS = 100;
/** How often the microphone level is read. */
export const LEVEL_INTERVAL_MS = 50;
/** The level shown on screen changes at most this often. */
const LEVEL_DISPLAY_INTERVAL_MS = 100;
/** A recording with no speech in it is started afresh after this long, so the upload stays small. */
export const NO_SPEECH_RESTART_MS = 20_000;
/** A recording is sent before it reaches the server's limit. */
const RECORDING_MAX_MS = (SPEECH_AUDIO_MAX_SECONDS - 5) * 1_000;

export type SpeechPhase =
  /** Waiting for the learner to press "Start the conversation" (browsers allow audio only after a click). */
  | 'ready'
  /** Opening the microphone and asking the server what it can do. */
  | 'preparing'
  /** Waiting for the learner: press "Start talking", or type. */
  | 'idle'
  | 'listening'
  | 'transcribing'
  /** The learner's line is sent; the reply has not been heard yet. */
  | 'thinking'
  | 'speaking'
  | 'closed';

export interface SpeechSessionState {
  phase: SpeechPhase;
  /** How the learner's words are taken; null until the session has started. */
  listening: ListeningMode | null;
  /** Who speaks the character's lines; null until the session has started. */
  voice: VoiceSource | null;
  isSpeaking: boolean;
  /** The learner's words as they are recognised, before they are sent. */
  heard: string;
  /** The microphone's level, 0 to 100. */
  level: number;
  /** Why the learner types instead of talking; null while talking works. */
  inputNotice: string | null;
  /** Why the character's lines are not heard; null while they are. */
  voiceNotice: string | null;
  /** The last thing that went wrong with speech; cleared by the next turn. */
  error: string | null;
}

export const INITIAL_SPEECH_STATE: SpeechSessionState = {
  phase: 'ready',
  listening: null,
  voice: null,
  isSpeaking: false,
  heard: '',
  level: 0,
  inputNotice: null,
  voiceNotice: null,
  error: null,
};

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
  /** "Start the conversation": call from the click itself. */
  start(): Promise<void>;
  /** The big button: start listening, cut in on the character, or (while listening) stop and send. */
  toggleTalking(): void;
  /** Ends the answer being listened to and sends it. */
  stopAndSend(): Promise<void>;
  /** A line typed in the text box. */
  sendTyped(line: string): Promise<void>;
  /** The session can take no more turns: stop listening; a reply under way is still spoken. */
  close(): void;
  /** The page is leaving: stop everything and release the microphone. */
  dispose(): void;
  readonly state: SpeechSessionState;
}

const MICROPHONE_PROBLEMS: Partial<Record<MicrophoneStatus, string>> = {
  denied: 'Microphone access is blocked, so type your answers below. To talk instead, allow the microphone in your browser’s site settings and reload the page.',
  'no-device': 'No microphone was found, or another app is using it, so type your answers below. To talk instead, connect one and reload the page.',
  unsupported: 'This browser cannot use a microphone on this page, so type your answers below.',
  error: 'The microphone could not be started, so type your answers below. Reload the page to try again.',
};

export function createSpeechSessionController({ platform, language, characterName, getTurns, onChange }: SpeechSessionOptions): SpeechSessionController {
  let state = INITIAL_SPEECH_STATE;
  const set = (patch: Partial<SpeechSessionState>) => {
    state = { ...state, ...patch };
    onChange(state);
  };

  let capabilities: SpeechCapabilitiesAnswer | null = null;
  let microphone: Microphone | null = null;
  let microphoneStatus: MicrophoneStatus = 'idle';
  let browserVoice: SpeechEngine | null = null;
  let recognizer: Recognizer | null = null;
  /** The answer being recorded. */
  let recording: Recording | null = null;
  let recordingStartedAt = 0;
  /** Recorded while the character speaks: becomes the answer if the learner cuts in, else is thrown away. */
  let standby: Recording | null = null;
  let transcription: AbortController | null = null;
  let ticker: ReturnType<typeof setInterval> | null = null;
  let lastLevelShownAt = Number.NEGATIVE_INFINITY;
  /** Bumped whenever a turn is superseded (the learner cut in, the page left): the old flow stops where it is. */
  let turn = 0;
  /** What the voice is saying: a reply being streamed (cutting in saves how much was said) or a saved line. */
  let line: { kind: 'reply' | 'saved'; text: string } | null = null;
  let isClosed = false;
  let isDisposed = false;
  const endOfSpeech = createEndOfSpeechDetector();
  const bargeIn = createBargeInDetector();
  const heardThrottle = createThrottle<string>((heard) => set({ heard }), TRANSCRIPT_THROTTLE_MS);

  const speaker = createSpeaker(null, {
    onSpeakingChange(isSpeaking) {
      set({ isSpeaking, ...(isSpeaking && (state.phase === 'thinking' || state.phase === 'preparing') ? { phase: 'speaking' as const } : {}) });
      if (isSpeaking) armBargeIn();
    },
    onError(error) {
      if (error instanceof ApiError && error.status === 501) {
        // The server's voice was switched off: the browser's, where there is one, or text only.
        speaker.setEngine(browserVoice);
        set(browserVoice ? { voice: 'browser' } : { voice: 'none', voiceNotice: voiceOffNotice() });
        return;
      }
      if (state.voice === 'browser' && capabilities?.synthesize.available) {
        // The browser's voice failed: the server's speaks from the next line on.
        speaker.setEngine(platform.createServerVoice());
        set({ voice: 'server' });
      }
      set({ error: `A sentence could not be spoken: ${readable(error)}` });
    },
  });

  function voiceOffNotice(): string {
    return `${characterName}’s lines are shown as text only: this browser has no ${SESSION_LANGUAGE_LABELS[language]} voice and the server has no text-to-speech engine.`;
  }

  /** In words for the learner: no engine or setting names (those are for the operator, in the README). */
  function textModeNotice(): string {
    const problem = MICROPHONE_PROBLEMS[microphoneStatus];
    if (problem) return problem;
    return state.voice === 'none'
      ? `Voice input isn’t available here, so type your answers below.`
      : `Voice input isn’t available here, so type your answers below; ${characterName} will speak them.`;
  }

  /**
   * Typing from now on: the microphone is closed, so nothing it hears (the character's own voice, a noise) can
   * cut the character short; only a typed line does.
   */
  function switchToTyping(patch: Partial<SpeechSessionState> = {}): void {
    disarmBargeIn();
    recording?.cancel();
    recording = null;
    releaseMicrophone();
    set({ ...patch, listening: 'text', level: 0, heard: '', inputNotice: textModeNotice() });
  }

  function switchToFallback(): void {
    const mode = chooseListeningMode({ hasRecognition: false, canRecord: microphone !== null && platform.startRecording !== null, capabilities });
    if (mode === 'text') switchToTyping();
    else set({ listening: mode, inputNotice: null });
  }

  // --- Recognition -------------------------------------------------------------------------------------------

  function startRecognition(Recognition: RecognitionConstructor): Recognizer {
    const current: Recognizer = startRecognizer(Recognition, language, {
      onTranscript(text) {
        if (state.phase === 'speaking') {
          // The character's own voice coming back is not the learner cutting in.
          if (!line || isEchoOfReply(text, line.text)) return;
          cutIn(true);
        }
        if (state.phase === 'listening') heardThrottle.push(text);
      },
      onFinal(text) {
        if (recognizer !== current) return;
        recognizer = null;
        if (state.phase === 'listening') {
          if (text) void submit(text);
          else set({ phase: 'idle', heard: '' });
        } else if (state.phase === 'speaking') {
          // Only the character's echo was heard: keep listening for the learner.
          recognizer = startRecognition(Recognition);
        }
      },
      onFailure() {
        if (recognizer !== current) return;
        recognizer = null;
        platform.onRecognitionFailed?.();
        switchToFallback();
        if (state.phase === 'listening') listen();
        else if (state.phase === 'speaking') armBargeIn();
      },
    });
    return current;
  }

  // --- Microphone level: the end of a recorded answer, and the learner cutting in -----------------------------

  function startRecordingNow(): Recording | null {
    if (!microphone || !platform.startRecording) return null;
    try {
      return platform.startRecording(microphone.stream);
    } catch (error) {
      set({ error: `Recording could not start: ${readable(error)}` });
      return null;
    }
  }

  function tick(): void {
    if (!microphone) return;
    const level = microphone.readLevel();
    const now = platform.now();
    if (level !== state.level && now - lastLevelShownAt >= LEVEL_DISPLAY_INTERVAL_MS) {
      lastLevelShownAt = now;
      set({ level });
    }
    if (state.phase === 'speaking') {
      // A loud moment cuts the character short only where it is being recorded as the learner's answer; with the
      // browser's recognition, only recognised words do (see startRecognition).
      if (state.listening === 'recording' && bargeIn.update(level, now) === 'speech') cutIn(true);
      return;
    }
    if (state.phase !== 'listening' || !recording) return;
    const event = endOfSpeech.update(level, now);
    if (event === 'silence' || now - recordingStartedAt >= RECORDING_MAX_MS) {
      void stopAndSend();
    } else if (!endOfSpeech.hasSpeech && now - recordingStartedAt >= NO_SPEECH_RESTART_MS) {
      recording.cancel();
      recording = startRecordingNow();
      recordingStartedAt = now;
    }
  }

  // --- Turn-taking -------------------------------------------------------------------------------------------

  /** While the character speaks, listen for the learner cutting in. */
  function armBargeIn(): void {
    bargeIn.reset();
    if (state.listening === 'recognition' && platform.recognition && !recognizer) recognizer = startRecognition(platform.recognition);
    if (state.listening === 'recording' && !standby) standby = startRecordingNow();
  }

  function disarmBargeIn(): void {
    standby?.cancel();
    standby = null;
    recognizer?.cancel();
    recognizer = null;
  }

  function stopListening(): void {
    disarmBargeIn();
    recording?.cancel();
    recording = null;
    heardThrottle.cancel();
  }

  function listen(): void {
    if (isClosed || isDisposed) return;
    heardThrottle.cancel();
    if (state.listening === 'text' || state.listening === null) {
      set({ phase: 'idle', heard: '' });
      return;
    }
    set({ phase: 'listening', heard: '' });
    if (state.listening === 'recognition') {
      if (!recognizer && platform.recognition) recognizer = startRecognition(platform.recognition);
      return;
    }
    if (!recording) {
      recording = standby ?? startRecordingNow();
      standby = null;
      endOfSpeech.reset();
      recordingStartedAt = platform.now();
      if (!recording) set({ phase: 'idle' });
    }
  }

  /**
   * The learner spoke over the character (`hasSpoken`) or pressed the button: stop the voice, keep the reply as
   * far as it was said, listen.
   */
  function cutIn(hasSpoken: boolean): void {
    if (state.phase !== 'speaking') return;
    turn += 1;
    const cut = line;
    line = null;
    const spokenCharacters = speaker.stop();
    if (cut?.kind === 'reply') void getTurns().interrupt(spokenCharacters);
    // What was recorded while the character spoke holds the learner's first words.
    if (state.listening === 'recording') {
      recording = standby;
      standby = null;
      endOfSpeech.reset();
      recordingStartedAt = platform.now();
      // Their first words are in the recording already: a pause after them ends the answer.
      if (hasSpoken) endOfSpeech.markSpeech(recordingStartedAt);
    }
    set({ phase: 'listening', heard: '' });
    listen();
  }

  function afterLine(): void {
    disarmBargeIn();
    if (isClosed) {
      set({ phase: 'closed' });
      releaseMicrophone();
    } else {
      listen();
    }
  }

  async function speakSavedLine(text: string): Promise<void> {
    const current = ++turn;
    line = { kind: 'saved', text };
    speaker.begin();
    const splitter = createSentenceSplitter();
    for (const sentence of [...splitter.push(text), ...splitter.flush()]) speaker.say(sentence);
    await speaker.finish();
    if (current !== turn) return;
    line = null;
    afterLine();
  }

  async function submit(text: string): Promise<void> {
    if (isClosed || isDisposed) return;
    stopListening();
    const current = ++turn;
    set({ phase: 'thinking', heard: '', error: null });
    line = { kind: 'reply', text: '' };
    speaker.begin();
    const splitter = createSentenceSplitter();
    const sent = await getTurns().send(text, {
      onReplyChunk(chunk, replySoFar) {
        if (current !== turn) return;
        if (line) line.text = replySoFar;
        for (const sentence of splitter.push(chunk)) speaker.say(sentence);
      },
    });
    if (current !== turn) return;
    if (!sent) {
      // Not sent (time is up, the server could not be reached): the page shows why.
      speaker.stop();
      line = null;
      disarmBargeIn();
      set({ phase: isClosed ? 'closed' : 'idle' });
      return;
    }
    for (const sentence of splitter.flush()) speaker.say(sentence);
    await speaker.finish();
    if (current !== turn) return;
    line = null;
    afterLine();
  }

  async function stopAndSend(): Promise<void> {
    if (state.phase !== 'listening') return;
    if (state.listening === 'recognition') {
      // The recognizer delivers what it heard through onFinal.
      if (recognizer) recognizer.finish();
      else set({ phase: 'idle' });
      return;
    }
    const answer = recording;
    recording = null;
    if (!answer) return;
    const current = turn;
    set({ phase: 'transcribing', level: 0 });
    const audio = await answer.stop();
    const controller = new AbortController();
    transcription = controller;
    let text: string;
    try {
      text = audio.size > 0 ? await platform.transcribe(audio, controller.signal) : '';
    } catch (error) {
      if (isAbortError(error) || current !== turn || isDisposed) return;
      if (error instanceof ApiError && error.status === 501) {
        capabilities = capabilities ? { ...capabilities, transcribe: { available: false, engine: null, message: error.message } } : null;
        switchToTyping({ phase: isClosed ? 'closed' : 'idle' });
        return;
      }
      set({ phase: isClosed ? 'closed' : 'idle', error: `Your answer could not be transcribed: ${readable(error)} Press “Start talking” to try again.` });
      return;
    } finally {
      if (transcription === controller) transcription = null;
    }
    if (current !== turn || isDisposed) return;
    if (text.trim() === '') {
      set({ phase: isClosed ? 'closed' : 'idle', error: 'No words were heard in that recording. Press “Start talking” and try again.' });
      return;
    }
    await submit(text);
  }

  function releaseMicrophone(): void {
    if (ticker !== null) clearInterval(ticker);
    ticker = null;
    microphone?.close();
    microphone = null;
  }

  async function start(): Promise<void> {
    if (state.phase !== 'ready' || isClosed) return;
    // First, while the click still counts as the learner's gesture.
    platform.unlockAudio();
    set({ phase: 'preparing', error: null });
    const [answer, opened, voice] = await Promise.all([
      platform.getCapabilities().catch(() => null),
      platform.openMicrophone().catch((error: unknown) => (error instanceof MicrophoneError ? error : new MicrophoneError('error'))),
      platform.findBrowserVoice().catch(() => null),
    ]);
    if (isDisposed) {
      if (!(opened instanceof MicrophoneError)) opened.close();
      return;
    }
    capabilities = answer;
    browserVoice = voice;
    if (opened instanceof MicrophoneError) {
      microphoneStatus = opened.status;
    } else {
      microphone = opened;
      microphoneStatus = 'listening';
      ticker = setInterval(tick, LEVEL_INTERVAL_MS);
    }

    const source = chooseVoiceSource(browserVoice !== null, capabilities);
    speaker.setEngine(source === 'browser' ? browserVoice : source === 'server' ? platform.createServerVoice() : null);
    // Blocked microphone: the browser's recognition is refused too.
    const hasRecognition = platform.recognition !== null && microphoneStatus !== 'denied';
    const listening = chooseListeningMode({ hasRecognition, canRecord: microphone !== null && platform.startRecording !== null, capabilities });
    set({ voice: source, voiceNotice: source === 'none' ? voiceOffNotice() : null });
    if (listening === 'text') switchToTyping();
    else set({ listening, inputNotice: null });
    if (isClosed) {
      afterLine();
      return;
    }

    // The character's opening line (or, on a resumed session, its last line) is heard first.
    const last = getTurns().messages.at(-1);
    if (last?.role === 'character') await speakSavedLine(last.content);
    else afterLine();
  }

  return {
    start,
    toggleTalking() {
      if (state.phase === 'idle' && state.listening !== 'text') {
        set({ error: null });
        listen();
      }
      else if (state.phase === 'speaking') cutIn(false);
      else if (state.phase === 'listening') void stopAndSend();
    },
    stopAndSend,
    async sendTyped(text) {
      if (text.trim() === '' || isClosed) return;
      if (state.phase === 'speaking') cutIn(false);
      if (state.phase === 'thinking' || state.phase === 'transcribing' || state.phase === 'preparing') return;
      await submit(text);
    },
    close() {
      if (isClosed) return;
      isClosed = true;
      stopListening();
      transcription?.abort();
      // The reply under way is still heard; afterLine closes when it ends.
      if (state.phase === 'speaking' || state.phase === 'thinking') return;
      set({ phase: 'closed', heard: '' });
      releaseMicrophone();
    },
    dispose() {
      isDisposed = true;
      turn += 1;
      line = null;
      speaker.stop();
      stopListening();
      transcription?.abort();
      releaseMicrophone();
    },
    get state() {
      return state;
    },
  };
}
