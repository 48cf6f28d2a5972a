import { describe, expect, it } from 'vitest';
import { uiText } from '@/i18n/ui-text.ts';
import { SPEECH_TABLE, transition } from './speech-session-machine.ts';
import { AT, capabilities, event, PHASE_CASES, type TransitionCase } from './speech-session-machine.cases.ts';
import { initialMachineState, type MachinePhase, type SpeechEvent, type SpeechEventType, type SpeechMachineState } from './speech-session-state.ts';

const PHASES = Object.keys(SPEECH_TABLE) as MachinePhase[];

/** One event of every kind, for the transitions a phase does not list. */
const SAMPLES: Record<SpeechEventType, SpeechEvent> = {
  start: event({ type: 'start' }),
  toggleTalking: event({ type: 'toggleTalking' }),
  stopAndSend: event({ type: 'stopAndSend' }),
  sendTyped: event({ type: 'sendTyped', text: 'Hello' }),
  close: event({ type: 'close' }),
  dispose: event({ type: 'dispose' }),
  prepared: event({ type: 'prepared', capabilities: capabilities(true, true), microphoneStatus: 'listening', hasMicrophone: true, hasBrowserVoice: false, openingLine: 'Hi.' }),
  level: event({ type: 'level', level: 40 }),
  heardShown: event({ type: 'heardShown', text: 'I want' }),
  recognizerTranscript: event({ type: 'recognizerTranscript', text: 'I want' }),
  recognizerFinal: event({ type: 'recognizerFinal', id: 1, text: 'I want' }),
  recognizerFailed: event({ type: 'recognizerFailed', id: 1 }),
  recordingFailed: event({ type: 'recordingFailed', slot: 'answer', message: 'Busy.' }),
  transcribed: event({ type: 'transcribed', turn: 1, text: 'I want' }),
  transcriptionFailed: event({ type: 'transcriptionFailed', turn: 1, isOff: false, message: 'Down.' }),
  replyChunk: event({ type: 'replyChunk', turn: 1, chunk: 'Hi.', replySoFar: 'Hi.' }),
  sendSettled: event({ type: 'sendSettled', turn: 1, isSent: true }),
  lineEnded: event({ type: 'lineEnded', turn: 1 }),
  speakingChanged: event({ type: 'speakingChanged', isSpeaking: true }),
  voiceFailed: event({ type: 'voiceFailed', isOff: false, message: 'Boom.' }),
};

/** A session under way: recording answers for the server, the server's voice, turn 1; `given` on top. */
function machine(phase: MachinePhase, given: Partial<SpeechMachineState> = {}): SpeechMachineState {
  return {
    ...initialMachineState({ language: 'en-US', characterName: 'Maria', hasRecognition: true, canRecord: true }),
    phase,
    listening: 'recording',
    voice: 'server',
    capabilities: capabilities(true, true),
    microphoneStatus: 'listening',
    hasMicrophone: true,
    turn: 1,
    ...given,
  };
}

