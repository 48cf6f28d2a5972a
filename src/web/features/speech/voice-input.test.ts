import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SpeechCapabilitiesAnswer } from '@shared/contracts/speech.ts';
import { FakeRecognition } from './fake-recognition.ts';
import { cannotHearLearner, describeVoiceInput, listenForWords, probeRecognition, recalledRecognition, rememberRecognition, RECOGNITION_PROBE_MS, type VoiceInputFacts } from './voice-input.ts';

function capabilities(transcribe: boolean, synthesize = true): SpeechCapabilitiesAnswer {
  return {
    transcribe: { available: transcribe, engine: transcribe ? 'openai-compatible' : null, message: transcribe ? null : "This server doesn't turn recorded speech into text." },
    synthesize: { available: synthesize, engine: synthesize ? 'espeak-ng' : null, message: null, content_type: synthesize ? 'audio/wav' : null },
  };
}

const facts = (patch: Partial<VoiceInputFacts>): VoiceInputFacts => ({
  hasRecognition: false,
  recognition: null,
  canRecord: true,
  capabilities: capabilities(false),
  hasBrowserVoice: false,
  characterName: 'Sarah',
  ...patch,
});

describe('describeVoiceInput', () => {
  it('says in plain words that the learner will type where nothing here can hear them', () => {
    const typing = { kind: 'typing', text: "Voice input isn't available here, so you'll type your answers and Sarah will answer out loud." };
    expect(describeVoiceInput(facts({}))).toEqual(typing);
    // A recognition that failed its check counts for nothing, and a server that transcribes needs a browser that records.
    expect(describeVoiceInput(facts({ hasRecognition: true, recognition: 'unavailable' }))).toEqual(typing);
    expect(describeVoiceInput(facts({ canRecord: false, capabilities: capabilities(true) }))).toEqual(typing);
    expect(describeVoiceInput(facts({ capabilities: capabilities(false, false) })).text).toBe("Voice input and voices aren't available here, so you'll type your answers and read Sarah's lines.");
  });

  it('says the learner answers out loud where the server transcribes or the browser understood them', () => {
    expect(describeVoiceInput(facts({ capabilities: capabilities(true) })).kind).toBe('voice');
    expect(describeVoiceInput(facts({ hasRecognition: true, recognition: 'listening' })).kind).toBe('voice');
    expect(describeVoiceInput(facts({ hasRecognition: true, recognition: 'works' })).text).toMatch(/understood you in the microphone test/);
  });

  it('leaves an unchecked browser recognition to the microphone test, without promising', () => {
    expect(describeVoiceInput(facts({ hasRecognition: true }))).toMatchObject({ kind: 'unknown' });
  });
});

describe('cannotHearLearner', () => {
  it('is true only when it is known that nothing here hears the learner', () => {
    expect(cannotHearLearner(facts({}))).toBe(true);
    expect(cannotHearLearner(facts({ hasRecognition: true, recognition: 'unavailable' }))).toBe(true);
    expect(cannotHearLearner(facts({ canRecord: false, capabilities: capabilities(true) }))).toBe(true);
    // An unreadable server answer hears nothing, as in the session.
    expect(cannotHearLearner(facts({ capabilities: null }))).toBe(true);
  });

  it('is false where the server transcribes, the browser recognition ran, or it was never tried', () => {
    expect(cannotHearLearner(facts({ capabilities: capabilities(true) }))).toBe(false);
    expect(cannotHearLearner(facts({ hasRecognition: true, recognition: 'works' }))).toBe(false);
    expect(cannotHearLearner(facts({ hasRecognition: true, recognition: 'listening' }))).toBe(false);
    expect(cannotHearLearner(facts({ hasRecognition: true }))).toBe(false);
  });

  it('agrees with the words the Meet page shows', () => {
    const cases: Partial<VoiceInputFacts>[] = [{}, { hasRecognition: true }, { hasRecognition: true, recognition: 'unavailable' }, { capabilities: capabilities(true) }, { canRecord: false, capabilities: capabilities(true) }];
    for (const patch of cases) expect(cannotHearLearner(facts(patch))).toBe(describeVoiceInput(facts(patch)).kind === 'typing');
  });
});

describe('the browser recognition checks', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeRecognition.reset({ endsBySelf: true });
  });
  afterEach(() => vi.useRealTimers());

  it('probe: a recognition that fails (no network for its service) is "failed"; one still listening is "listening"', async () => {
    FakeRecognition.failWith = 'network';
    const failed = probeRecognition(FakeRecognition, 'en-US');
    await vi.advanceTimersByTimeAsync(20);
    await expect(failed).resolves.toBe('failed');

    FakeRecognition.reset({ endsBySelf: true });
    const listening = probeRecognition(FakeRecognition, 'en-US');
    await vi.advanceTimersByTimeAsync(RECOGNITION_PROBE_MS);
    await expect(listening).resolves.toBe('listening');
    expect(FakeRecognition.instances.at(-1)?.calls).toEqual(['start', 'abort']);
  });

  it('say "hello": the words understood, nothing, or a recognition that cannot run', async () => {
    const heard = listenForWords(FakeRecognition, 'en-US');
    (FakeRecognition.instances.at(-1) as FakeRecognition).hear(['hello', true]);
    await expect(heard.result).resolves.toEqual({ outcome: 'heard', text: 'hello' });

    const silent = listenForWords(FakeRecognition, 'en-US', 2_000);
    await vi.advanceTimersByTimeAsync(3_100);
    await expect(silent.result).resolves.toEqual({ outcome: 'nothing-heard' });

    FakeRecognition.failWith = 'audio-capture';
    const failing = listenForWords(FakeRecognition, 'en-US');
    await vi.advanceTimersByTimeAsync(20);
    await expect(failing.result).resolves.toEqual({ outcome: 'failed' });
  });

  it('remembers per language what it learned', () => {
    const values = new Map<string, string>();
    const storage = { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
    expect(recalledRecognition('en-US', storage)).toBeNull();
    rememberRecognition('en-US', 'unavailable', storage);
    expect(recalledRecognition('en-US', storage)).toBe('unavailable');
    expect(recalledRecognition('id-ID', storage)).toBeNull();
  });
});
