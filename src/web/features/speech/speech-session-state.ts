// The speech session's state, the events that move it and the effects it asks for, all as plain data: the
// vocabulary of speech-session-machine.ts (the rules) and speech-session-controller.ts (the driver).
import type { SessionLanguage } from '@shared/contracts/conversations-constants.ts';
import type { SpeechCapabilitiesAnswer } from '@shared/contracts/speech.ts';
import { uiText, type UiText } from '@/i18n/ui-text.ts';
import type { MicrophoneStatus } from '@/lib/use-microphone-level.ts';
import type { ListeningMode, VoiceSource } from './speech-modes.ts';
import { QUIET, type VoiceActivity } from './voice-activity.ts';

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

/** What the page shows. */
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
  inputNotice: UiText | null;
  /** Why the character's lines are not heard; null while they are. */
  voiceNotice: UiText | null;
  /** The last thing that went wrong with speech; cleared by the next turn. */
  error: UiText | null;
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

/** The machine's phases: the page's, and 'disposed' (the page has left; every event is ignored). */
export type MachinePhase = SpeechPhase | 'disposed';

/** What does not change during a session. */
export interface SpeechContext {
  language: SessionLanguage;
  /** The character's name; empty when it has none (the notices then say "the character"). */
  characterName: string;
  /** The browser has speech recognition (it may still fail). */
  hasRecognition: boolean;
  /** The browser can record (MediaRecorder). */
  canRecord: boolean;
}

export type RecordingSlot =
  /** The learner's answer being recorded. */
  | 'answer'
  /** Recorded while the character speaks: becomes the answer if the learner cuts in, else is thrown away. */
  | 'standby';

export interface SpeechMachineState extends Omit<SpeechSessionState, 'phase'> {
  phase: MachinePhase;
  context: SpeechContext;
  capabilities: SpeechCapabilitiesAnswer | null;
  microphoneStatus: MicrophoneStatus;
  hasMicrophone: boolean;
  hasBrowserVoice: boolean;
  /** The session can take no more turns (a reply under way is still spoken). */
  isClosed: boolean;
  /** Bumped whenever a turn is superseded: events of an older turn are ignored. */
  turn: number;
  /** What the voice is saying: a reply being streamed (cutting in saves how much was said) or a saved line. */
  line: { kind: 'reply' | 'saved'; text: string } | null;
  /** The id of the recognizer listening, or null. */
  recognizer: number | null;
  /** The last recognizer id given out. */
  recognizerCount: number;
  recording: { answer: boolean; standby: boolean };
  /** When the answer's recording started (ms, the events' clock). */
  recordingStartedAt: number;
  endOfSpeech: VoiceActivity;
  bargeIn: VoiceActivity;
  lastLevelShownAt: number;
}

export function initialMachineState(context: SpeechContext): SpeechMachineState {
  return {
    ...INITIAL_SPEECH_STATE,
    context,
    capabilities: null,
    microphoneStatus: 'idle',
    hasMicrophone: false,
    hasBrowserVoice: false,
    isClosed: false,
    turn: 0,
    line: null,
    recognizer: null,
    recognizerCount: 0,
    recording: { answer: false, standby: false },
    recordingStartedAt: 0,
    endOfSpeech: QUIET,
    bargeIn: QUIET,
    lastLevelShownAt: Number.NEGATIVE_INFINITY,
  };
}

/** What the page sees of the machine's state. */
export function toView(state: SpeechMachineState): SpeechSessionState {
  const { phase, listening, voice, isSpeaking, heard, level, inputNotice, voiceNotice, error } = state;
  return { phase: phase === 'disposed' ? 'closed' : phase, listening, voice, isSpeaking, heard, level, inputNotice, voiceNotice, error };
}

