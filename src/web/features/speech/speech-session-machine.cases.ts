// For speech-session-machine.test.ts: what each transition in the table does, phase by phase. A case is the state
// before (over the test's defaults), the event, what the state must then hold, and exactly the effects asked for.
import type { SpeechCapabilitiesAnswer } from '@shared/contracts/speech.ts';
import { uiText } from '@/i18n/ui-text.ts';
import type { MachinePhase, SpeechEffect, SpeechEvent, SpeechEventType, SpeechMachineState } from './speech-session-state.ts';
import { QUIET } from './voice-activity.ts';

/** The time of every event. */
export const AT = 100_000;

export interface TransitionCase {
  name: string;
  given?: Partial<SpeechMachineState>;
  event: SpeechEvent;
  then?: Partial<SpeechMachineState>;
  effects: SpeechEffect[];
}

export function capabilities(transcribe: boolean, synthesize: boolean): SpeechCapabilitiesAnswer {
  return {
    transcribe: { available: transcribe, engine: transcribe ? 'openai-compatible' : null, message: null },
    synthesize: { available: synthesize, engine: synthesize ? 'espeak-ng' : null, message: null, content_type: synthesize ? 'audio/wav' : null },
  };
}

type Body = SpeechEvent extends infer E ? (E extends SpeechEvent ? Omit<E, 'at'> : never) : never;
export const event = (body: Body): SpeechEvent => ({ ...body, at: AT }) as SpeechEvent;

const OPENING = 'Good morning. What brings you here today?';
const REPLY = { kind: 'reply' as const, text: 'No. That is our final offer.' };
const sent = (text: string, turn: number): SpeechEffect[] => [{ type: 'beginLine' }, { type: 'send', text, turn }];
const opened = { capabilities: capabilities(true, true), microphoneStatus: 'listening' as const, hasMicrophone: true, hasBrowserVoice: false };
const nothing = (name: string, given: Partial<SpeechMachineState>, body: Body): TransitionCase => ({ name, given, event: event(body), effects: [] });

