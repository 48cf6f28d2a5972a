// The speech session's rules as one table: for each phase, the events it handles and what each does to the
// state, with the effects (listen, record, send, speak…) returned as data for the driver to perform
// (speech-session-controller.ts). An event a phase does not list changes nothing.
import { uiText } from '@/i18n/ui-text.ts';
import { chooseListeningMode, chooseVoiceSource } from './speech-modes.ts';
import { voiceOffNotice, type MachinePhase, type SpeechEvent, type SpeechEventType, type SpeechMachineState } from './speech-session-state.ts';
import {
  afterLine,
  armBargeIn,
  cancelRecording,
  cutIn,
  disarmBargeIn,
  emit,
  isCurrent,
  listen,
  NO_SPEECH_RESTART_MS,
  recognitionFailed,
  RECORDING_MAX_MS,
  releaseMicrophone,
  restingPhase,
  set,
  showLevel,
  startRecognizer,
  startRecording,
  stopAndSend,
  stopListening,
  submit,
  switchToTyping,
  type Handler,
  type SpeechStep,
  type SpeechTableRow,
} from './speech-session-steps.ts';
import { isEchoOfReply } from './spoken-text.ts';
import { BARGE_IN, END_OF_SPEECH, stepVoiceActivity } from './voice-activity.ts';
// --- The table -------------------------------------------------------------------------------------------------

/** Handled the same way in every phase but 'disposed'. */
const ALWAYS_BUT_CLOSE = {
  dispose(step) {
    set(step, { phase: 'disposed', turn: step.state.turn + 1, line: null });
    emit(step, { type: 'stopVoice', saveAsSaid: false });
    stopListening(step);
    emit(step, { type: 'abortTranscription' });
    releaseMicrophone(step);
  },
  level: (step, event) => void showLevel(step, event),
  heardShown: (step, { text }) => set(step, { heard: text }),
  recognizerFinal(step, { id }) {
    if (id === step.state.recognizer) set(step, { recognizer: null });
  },
  recognizerFailed: (step, event) => void recognitionFailed(step, event),
  recordingFailed(step, { slot, message }) {
    set(step, { error: uiText('speechNotice.recordingFailed', { reason: message }), recording: { ...step.state.recording, [slot]: false } });
    if (slot === 'answer' && step.state.phase === 'listening') set(step, { phase: 'idle' });
  },
  speakingChanged(step, { isSpeaking }) {
    set(step, { isSpeaking });
    if (isSpeaking) armBargeIn(step);
  },
  voiceFailed(step, { isOff, message }) {
    if (isOff) {
      // The server's voice was switched off: the browser's, where there is one, or text only.
      const source = step.state.hasBrowserVoice ? 'browser' : 'none';
      emit(step, { type: 'setEngine', source });
      set(step, source === 'browser' ? { voice: source } : { voice: source, voiceNotice: voiceOffNotice(step.state.context) });
      return;
    }
    if (step.state.voice === 'browser' && step.state.capabilities?.synthesize.available) {
      // The browser's voice failed: the server's speaks from the next line on.
      emit(step, { type: 'setEngine', source: 'server' });
      set(step, { voice: 'server' });
    }
    set(step, { error: uiText('speechNotice.sentenceFailed', { reason: message }) });
  },
} satisfies SpeechTableRow;

/** And in every phase but 'closed' (and 'disposed'): the session can take no more turns. */
const ALWAYS = {
  ...ALWAYS_BUT_CLOSE,
  close(step) {
    if (step.state.isClosed) return;
    set(step, { isClosed: true });
    stopListening(step);
    emit(step, { type: 'abortTranscription' });
    // The reply under way is still heard; afterLine closes when it ends.
    if (step.state.phase === 'speaking' || step.state.phase === 'thinking') return;
    set(step, { phase: 'closed', heard: '' });
    releaseMicrophone(step);
  },
} satisfies SpeechTableRow;

