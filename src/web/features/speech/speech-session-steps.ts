// The steps the speech session's table (speech-session-machine.ts) is made of: each takes the step under way,
// changes its state and adds the effects it needs. Pure: nothing here touches the browser.
import { SPEECH_AUDIO_MAX_SECONDS } from '@shared/contracts/speech-constants.ts';
import { chooseListeningMode } from './speech-modes.ts';
import {
  textModeNotice,
  type RecordingSlot,
  type SpeechEffect,
  type SpeechEvent,
  type SpeechEventType,
  type SpeechMachineState,
} from './speech-session-state.ts';
import { markSpeech, QUIET } from './voice-activity.ts';

/** The level shown on screen changes at most this often. */
export const LEVEL_DISPLAY_INTERVAL_MS = 100;
/** A recording with no speech in it is started afresh after this long, so the upload stays small. */
export const NO_SPEECH_RESTART_MS = 20_000;
/** A recording is sent before it reaches the server's limit. */
export const RECORDING_MAX_MS = (SPEECH_AUDIO_MAX_SECONDS - 5) * 1_000;

export interface SpeechStep {
  state: SpeechMachineState;
  effects: SpeechEffect[];
}

export type EventOf<T extends SpeechEventType> = Extract<SpeechEvent, { type: T }>;
export type Handler<T extends SpeechEventType> = (step: SpeechStep, event: EventOf<T>) => void;
export type SpeechTableRow = { [T in SpeechEventType]?: Handler<T> };

export const set = (step: SpeechStep, patch: Partial<SpeechMachineState>) => void (step.state = { ...step.state, ...patch });
export const emit = (step: SpeechStep, ...effects: SpeechEffect[]) => void step.effects.push(...effects);
export const restingPhase = (state: SpeechMachineState) => (state.isClosed ? 'closed' : 'idle');

// --- Recording and recognition ---------------------------------------------------------------------------------

/** Starts a recording where the microphone is open and the browser can record; false where it cannot. */
export function startRecording(step: SpeechStep, slot: RecordingSlot): boolean {
  if (!step.state.hasMicrophone || !step.state.context.canRecord) return false;
  set(step, { recording: { ...step.state.recording, [slot]: true } });
  emit(step, { type: 'startRecording', slot });
  return true;
}

export function cancelRecording(step: SpeechStep, slot: RecordingSlot): void {
  if (!step.state.recording[slot]) return;
  set(step, { recording: { ...step.state.recording, [slot]: false } });
  emit(step, { type: 'cancelRecording', slot });
}

export function startRecognizer(step: SpeechStep): void {
  const id = step.state.recognizerCount + 1;
  set(step, { recognizer: id, recognizerCount: id });
  emit(step, { type: 'startRecognizer', id });
}

/** While the character speaks, listen for the learner cutting in. */
export function armBargeIn(step: SpeechStep): void {
  set(step, { bargeIn: QUIET });
  const { listening, context, recognizer, recording } = step.state;
  if (listening === 'recognition' && context.hasRecognition && recognizer === null) startRecognizer(step);
  if (listening === 'recording' && !recording.standby) startRecording(step, 'standby');
}

export function disarmBargeIn(step: SpeechStep): void {
  cancelRecording(step, 'standby');
  if (step.state.recognizer !== null) emit(step, { type: 'cancelRecognizer', id: step.state.recognizer });
  set(step, { recognizer: null });
}

export function stopListening(step: SpeechStep): void {
  disarmBargeIn(step);
  cancelRecording(step, 'answer');
  emit(step, { type: 'cancelHeard' });
}

export function releaseMicrophone(step: SpeechStep): void {
  if (step.state.hasMicrophone) emit(step, { type: 'releaseMicrophone' });
  set(step, { hasMicrophone: false });
}

/**
 * Typing from now on: the microphone is closed, so nothing it hears (the character's own voice, a noise) can
 * cut the character short; only a typed line does.
 */
export function switchToTyping(step: SpeechStep, patch: Partial<SpeechMachineState> = {}): void {
  disarmBargeIn(step);
  cancelRecording(step, 'answer');
  releaseMicrophone(step);
  set(step, { ...patch, listening: 'text', level: 0, heard: '', inputNotice: textModeNotice(step.state) });
}