export const PHASE_CASES: Partial<Record<MachinePhase, Partial<Record<SpeechEventType, TransitionCase[]>>>> = {
  ready: {
    start: [{ name: 'unlocks audio in the click and prepares', given: { error: uiText('speechNotice.noWords') }, event: event({ type: 'start' }), then: { phase: 'preparing', error: null }, effects: [{ type: 'unlockAudio' }, { type: 'prepare' }] }],
    sendTyped: [
      { name: 'sends the line', event: event({ type: 'sendTyped', text: 'Hello' }), then: { phase: 'thinking', turn: 2, line: { kind: 'reply', text: '' } }, effects: [{ type: 'cancelHeard' }, ...sent('Hello', 2)] },
      nothing('sends no blank line', {}, { type: 'sendTyped', text: '   ' }),
    ],
  },
  preparing: {
    prepared: [
      {
        name: 'chooses recognition and the server voice, then speaks the opening line',
        given: { hasMicrophone: false, listening: null, voice: null, capabilities: null },
        event: event({ type: 'prepared', ...opened, openingLine: OPENING }),
        then: { phase: 'preparing', listening: 'recognition', voice: 'server', voiceNotice: null, hasMicrophone: true, turn: 2, line: { kind: 'saved', text: OPENING } },
        effects: [{ type: 'startTicker' }, { type: 'setEngine', source: 'server' }, { type: 'beginLine' }, { type: 'sayChunk', chunk: OPENING }, { type: 'finishLine', turn: 2 }],
      },
      {
        name: 'with the microphone blocked and no voice: the text box, with both reasons',
        given: { hasMicrophone: false, listening: null, voice: null },
        event: event({ type: 'prepared', capabilities: capabilities(true, false), microphoneStatus: 'denied', hasMicrophone: false, hasBrowserVoice: false, openingLine: null }),
        then: { phase: 'idle', listening: 'text', voice: 'none', inputNotice: uiText('speechNotice.microphoneDenied'), voiceNotice: uiText('speechNotice.voiceOff', { name: 'Maria', language: uiText('session.languageLabel.en-US') }) },
        effects: [{ type: 'setEngine', source: 'none' }, { type: 'cancelHeard' }],
      },
    ],
    speakingChanged: [{ name: 'the opening line is heard: listens for the learner cutting in', given: { listening: 'recognition' }, event: event({ type: 'speakingChanged', isSpeaking: true }), then: { phase: 'speaking', isSpeaking: true, recognizer: 1 }, effects: [{ type: 'startRecognizer', id: 1 }] }],
    lineEnded: [
      { name: 'the opening line is over: listens', given: { turn: 2, listening: 'recognition', line: { kind: 'saved', text: OPENING } }, event: event({ type: 'lineEnded', turn: 2 }), then: { phase: 'listening', line: null, recognizer: 1 }, effects: [{ type: 'cancelHeard' }, { type: 'startRecognizer', id: 1 }] },
      nothing('ignores a line of an earlier turn', { turn: 2 }, { type: 'lineEnded', turn: 1 }),
    ],
  },
  idle: {
    toggleTalking: [
      { name: 'starts recording the answer', given: { error: uiText('speechNotice.noWords') }, event: event({ type: 'toggleTalking' }), then: { phase: 'listening', error: null, recording: { answer: true, standby: false }, recordingStartedAt: AT }, effects: [{ type: 'cancelHeard' }, { type: 'startRecording', slot: 'answer' }] },
      nothing('does nothing while the learner types', { listening: 'text' }, { type: 'toggleTalking' }),
    ],
    sendTyped: [{ name: 'sends the line', event: event({ type: 'sendTyped', text: 'Hello' }), then: { phase: 'thinking', turn: 2 }, effects: [{ type: 'cancelHeard' }, ...sent('Hello', 2)] }],
  },
  listening: {
    toggleTalking: [{ name: 'stops the recording and has it transcribed', given: { recording: { answer: true, standby: false }, level: 30 }, event: event({ type: 'toggleTalking' }), then: { phase: 'transcribing', level: 0, recording: { answer: false, standby: false } }, effects: [{ type: 'transcribe', turn: 1 }] }],
    stopAndSend: [
      { name: 'asks the recognizer for its final words', given: { listening: 'recognition', recognizer: 4 }, event: event({ type: 'stopAndSend' }), then: { phase: 'listening' }, effects: [{ type: 'finishRecognizer', id: 4 }] },
      { name: 'without a recognizer, goes back to waiting', given: { listening: 'recognition' }, event: event({ type: 'stopAndSend' }), then: { phase: 'idle' }, effects: [] },
      nothing('without a recording, does nothing', {}, { type: 'stopAndSend' }),
    ],
    sendTyped: [{ name: 'drops the recording and sends the typed line', given: { recording: { answer: true, standby: false } }, event: event({ type: 'sendTyped', text: 'Fine' }), then: { phase: 'thinking', recording: { answer: false, standby: false } }, effects: [{ type: 'cancelRecording', slot: 'answer' }, { type: 'cancelHeard' }, ...sent('Fine', 2)] }],
    recognizerTranscript: [{ name: 'shows the words heard', given: { listening: 'recognition', recognizer: 4 }, event: event({ type: 'recognizerTranscript', text: 'I want' }), effects: [{ type: 'showHeard', text: 'I want' }] }],
    recognizerFinal: [
      { name: 'sends the final words', given: { listening: 'recognition', recognizer: 4 }, event: event({ type: 'recognizerFinal', id: 4, text: 'I want a discount' }), then: { phase: 'thinking', recognizer: null }, effects: [{ type: 'cancelHeard' }, ...sent('I want a discount', 2)] },
      { name: 'nothing heard: back to waiting', given: { listening: 'recognition', recognizer: 4, heard: 'uh' }, event: event({ type: 'recognizerFinal', id: 4, text: '' }), then: { phase: 'idle', heard: '', recognizer: null }, effects: [] },
      nothing('ignores a recognizer that is not listening', { listening: 'recognition', recognizer: 4 }, { type: 'recognizerFinal', id: 3, text: 'old words' }),
    ],
    recognizerFailed: [{ name: 'falls back to recording and listens on', given: { listening: 'recognition', recognizer: 4 }, event: event({ type: 'recognizerFailed', id: 4 }), then: { phase: 'listening', listening: 'recording', recognizer: null, recording: { answer: true, standby: false } }, effects: [{ type: 'rememberRecognitionFailed' }, { type: 'cancelHeard' }, { type: 'startRecording', slot: 'answer' }] }],
    recordingFailed: [{ name: 'the answer cannot be recorded: says so and waits', given: { recording: { answer: true, standby: false } }, event: event({ type: 'recordingFailed', slot: 'answer', message: 'Busy.' }), then: { phase: 'idle', error: uiText('speechNotice.recordingFailed', { reason: 'Busy.' }), recording: { answer: false, standby: false } }, effects: [] }],
    level: [
      {
        name: '1.2 s of quiet after speech ends the answer',
        given: { recording: { answer: true, standby: false }, recordingStartedAt: AT - 3_000, endOfSpeech: { onsetAt: AT - 2_000, lastVoiceAt: AT - 1_200, hasSpeech: true, hasEnded: false } },
        event: event({ type: 'level', level: 0 }),
        then: { phase: 'transcribing' },
        effects: [{ type: 'transcribe', turn: 1 }],
      },
      { name: '20 s without speech: the recording starts afresh', given: { recording: { answer: true, standby: false }, recordingStartedAt: AT - 20_000 }, event: event({ type: 'level', level: 0 }), then: { phase: 'listening', recordingStartedAt: AT }, effects: [{ type: 'cancelRecording', slot: 'answer' }, { type: 'startRecording', slot: 'answer' }] },
      { name: 'shows the level', event: event({ type: 'level', level: 40 }), then: { level: 40, lastLevelShownAt: AT }, effects: [] },
    ],
  },
  transcribing: {
    transcribed: [
      { name: 'sends the transcript', event: event({ type: 'transcribed', turn: 1, text: 'A better price.' }), then: { phase: 'thinking', turn: 2 }, effects: [{ type: 'cancelHeard' }, ...sent('A better price.', 2)] },
      { name: 'no words: says so', event: event({ type: 'transcribed', turn: 1, text: ' ' }), then: { phase: 'idle', error: uiText('speechNotice.noWords') }, effects: [] },
      nothing('ignores an earlier turn', {}, { type: 'transcribed', turn: 0, text: 'late' }),
    ],
    transcriptionFailed: [
      {
        name: 'the server has no speech to text: the text box, the microphone closed',
        event: event({ type: 'transcriptionFailed', turn: 1, isOff: true, message: 'Speech to text is off.' }),
        then: { phase: 'idle', listening: 'text', hasMicrophone: false, inputNotice: uiText('speechNotice.typeInsteadHeard', { name: 'Maria' }) },
        effects: [{ type: 'releaseMicrophone' }],
      },
      { name: 'another failure: says so and waits', event: event({ type: 'transcriptionFailed', turn: 1, isOff: false, message: 'Network down.' }), then: { phase: 'idle', listening: 'recording', error: uiText('speechNotice.transcriptionFailed', { reason: 'Network down.' }) }, effects: [] },
    ],
  },
  thinking: {
    speakingChanged: [{ name: 'the reply is heard: records in case the learner cuts in', event: event({ type: 'speakingChanged', isSpeaking: true }), then: { phase: 'speaking', isSpeaking: true, recording: { answer: false, standby: true } }, effects: [{ type: 'startRecording', slot: 'standby' }] }],
    replyChunk: [
      { name: 'speaks the reply as it comes', given: { line: { kind: 'reply', text: '' } }, event: event({ type: 'replyChunk', turn: 1, chunk: 'Hello. We', replySoFar: 'Hello. We' }), then: { line: { kind: 'reply', text: 'Hello. We' } }, effects: [{ type: 'sayChunk', chunk: 'Hello. We' }] },
      nothing('ignores an earlier turn', { line: { kind: 'reply', text: '' } }, { type: 'replyChunk', turn: 0, chunk: 'old', replySoFar: 'old' }),
    ],
    sendSettled: [
      { name: 'sent: the rest of the reply is spoken', event: event({ type: 'sendSettled', turn: 1, isSent: true }), effects: [{ type: 'finishLine', turn: 1 }] },
      { name: 'not sent: the voice stops and the learner may try again', given: { line: REPLY, recording: { answer: false, standby: true } }, event: event({ type: 'sendSettled', turn: 1, isSent: false }), then: { phase: 'idle', line: null }, effects: [{ type: 'stopVoice', saveAsSaid: false }, { type: 'cancelRecording', slot: 'standby' }] },
    ],
    lineEnded: [{ name: 'a reply with no voice has ended: listens', given: { line: REPLY }, event: event({ type: 'lineEnded', turn: 1 }), then: { phase: 'listening', line: null }, effects: [{ type: 'cancelHeard' }, { type: 'startRecording', slot: 'answer' }] }],
  },
  speaking: {
    toggleTalking: [{ name: 'cuts in: the reply is kept as said, the standby recording becomes the answer', given: { line: REPLY, recording: { answer: false, standby: true } }, event: event({ type: 'toggleTalking' }), then: { phase: 'listening', turn: 2, line: null, recording: { answer: true, standby: false }, endOfSpeech: QUIET }, effects: [{ type: 'stopVoice', saveAsSaid: true }, { type: 'adoptStandby' }, { type: 'cancelHeard' }] }],
    sendTyped: [
      { name: 'typing over the character cuts it short and sends', given: { listening: 'text', line: REPLY }, event: event({ type: 'sendTyped', text: 'Fifteen percent.' }), then: { phase: 'thinking', turn: 3 }, effects: [{ type: 'stopVoice', saveAsSaid: true }, { type: 'cancelHeard' }, { type: 'cancelHeard' }, ...sent('Fifteen percent.', 3)] },
      nothing('a blank line does not cut in', { listening: 'text', line: REPLY }, { type: 'sendTyped', text: ' ' }),
    ],
    recognizerTranscript: [
      nothing('the character’s own echo does not cut in', { listening: 'recognition', recognizer: 2, line: REPLY }, { type: 'recognizerTranscript', text: 'that is our final offer' }),
      { name: 'other words cut in and are shown', given: { listening: 'recognition', recognizer: 2, line: REPLY }, event: event({ type: 'recognizerTranscript', text: 'wait, what about terms' }), then: { phase: 'listening', turn: 2, line: null, recognizer: 2 }, effects: [{ type: 'stopVoice', saveAsSaid: true }, { type: 'cancelHeard' }, { type: 'showHeard', text: 'wait, what about terms' }] },
    ],
    recognizerFinal: [{ name: 'only the echo was heard: listens again', given: { listening: 'recognition', recognizer: 2, recognizerCount: 2 }, event: event({ type: 'recognizerFinal', id: 2, text: 'no' }), then: { phase: 'speaking', recognizer: 3 }, effects: [{ type: 'startRecognizer', id: 3 }] }],
    recognizerFailed: [{ name: 'falls back to a standby recording', given: { listening: 'recognition', recognizer: 2 }, event: event({ type: 'recognizerFailed', id: 2 }), then: { phase: 'speaking', listening: 'recording', recognizer: null, recording: { answer: false, standby: true } }, effects: [{ type: 'rememberRecognitionFailed' }, { type: 'startRecording', slot: 'standby' }] }],
    level: [
      {
        name: 'the learner’s voice held for 300 ms cuts in; their pause will end the answer',
        given: { line: REPLY, recording: { answer: false, standby: true }, bargeIn: { onsetAt: AT - 300, lastVoiceAt: AT - 50, hasSpeech: false, hasEnded: false } },
        event: event({ type: 'level', level: 30 }),
        then: { phase: 'listening', level: 30, turn: 2, recording: { answer: true, standby: false }, endOfSpeech: { ...QUIET, hasSpeech: true, lastVoiceAt: AT } },
        effects: [{ type: 'stopVoice', saveAsSaid: true }, { type: 'adoptStandby' }, { type: 'cancelHeard' }],
      },
      { name: 'with the browser’s recognition, sound alone does not cut in', given: { listening: 'recognition', line: REPLY }, event: event({ type: 'level', level: 80 }), then: { phase: 'speaking', level: 80 }, effects: [] },
    ],
    replyChunk: [{ name: 'speaks the reply as it comes', given: { line: { kind: 'reply', text: 'Hi.' } }, event: event({ type: 'replyChunk', turn: 1, chunk: ' Yes.', replySoFar: 'Hi. Yes.' }), then: { line: { kind: 'reply', text: 'Hi. Yes.' } }, effects: [{ type: 'sayChunk', chunk: ' Yes.' }] }],
    sendSettled: [nothing('ignores the send a cut-in superseded', { turn: 2 }, { type: 'sendSettled', turn: 1, isSent: true })],
    lineEnded: [{ name: 'the reply is over: the standby recording is dropped, a new answer recorded', given: { line: REPLY, recording: { answer: false, standby: true } }, event: event({ type: 'lineEnded', turn: 1 }), then: { phase: 'listening', line: null, recording: { answer: true, standby: false } }, effects: [{ type: 'cancelRecording', slot: 'standby' }, { type: 'cancelHeard' }, { type: 'startRecording', slot: 'answer' }] }],
  },
  closed: {
    prepared: [{ name: 'closed while preparing: sets up, then releases the microphone', given: { isClosed: true, hasMicrophone: false, listening: null, voice: null }, event: event({ type: 'prepared', ...opened, openingLine: OPENING }), then: { phase: 'closed', listening: 'recognition', voice: 'server', hasMicrophone: false, line: null }, effects: [{ type: 'startTicker' }, { type: 'setEngine', source: 'server' }, { type: 'releaseMicrophone' }] }],
  },
  disposed: {
    prepared: [
      { name: 'the page left while the microphone opened: it is closed', given: { hasMicrophone: false }, event: event({ type: 'prepared', ...opened, openingLine: OPENING }), then: { phase: 'disposed', hasMicrophone: false }, effects: [{ type: 'releaseMicrophone' }] },
      nothing('no microphone: nothing to close', { hasMicrophone: false }, { type: 'prepared', ...opened, hasMicrophone: false, openingLine: null }),
    ],
  },
};
