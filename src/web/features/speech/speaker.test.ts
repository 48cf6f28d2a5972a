import { describe, expect, it } from 'vitest';
import { createSentenceSplitter, type ReplySentence } from '@shared/sentence-splitter.ts';
import { createSpeaker, type SpeechEngine, type SpeechPlayback } from './speaker.ts';

/** A playback the test ends by hand, as audio that takes time to play. */
class FakePlayback implements SpeechPlayback {
  isPlaying = false;
  isStopped = false;
  isDisposed = false;
  share = 0;
  private end: (() => void) | null = null;
  constructor(readonly text: string) {}
  play() {
    this.isPlaying = true;
    return new Promise<void>((resolve) => (this.end = resolve));
  }
  /** The sentence has been said to its end. */
  finishPlaying() {
    this.isPlaying = false;
    this.end?.();
  }
  stop() {
    this.isStopped = true;
    this.finishPlaying();
  }
  progress() {
    return this.share;
  }
  dispose() {
    this.isDisposed = true;
  }
}

class FakeEngine implements SpeechEngine {
  readonly prepared: FakePlayback[] = [];
  readonly signals: AbortSignal[] = [];
  failOn = new Set<string>();
  async prepare(text: string, signal: AbortSignal) {
    this.signals.push(signal);
    if (this.failOn.has(text)) throw new Error(`cannot say ${text}`);
    const playback = new FakePlayback(text);
    this.prepared.push(playback);
    return playback;
  }
  get playing() {
    return this.prepared.find((playback) => playback.isPlaying) ?? null;
  }
  byText(text: string) {
    return this.prepared.find((playback) => playback.text === text);
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function sentencesOf(reply: string): ReplySentence[] {
  const splitter = createSentenceSplitter();
  return [...splitter.push(reply), ...splitter.flush()];
}

const REPLY = 'I hear you. The price is fixed this year. Next year we can talk.';
const [FIRST, SECOND, THIRD] = sentencesOf(REPLY) as [ReplySentence, ReplySentence, ReplySentence];

describe('createSpeaker', () => {
  it('speaks the first sentence before the line has ended, then the rest in order, fetching one ahead', async () => {
    const engine = new FakeEngine();
    const changes: boolean[] = [];
    const speaker = createSpeaker(engine, { onSpeakingChange: (isSpeaking) => changes.push(isSpeaking) });
    speaker.begin();
    speaker.say(FIRST);
    await settle();
    expect(engine.playing?.text).toBe('I hear you.');
    expect(speaker.isSpeaking).toBe(true);

    speaker.say(SECOND);
    speaker.say(THIRD);
    await settle();
    // The second is fetched while the first plays; the third waits its turn.
    expect(engine.prepared.map((playback) => playback.text)).toEqual(['I hear you.', 'The price is fixed this year.']);

    const finished = speaker.finish();
    engine.byText('I hear you.')?.finishPlaying();
    await settle();
    expect(engine.playing?.text).toBe('The price is fixed this year.');
    expect(engine.prepared).toHaveLength(3);
    engine.byText('The price is fixed this year.')?.finishPlaying();
    await settle();
    engine.byText('Next year we can talk.')?.finishPlaying();

    await expect(finished).resolves.toEqual({ isComplete: true, spokenCharacters: REPLY.length });
    expect(changes).toEqual([true, false]);
    expect(engine.prepared.every((playback) => playback.isDisposed)).toBe(true);
  });

  it('stops at once and answers the whole sentences said plus the share of the one under way', async () => {
    const engine = new FakeEngine();
    const speaker = createSpeaker(engine);
    speaker.begin();
    speaker.say(FIRST);
    speaker.say(SECOND);
    speaker.say(THIRD);
    const finished = speaker.finish();
    await settle();
    engine.byText('I hear you.')?.finishPlaying();
    await settle();
    const second = engine.playing as FakePlayback;
    expect(second.text).toBe('The price is fixed this year.');
    second.share = 0.4;

    const spoken = speaker.stop();
    expect(REPLY.slice(0, spoken)).toBe('I hear you. The price is');
    expect(second.isStopped).toBe(true);
    expect(speaker.isSpeaking).toBe(false);
    await expect(finished).resolves.toEqual({ isComplete: false, spokenCharacters: spoken });
    await settle();
    // The third sentence's fetch is aborted or its audio freed; nothing plays after the stop.
    expect(engine.signals.every((signal) => signal.aborted)).toBe(true);
    expect(engine.prepared.every((playback) => playback.isDisposed)).toBe(true);
    expect(engine.playing).toBeNull();
  });

  it('answers 0 when stopped before the first sentence was heard, and 0 without a line', async () => {
    const engine = new FakeEngine();
    const speaker = createSpeaker(engine);
    expect(speaker.stop()).toBe(0);
    speaker.begin();
    expect(speaker.stop()).toBe(0);
    speaker.begin();
    speaker.say(FIRST);
    expect(speaker.stop()).toBe(0);
    await settle();
    expect(engine.playing).toBeNull();
  });

  it('skips a sentence that cannot be said, reports it, and goes on with the next', async () => {
    const engine = new FakeEngine();
    engine.failOn.add('I hear you.');
    const errors: unknown[] = [];
    const speaker = createSpeaker(engine, { onError: (error) => errors.push(error) });
    speaker.begin();
    speaker.say(FIRST);
    speaker.say(SECOND);
    const finished = speaker.finish();
    await settle();
    expect(errors).toHaveLength(1);
    expect(engine.playing?.text).toBe('The price is fixed this year.');
    engine.playing?.finishPlaying();
    await expect(finished).resolves.toEqual({ isComplete: true, spokenCharacters: SECOND.end });
  });

  it('without an engine, a line is only shown: it ends at once and nobody is reported speaking', async () => {
    const changes: boolean[] = [];
    const speaker = createSpeaker(null, { onSpeakingChange: (isSpeaking) => changes.push(isSpeaking) });
    speaker.begin();
    speaker.say(FIRST);
    speaker.say(SECOND);
    await expect(speaker.finish()).resolves.toEqual({ isComplete: true, spokenCharacters: SECOND.end });
    expect(changes).toEqual([]);
  });

  it('a new line stops the one under way', async () => {
    const engine = new FakeEngine();
    const speaker = createSpeaker(engine);
    speaker.begin();
    speaker.say(FIRST);
    const first = speaker.finish();
    await settle();
    speaker.begin();
    await expect(first).resolves.toMatchObject({ isComplete: false });
    expect(engine.byText('I hear you.')?.isStopped).toBe(true);
  });
});