/** The voice starts on a line while the reply (or the opening line) was awaited. */
const startSpeaking: Handler<'speakingChanged'> = (step, event) => {
  if (event.isSpeaking) set(step, { phase: 'speaking' });
  ALWAYS.speakingChanged(step, event);
};

const lineEnded: Handler<'lineEnded'> = (step, event) => {
  if (!isCurrent(step, event)) return;
  set(step, { line: null });
  afterLine(step, event.at);
};

const replyChunk: Handler<'replyChunk'> = (step, event) => {
  if (!isCurrent(step, event) || !step.state.line) return;
  set(step, { line: { ...step.state.line, text: event.replySoFar } });
  emit(step, { type: 'sayChunk', chunk: event.chunk });
};

const sendSettled: Handler<'sendSettled'> = (step, event) => {
  if (!isCurrent(step, event)) return;
  if (event.isSent) return emit(step, { type: 'finishLine', turn: event.turn });
  // Not sent (time is up, the server could not be reached): the page shows why.
  emit(step, { type: 'stopVoice', saveAsSaid: false });
  set(step, { line: null });
  disarmBargeIn(step);
  set(step, { phase: restingPhase(step.state) });
};

const sendTyped: Handler<'sendTyped'> = (step, { text }) => {
  if (text.trim() !== '' && !step.state.isClosed) submit(step, text);
};

const prepared: Handler<'prepared'> = (step, event) => {
  const { capabilities, microphoneStatus, hasMicrophone, hasBrowserVoice, openingLine, at } = event;
  const { context } = step.state;
  set(step, { capabilities, microphoneStatus, hasMicrophone, hasBrowserVoice });
  if (hasMicrophone) emit(step, { type: 'startTicker' });
  const source = chooseVoiceSource(hasBrowserVoice, capabilities);
  emit(step, { type: 'setEngine', source });
  // Blocked microphone: the browser's recognition is refused too.
  const hasRecognition = context.hasRecognition && microphoneStatus !== 'denied';
  const listening = chooseListeningMode({ hasRecognition, canRecord: hasMicrophone && context.canRecord, capabilities });
  set(step, { voice: source, voiceNotice: source === 'none' ? voiceOffNotice(context) : null });
  if (listening === 'text') switchToTyping(step);
  else set(step, { listening, inputNotice: null });
  if (step.state.isClosed || openingLine === null) return afterLine(step, at);
  // The character's opening line (or, on a resumed session, its last line) is heard first.
  const turn = step.state.turn + 1;
  set(step, { turn, line: { kind: 'saved', text: openingLine } });
  emit(step, { type: 'beginLine' }, { type: 'sayChunk', chunk: openingLine }, { type: 'finishLine', turn });
};