type EventBody =
  // From the learner, through the page.
  | { type: 'start' }
  | { type: 'toggleTalking' }
  | { type: 'stopAndSend' }
  | { type: 'sendTyped'; text: string }
  | { type: 'close' }
  | { type: 'dispose' }
  // From the browser and the server.
  | {
      type: 'prepared';
      capabilities: SpeechCapabilitiesAnswer | null;
      microphoneStatus: MicrophoneStatus;
      hasMicrophone: boolean;
      hasBrowserVoice: boolean;
      /** The character's last line when it is the last message (the opening line, or a resumed session's). */
      openingLine: string | null;
    }
  | { type: 'level'; level: number }
  | { type: 'heardShown'; text: string }
  | { type: 'recognizerTranscript'; text: string }
  | { type: 'recognizerFinal'; id: number; text: string }
  | { type: 'recognizerFailed'; id: number }
  | { type: 'recordingFailed'; slot: RecordingSlot; message: string }
  | { type: 'transcribed'; turn: number; text: string }
  | { type: 'transcriptionFailed'; turn: number; isOff: boolean; message: string }
  | { type: 'replyChunk'; turn: number; chunk: string; replySoFar: string }
  | { type: 'sendSettled'; turn: number; isSent: boolean }
  | { type: 'lineEnded'; turn: number }
  | { type: 'speakingChanged'; isSpeaking: boolean }
  | { type: 'voiceFailed'; isOff: boolean; message: string };

/** Every event carries the time it happened (ms, monotonic). */
export type SpeechEvent = EventBody & { at: number };
export type SpeechEventType = SpeechEvent['type'];

/** What the driver does for the machine. */
export type SpeechEffect =
  | { type: 'unlockAudio' }
  /** Open the microphone, ask the server what it can do, find a browser voice; then `prepared`. */
  | { type: 'prepare' }
  /** Read the microphone's level every LEVEL_INTERVAL_MS (`level`). */
  | { type: 'startTicker' }
  | { type: 'releaseMicrophone' }
  | { type: 'setEngine'; source: VoiceSource }
  | { type: 'startRecognizer'; id: number }
  | { type: 'finishRecognizer'; id: number }
  | { type: 'cancelRecognizer'; id: number }
  | { type: 'startRecording'; slot: RecordingSlot }
  | { type: 'cancelRecording'; slot: RecordingSlot }
  /** The standby recording becomes the answer. */
  | { type: 'adoptStandby' }
  /** Stop the answer's recording and have it transcribed; then `transcribed` or `transcriptionFailed`. */
  | { type: 'transcribe'; turn: number }
  | { type: 'abortTranscription' }
  /** Send the learner's line; `replyChunk` as the reply streams, then `sendSettled`. */
  | { type: 'send'; text: string; turn: number }
  /** A new line for the voice. */
  | { type: 'beginLine' }
  /** More of the line: its whole sentences are spoken. */
  | { type: 'sayChunk'; chunk: string }
  /** The line is complete: the rest is spoken, then `lineEnded`. */
  | { type: 'finishLine'; turn: number }
  /** Stop the voice; with `saveAsSaid`, the reply is saved as far as it was said. */
  | { type: 'stopVoice'; saveAsSaid: boolean }
  /** Show these words as heard (at most every TRANSCRIPT_THROTTLE_MS; `heardShown`). */
  | { type: 'showHeard'; text: string }
  | { type: 'cancelHeard' }
  | { type: 'rememberRecognitionFailed' };

const MICROPHONE_PROBLEMS: Partial<Record<MicrophoneStatus, string>> = {
  denied: 'speechNotice.microphoneDenied',
  'no-device': 'speechNotice.microphoneMissing',
  unsupported: 'speechNotice.microphoneUnsupported',
  error: 'speechNotice.microphoneFailed',
};

/** The character's name, or the catalogue's word for a character without one. */
const nameOf = ({ characterName }: SpeechContext): string | UiText => characterName || uiText('session.theCharacter');

export function voiceOffNotice(context: SpeechContext): UiText {
  return uiText('speechNotice.voiceOff', { name: nameOf(context), language: uiText(`session.languageLabel.${context.language}`) });
}

/** In words for the learner: no engine or setting names (those are for the operator, in the README). */
export function textModeNotice(state: SpeechMachineState): UiText {
  const problem = MICROPHONE_PROBLEMS[state.microphoneStatus];
  if (problem) return uiText(problem);
  return state.voice === 'none' ? uiText('speechNotice.typeInstead') : uiText('speechNotice.typeInsteadHeard', { name: nameOf(state.context) });
}
