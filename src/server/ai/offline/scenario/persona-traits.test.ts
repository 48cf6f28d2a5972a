// How a description's sentence about the character is split into how they come across and what it states.
import { describe, expect, it } from 'vitest';
import { readTraits } from './persona-traits.ts';

const HELEN = { name: 'Helen Brooks', firstName: 'Helen', gender: 'Female' as const };

describe('persona traits in a description', () => {
  it('keeps a trait said after a fact as tone, and the fact as a fact', () => {
    expect(readTraits('She has been a client for nine years and is calm but firm.', HELEN)).toEqual({ trait: 'calm but firm', manner: [], rest: 'She has been a client for nine years.' });
    expect(readTraits('Helen paid £612 and is angry.', HELEN)).toEqual({ trait: 'angry', manner: [], rest: 'Helen paid £612.' });
  });

  it('leaves a joined fact whole: a job, an amount, something under way', () => {
    for (const sentence of ['Helen lives in Leeds and is a nurse.', 'She has two dogs and is owed £40.', 'She rang twice and is waiting for a call back.']) {
      expect(readTraits(sentence, HELEN)).toEqual({ trait: null, manner: [], rest: sentence });
    }
  });

  it('reads "She\'s" as "She is", and a statement after a semicolon as a fact of its own', () => {
    expect(readTraits("She's anxious but polite; she has phoned the office three times this week.", HELEN)).toEqual({ trait: 'anxious but polite', manner: [], rest: 'She has phoned the office three times this week.' });
    expect(readTraits("She's quiet but determined.", HELEN)).toEqual({ trait: 'quiet but determined', manner: [], rest: null });
    expect(readTraits("Helen's pub ordered 40 casks.", HELEN)).toEqual({ trait: null, manner: [], rest: "Helen's pub ordered 40 casks." });
    expect(readTraits("She's been a client for nine years.", HELEN)).toEqual({ trait: null, manner: [], rest: "She's been a client for nine years." });
  });
});
