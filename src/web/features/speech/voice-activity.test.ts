import { describe, expect, it } from 'vitest';
import { BARGE_IN_HOLD_MS, createBargeInDetector, createEndOfSpeechDetector, END_OF_SPEECH_SILENCE_MS, micLevel, type VoiceActivityDetector } from './voice-activity.ts';

/** Feeds one reading every 50 ms from `startMs`; answers the events with the time they came. */
function feed(detector: VoiceActivityDetector, levels: number[], startMs = 0): [number, string][] {
  const events: [number, string][] = [];
  levels.forEach((level, index) => {
    const at = startMs + index * 50;
    const event = detector.update(level, at);
    if (event) events.push([at, event]);
  });
  return events;
}
const repeat = (level: number, ms: number) => Array.from({ length: ms / 50 }, () => level);

describe('micLevel', () => {
  it('is the mean of the bins, rounded and capped at 100', () => {
    expect(micLevel([0, 10, 20, 31])).toBe(15);
    expect(micLevel(new Uint8Array(64).fill(255))).toBe(100);
    expect(micLevel([])).toBe(0);
  });
});

describe('createEndOfSpeechDetector', () => {
  it('reports speech, then silence once the level has stayed under 5 for 1.2 s after it', () => {
    const detector = createEndOfSpeechDetector();
    const events = feed(detector, [...repeat(0, 500), ...repeat(20, 1500), ...repeat(2, 2500)]);
    expect(events.map(([, event]) => event)).toEqual(['speech', 'silence']);
    const lastVoice = 500 + 1500 - 50;
    expect(events[1]?.[0]).toBe(lastVoice + END_OF_SPEECH_SILENCE_MS);
  });

  it('does not end on the short pauses inside speech, nor on quiet before any speech', () => {
    const detector = createEndOfSpeechDetector();
    const speechWithPauses = [...repeat(15, 600), ...repeat(0, 800), ...repeat(15, 600), ...repeat(0, 800)];
    expect(feed(detector, [...repeat(0, 5000), ...speechWithPauses]).map(([, event]) => event)).toEqual(['speech']);
    expect(detector.hasSpeech).toBe(true);
    detector.reset();
    expect(detector.hasSpeech).toBe(false);
    expect(feed(detector, repeat(0, 3000))).toEqual([]);
  });

  it('ignores a single loud reading (a click)', () => {
    const detector = createEndOfSpeechDetector();
    expect(feed(detector, [0, 0, 40, 0, 0, ...repeat(0, 2000)])).toEqual([]);
  });
});

describe('createBargeInDetector', () => {
  it('fires when the learner’s voice holds for 300 ms, and only once', () => {
    const detector = createBargeInDetector();
    const events = feed(detector, [...repeat(3, 400), ...repeat(30, 1000)]);
    expect(events).toEqual([[400 + BARGE_IN_HOLD_MS, 'speech']]);
  });

  it('does not fire on a short sound or on a quiet echo of the character', () => {
    const detector = createBargeInDetector();
    expect(feed(detector, [...repeat(30, 200), ...repeat(0, 400), ...repeat(30, 200), ...repeat(8, 2000)])).toEqual([]);
  });
});

describe('markSpeech', () => {
  it('lets quiet end an answer whose first words were heard before the detector started', () => {
    const detector = createEndOfSpeechDetector();
    detector.markSpeech(0);
    expect(feed(detector, repeat(0, 1500), 50).map(([, event]) => event)).toEqual(['silence']);
  });
});
