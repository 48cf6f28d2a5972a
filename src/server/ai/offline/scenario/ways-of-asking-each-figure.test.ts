// How a fact is asked for, by the figures it holds: a sentence whose own words fill its keywords is still asked "when"
// for its date as well as "how much" for its sum, and a clock time alone is asked "when" and "what time", never "what
// day" or "what date".
import { describe, expect, it } from 'vitest';
import { factFrom } from './brief-entries.ts';

const keywordsOf = (sentence: string) => factFrom(sentence, sentence, []).keywords;

describe('the ways of asking a fact by its figures', () => {
  it('keeps the first way of asking each figure, though the sentence fills the keywords with its own words', () => {
    const keywords = keywordsOf("I paid Greenfield Vets £640 in advance for my spaniel Rosie's knee operation, booked with the senior orthopaedic surgeon at the Hereford practice for Tuesday 14 March.");
    expect(keywords).toContain('how much');
    expect(keywords).toContain('when');
  });

  it('asks a clock time alone by when and the time, not by the day or the date', () => {
    const keywords = keywordsOf('The practice nurse rang me at 7 am to say the operating theatre was closed.');
    expect(keywords).toEqual(expect.arrayContaining(['when', 'time']));
    expect(keywords).not.toContain('day');
    expect(keywords).not.toContain('date');
  });
});
