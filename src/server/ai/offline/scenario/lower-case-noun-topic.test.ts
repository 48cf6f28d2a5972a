// A fact's topic label reads a lower-case noun in the senses WordNet spells in lower case: "diesel" is a fuel or an
// engine, not Rudolf Diesel, so "The diesel for the boats…" is labelled "Diesel", not by the boats it was for.
import { describe, expect, it } from 'vitest';
import { factFrom, nounPhraseTopics } from './brief-entries.ts';

describe('a fact named by a lower-case noun whose first WordNet sense is a person of that name', () => {
  it('labels the fact by that noun', () => {
    const sentence = 'The diesel for the boats arrived on 20 May, a week late, because the depot had run out.';
    expect(factFrom(sentence, sentence, []).topic).toBe('Diesel');
    expect(nounPhraseTopics(sentence)[0]).toBe('Diesel');
  });

  it('still names no topic by a noun whose lower-case sense is a person', () => {
    const sentence = 'The plumber for the flats came on 20 May, a week late, because the depot had run out.';
    expect(nounPhraseTopics(sentence)).not.toContain('Plumber');
  });
});