/** The events every live phase handles alike (speech-session-machine.ts, ALWAYS), as cases for `phase`. */
const ALWAYS_CASES: Partial<Record<SpeechEventType, (phase: MachinePhase) => TransitionCase[]>> = {
  close: (phase) => {
    const isReplying = phase === 'speaking' || phase === 'thinking';
    return [{
      name: isReplying ? 'stops listening; the reply under way is still heard' : 'stops listening and releases the microphone',
      given: { recording: { answer: true, standby: false } },
      event: SAMPLES.close,
      then: { isClosed: true, phase: isReplying ? phase : 'closed', recording: { answer: false, standby: false } },
      effects: [{ type: 'cancelRecording', slot: 'answer' }, { type: 'cancelHeard' }, { type: 'abortTranscription' }, ...(isReplying ? [] : [{ type: 'releaseMicrophone' as const }])],
    }];
  },
  dispose: () => [{
    name: 'stops everything; later events of this turn are ignored',
    given: { line: { kind: 'reply', text: 'Hi.' }, recording: { answer: false, standby: true } },
    event: SAMPLES.dispose,
    then: { phase: 'disposed', turn: 2, line: null, hasMicrophone: false },
    effects: [{ type: 'stopVoice', saveAsSaid: false }, { type: 'cancelRecording', slot: 'standby' }, { type: 'cancelHeard' }, { type: 'abortTranscription' }, { type: 'releaseMicrophone' }],
  }],
  level: () => [
    { name: 'shows the level', event: SAMPLES.level, then: { level: 40, lastLevelShownAt: AT }, effects: [] },
    { name: 'shows it at most every 100 ms', given: { level: 10, lastLevelShownAt: AT - 50 }, event: SAMPLES.level, then: { level: 10 }, effects: [] },
  ],
  heardShown: () => [{ name: 'shows the words heard', event: SAMPLES.heardShown, then: { heard: 'I want' }, effects: [] }],
  recognizerFinal: () => [{ name: 'forgets the recognizer', given: { recognizer: 1 }, event: SAMPLES.recognizerFinal, then: { recognizer: null }, effects: [] }],
  recognizerFailed: () => [{ name: 'remembers the failure and falls back to recording', given: { listening: 'recognition', recognizer: 1 }, event: SAMPLES.recognizerFailed, then: { recognizer: null, listening: 'recording', inputNotice: null }, effects: [{ type: 'rememberRecognitionFailed' }] }],
  recordingFailed: () => [{ name: 'says why the recording could not start', given: { recording: { answer: false, standby: true } }, event: event({ type: 'recordingFailed', slot: 'standby', message: 'Busy.' }), then: { error: uiText('speechNotice.recordingFailed', { reason: 'Busy.' }), recording: { answer: false, standby: false } }, effects: [] }],
  speakingChanged: (phase) => [
    { name: 'the voice is heard: records in case the learner cuts in', event: SAMPLES.speakingChanged, then: { phase, isSpeaking: true, recording: { answer: false, standby: true } }, effects: [{ type: 'startRecording', slot: 'standby' }] },
    { name: 'the voice is silent', given: { isSpeaking: true }, event: event({ type: 'speakingChanged', isSpeaking: false }), then: { phase, isSpeaking: false }, effects: [] },
  ],
  voiceFailed: () => [
    { name: 'the server’s voice is off and the browser has none: text only, says so', event: event({ type: 'voiceFailed', isOff: true, message: 'Off.' }), then: { voice: 'none', voiceNotice: uiText('speechNotice.voiceOff', { name: 'Maria', language: uiText('session.languageLabel.en-US') }) }, effects: [{ type: 'setEngine', source: 'none' }] },
    { name: 'the browser’s voice failed: the server speaks from the next line on', given: { voice: 'browser' }, event: SAMPLES.voiceFailed, then: { voice: 'server', error: uiText('speechNotice.sentenceFailed', { reason: 'Boom.' }) }, effects: [{ type: 'setEngine', source: 'server' }] },
  ],
};

function casesFor(phase: MachinePhase, type: SpeechEventType): TransitionCase[] {
  return PHASE_CASES[phase]?.[type] ?? ALWAYS_CASES[type]?.(phase) ?? [];
}

describe('the speech session’s transition table', () => {
  for (const phase of PHASES) {
    describe(phase, () => {
      const handled = Object.keys(SPEECH_TABLE[phase]) as SpeechEventType[];
      for (const type of handled) {
        const cases = casesFor(phase, type);
        it(`${type}: has a test`, () => expect(cases.length).toBeGreaterThan(0));
        for (const { name, given, event: happening, then = {}, effects } of cases) {
          it(`${type}: ${name}`, () => {
            const before = machine(phase, given);
            const step = transition(before, happening);
            expect(step.state).toMatchObject({ phase, ...then });
            expect(step.effects).toEqual(effects);
            // The state before is left as it was: a transition makes a new one.
            expect(before).toEqual(machine(phase, given));
          });
        }
      }
      const ignored = (Object.keys(SAMPLES) as SpeechEventType[]).filter((type) => !handled.includes(type));
      it.each(ignored)('%s: not handled here, changes nothing', (type) => {
        const before = machine(phase, { line: { kind: 'reply', text: 'Hi.' }, recognizer: 1, recording: { answer: true, standby: true } });
        const step = transition(before, SAMPLES[type]);
        expect(step.state).toBe(before);
        expect(step.effects).toEqual([]);
      });
    });
  }

  it('every kind of event is handled somewhere, and every listed case belongs to a transition in the table', () => {
    const handledAnywhere = new Set(PHASES.flatMap((phase) => Object.keys(SPEECH_TABLE[phase])));
    expect([...handledAnywhere].sort()).toEqual(Object.keys(SAMPLES).sort());
    for (const [phase, row] of Object.entries(PHASE_CASES)) {
      for (const type of Object.keys(row)) expect(SPEECH_TABLE[phase as MachinePhase], `${phase} × ${type}`).toHaveProperty(type);
    }
  });
});
