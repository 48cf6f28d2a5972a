// The opening, agreement and walk-away lines a created character's brief gets: about its own matter, never a
// greeting twice, and no sentence of four words or more that another character with another matter would share.
import { describe, expect, it } from 'vitest';
import { agreementLineFor, openingLineFor, walkAwayLineFor, type ToneKey } from './tone.ts';
import { namesServedParty } from './brief-sources.ts';

const TONES: readonly ToneKey[] = ['upset', 'demanding', 'evasive', 'sceptical', 'defensive', 'impatient', 'anxious', 'firm', 'reserved', 'warm', 'neutral'];
const longSentences = (line: string) => line.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.split(/\s+/).length >= 4);

describe('[AI] scenario writing: the lines of a tone', () => {
  it('opens about the matter, greeting once', () => {
    for (const tone of TONES) {
      for (const initiative of ['learner', 'character'] as const) {
        for (let variant = 0; variant < 3; variant += 1) {
          const line = openingLineFor({ tone, initiative, setting: 'meeting', firstName: 'Nadia', topic: 'the concert', variant, prefersWriting: false });
          expect(line, line).not.toMatch(/^(?:Hello|Hi)\.\s+(?:Hello|Hi|Good)\b/);
          for (const sentence of longSentences(line)) expect(sentence, line).toMatch(/concert/i);
        }
      }
    }
  });

  it('never says a stand-in as the matter when nothing names it: a short receiving line instead', () => {
    for (const tone of TONES) {
      for (let variant = 0; variant < 3; variant += 1) {
        const line = openingLineFor({ tone, initiative: 'learner', setting: 'meeting', firstName: 'Grace', topic: 'what you wanted to discuss', variant, prefersWriting: false });
        expect(line, line).not.toMatch(/what you wanted to discuss/);
        expect(line.split(/\s+/).length, line).toBeLessThanOrEqual(6);
      }
    }
  });

  it('offers to serve only when the character serves the learner, never to a learner calling it back about its own matter', () => {
    const lines = (servesLearner: boolean) =>
      TONES.flatMap((tone) => [0, 1, 2].map((variant) => openingLineFor({ tone, initiative: 'learner', setting: 'call', firstName: 'Tomasz', topic: 'my connection', variant, prefersWriting: false, servesLearner })));
    expect(lines(true).filter((line) => /what can i do for you/i.test(line)).length).toBeGreaterThan(0);
    for (const line of lines(false)) {
      expect(line).not.toMatch(/what can i do for you/i);
      for (const sentence of longSentences(line)) expect(sentence, line).toMatch(/connection/);
    }
  });

  it('reads who is served from the role as typed', () => {
    for (const role of ['Passenger', 'Hotel guest', 'Customer', 'Policyholder', 'Parent']) expect(namesServedParty(role), role).toBe(true);
    for (const role of ['Airline customer service', 'Care home manager', 'Head chef', 'Gym membership manager']) expect(namesServedParty(role), role).toBe(false);
  });

  it('says on the phone who is speaking instead of thanking for the visit', () => {
    const line = openingLineFor({ tone: 'neutral', initiative: 'character', setting: 'call', firstName: 'Nadia', topic: 'my deposit', variant: 0, prefersWriting: false });
    expect(line).toBe("Hello. I'd like to talk about my deposit.");
  });

  it('walks away and agrees in lines of its own: the matter named, or sentences too short to notice', () => {
    for (const tone of TONES) {
      for (let variant = 0; variant < 4; variant += 1) {
        for (const sentence of longSentences(walkAwayLineFor(tone, false, 'the rota', variant))) expect(sentence).toMatch(/rota/);
        for (const sentence of longSentences(agreementLineFor(tone, false, 'a fixed start date', variant))) expect(sentence).toMatch(/fixed start date/i);
      }
    }
  });

  it('names a long agreement in no line, and a capital where it starts a sentence', () => {
    expect(agreementLineFor('neutral', false, 'terms both sides can accept, written down', 3)).not.toMatch(/terms both sides/);
    expect(agreementLineFor('neutral', false, 'a clear next step', 3)).toBe('Good. A clear next step it is.');
  });
});
