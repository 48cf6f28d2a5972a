// The built-in voice's command line: its pace, and the bounds no pace takes it past.
import { describe, expect, it } from 'vitest';
import { espeakArguments } from './espeak-synthesizer.ts';

const speedOf = (args: string[]) => Number(args[args.indexOf('-s') + 1]);

describe('[SPEECH] the built-in voice’s pace', () => {
  it('speaks at its calm pace by default, and at a multiple of it when given a pace', () => {
    expect(speedOf(espeakArguments({ text: 'Hello.', language: 'en-US' }))).toBe(165);
    expect(speedOf(espeakArguments({ text: 'Hello.', language: 'en-US', gender: 'Female', pace: 1 }))).toBe(165);
    expect(speedOf(espeakArguments({ text: 'Hello.', language: 'en-US', gender: 'Female', pace: 2 }))).toBe(330);
    expect(speedOf(espeakArguments({ text: 'Hello.', language: 'id-ID', voice: { gender: 'male', age: 'older', pitch: 'low' }, pace: 2 }))).toBe(290);
  });

  it('keeps a chosen voice’s age in its pace, within eSpeak’s bounds', () => {
    const young = espeakArguments({ text: 'Hello.', language: 'en-US', voice: { gender: 'female', age: 'young', pitch: 'high' }, pace: 2.7 });
    expect(speedOf(young)).toBe(450);
    expect(speedOf(espeakArguments({ text: 'Hello.', language: 'en-US', voice: { gender: 'female', age: 'older', pitch: 'high' }, pace: 0.5 }))).toBe(80);
    // The text is still the one argument after `--`.
    expect(young.slice(-2)).toEqual(['--', 'Hello.']);
  });
});