export const SPEECH_TABLE: Record<MachinePhase, SpeechTableRow> = {
  ready: {
    ...ALWAYS,
    start(step) {
      // First, while the click still counts as the learner's gesture.
      emit(step, { type: 'unlockAudio' }, { type: 'prepare' });
      set(step, { phase: 'preparing', error: null });
    },
    sendTyped,
  },
  preparing: { ...ALWAYS, prepared, speakingChanged: startSpeaking, lineEnded },
  idle: {
    ...ALWAYS,
    toggleTalking(step, { at }) {
      if (step.state.listening === 'text') return;
      set(step, { error: null });
      listen(step, at);
    },
    sendTyped,
  },
  listening: {
    ...ALWAYS,
    toggleTalking: (step) => stopAndSend(step),
    stopAndSend: (step) => stopAndSend(step),
    sendTyped,
    recognizerTranscript: (step, { text }) => emit(step, { type: 'showHeard', text }),
    recognizerFinal(step, { id, text }) {
      if (id !== step.state.recognizer) return;
      set(step, { recognizer: null });
      if (text) submit(step, text);
      else set(step, { phase: 'idle', heard: '' });
    },
    recognizerFailed(step, event) {
      if (recognitionFailed(step, event)) listen(step, event.at);
    },
    level(step, event) {
      if (!showLevel(step, event) || !step.state.recording.answer) return;
      const { activity, event: heard } = stepVoiceActivity(END_OF_SPEECH, step.state.endOfSpeech, event.level, event.at);
      set(step, { endOfSpeech: activity });
      const elapsed = event.at - step.state.recordingStartedAt;
      if (heard === 'silence' || elapsed >= RECORDING_MAX_MS) return stopAndSend(step);
      if (!activity.hasSpeech && elapsed >= NO_SPEECH_RESTART_MS) {
        cancelRecording(step, 'answer');
        startRecording(step, 'answer');
        set(step, { recordingStartedAt: event.at });
      }
    },
  },
  transcribing: {
    ...ALWAYS,
    transcribed(step, event) {
      if (!isCurrent(step, event)) return;
      if (event.text.trim() !== '') return submit(step, event.text);
      set(step, { phase: restingPhase(step.state), error: uiText('speechNotice.noWords') });
    },
    transcriptionFailed(step, event) {
      if (!isCurrent(step, event)) return;
      if (event.isOff) {
        const { capabilities } = step.state;
        set(step, { capabilities: capabilities && { ...capabilities, transcribe: { available: false, engine: null, message: event.message } } });
        return switchToTyping(step, { phase: restingPhase(step.state) });
      }
      set(step, { phase: restingPhase(step.state), error: uiText('speechNotice.transcriptionFailed', { reason: event.message }) });
    },
  },
  thinking: { ...ALWAYS, speakingChanged: startSpeaking, replyChunk, sendSettled, lineEnded },
  speaking: {
    ...ALWAYS,
    toggleTalking: (step, { at }) => cutIn(step, at, false),
    sendTyped(step, event) {
      if (event.text.trim() === '' || step.state.isClosed) return;
      cutIn(step, event.at, false);
      sendTyped(step, event);
    },
    recognizerTranscript(step, { text, at }) {
      // The character's own voice coming back is not the learner cutting in.
      if (!step.state.line || isEchoOfReply(text, step.state.line.text)) return;
      cutIn(step, at, true);
      if (step.state.phase === 'listening') emit(step, { type: 'showHeard', text });
    },
    recognizerFinal(step, { id }) {
      if (id !== step.state.recognizer) return;
      // Only the character's echo was heard: keep listening for the learner.
      startRecognizer(step);
    },
    recognizerFailed(step, event) {
      if (recognitionFailed(step, event)) armBargeIn(step);
    },
    level(step, event) {
      if (!showLevel(step, event)) return;
      // A loud moment cuts the character short only where it is being recorded as the learner's answer; with the
      // browser's recognition, only recognised words do.
      if (step.state.listening !== 'recording') return;
      const { activity, event: heard } = stepVoiceActivity(BARGE_IN, step.state.bargeIn, event.level, event.at);
      set(step, { bargeIn: activity });
      if (heard === 'speech') cutIn(step, event.at, true);
    },
    replyChunk,
    sendSettled,
    lineEnded,
  },
  // Closed while the microphone was being opened: `prepared` still sets up the voice, then releases it.
  closed: { ...ALWAYS_BUT_CLOSE, prepared },
  disposed: {
    // The page left while the microphone was being opened: close it.
    prepared(step, { hasMicrophone }) {
      if (hasMicrophone) emit(step, { type: 'releaseMicrophone' });
    },
  },
};

/** The state after `event`, and what the driver must do. An event the state's phase does not list changes nothing. */
export function transition(state: SpeechMachineState, event: SpeechEvent): SpeechStep {
  const handler = SPEECH_TABLE[state.phase][event.type] as Handler<SpeechEventType> | undefined;
  const step: SpeechStep = { state, effects: [] };
  handler?.(step, event);
  return step;
}