/** The browser's recognition failed: record for the server where it can transcribe, else type. */
export function switchToFallback(step: SpeechStep): void {
  const { hasMicrophone, context, capabilities } = step.state;
  const mode = chooseListeningMode({ hasRecognition: false, canRecord: hasMicrophone && context.canRecord, capabilities });
  if (mode === 'text') switchToTyping(step);
  else set(step, { listening: mode, inputNotice: null });
}

// --- Turn-taking -----------------------------------------------------------------------------------------------

export function listen(step: SpeechStep, at: number): void {
  if (step.state.isClosed) return;
  emit(step, { type: 'cancelHeard' });
  const { listening } = step.state;
  if (listening === 'text' || listening === null) return set(step, { phase: 'idle', heard: '' });
  set(step, { phase: 'listening', heard: '' });
  if (listening === 'recognition') {
    if (step.state.recognizer === null && step.state.context.hasRecognition) startRecognizer(step);
    return;
  }
  if (step.state.recording.answer) return;
  let hasRecording = true;
  if (step.state.recording.standby) {
    set(step, { recording: { answer: true, standby: false } });
    emit(step, { type: 'adoptStandby' });
  } else {
    hasRecording = startRecording(step, 'answer');
  }
  set(step, { endOfSpeech: QUIET, recordingStartedAt: at });
  if (!hasRecording) set(step, { phase: 'idle' });
}

/** The line the voice was saying has ended. */
export function afterLine(step: SpeechStep, at: number): void {
  disarmBargeIn(step);
  if (step.state.isClosed) {
    set(step, { phase: 'closed' });
    releaseMicrophone(step);
  } else {
    listen(step, at);
  }
}

/**
 * The learner spoke over the character (`hasSpoken`) or pressed the button: stop the voice, keep the reply as
 * far as it was said, listen.
 */
export function cutIn(step: SpeechStep, at: number, hasSpoken: boolean): void {
  const cut = step.state.line;
  set(step, { turn: step.state.turn + 1, line: null });
  emit(step, { type: 'stopVoice', saveAsSaid: cut?.kind === 'reply' });
  if (step.state.listening === 'recording') {
    // What was recorded while the character spoke holds the learner's first words.
    if (step.state.recording.standby) emit(step, { type: 'adoptStandby' });
    set(step, { recording: { answer: step.state.recording.standby, standby: false }, endOfSpeech: QUIET, recordingStartedAt: at });
    // Their first words are in the recording already: a pause after them ends the answer.
    if (hasSpoken) set(step, { endOfSpeech: markSpeech(QUIET, at) });
  }
  set(step, { phase: 'listening', heard: '' });
  listen(step, at);
}

export function submit(step: SpeechStep, text: string): void {
  if (step.state.isClosed) return;
  stopListening(step);
  const turn = step.state.turn + 1;
  set(step, { turn, phase: 'thinking', heard: '', error: null, line: { kind: 'reply', text: '' } });
  emit(step, { type: 'beginLine' }, { type: 'send', text, turn });
}

export function stopAndSend(step: SpeechStep): void {
  if (step.state.listening === 'recognition') {
    // The recognizer delivers what it heard (`recognizerFinal`).
    if (step.state.recognizer !== null) emit(step, { type: 'finishRecognizer', id: step.state.recognizer });
    else set(step, { phase: 'idle' });
    return;
  }
  if (!step.state.recording.answer) return;
  set(step, { recording: { ...step.state.recording, answer: false }, phase: 'transcribing', level: 0 });
  emit(step, { type: 'transcribe', turn: step.state.turn });
}

/** Shows the microphone's level (at most every LEVEL_DISPLAY_INTERVAL_MS); false once the microphone is closed. */
export function showLevel(step: SpeechStep, { level, at }: EventOf<'level'>): boolean {
  if (!step.state.hasMicrophone) return false;
  if (level !== step.state.level && at - step.state.lastLevelShownAt >= LEVEL_DISPLAY_INTERVAL_MS) set(step, { level, lastLevelShownAt: at });
  return true;
}

/** A recognizer's failure (ignored when it is not the one listening): true when it was handled. */
export function recognitionFailed(step: SpeechStep, { id }: EventOf<'recognizerFailed'>): boolean {
  if (id !== step.state.recognizer) return false;
  set(step, { recognizer: null });
  emit(step, { type: 'rememberRecognitionFailed' });
  switchToFallback(step);
  return true;
}

export const isCurrent = (step: SpeechStep, event: { turn: number }) => event.turn === step.state.turn;
