// The built-in twin reads what a count counts and whom a list of names names: "ninety Guernsey goats" counts goats,
// the head of its run of nouns; "a hundred Jerseys" counts cattle, a breed WordNet writes with a capital, read in the
// singular; and "two daughters, Ines, …, and Marta, who teaches dance" names both as daughters, however much is said
// of each.
import { describe, expect, it } from 'vitest';
import type { TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { capitalisedKinds } from '../../language/wordnet.ts';
import { isTwinDecline } from '../../language/twin-text.ts';
import { countedOf } from './twin-answer-type.ts';
import { askOwner } from './twin-owner.test-helpers.ts';
import { readWords } from './twin-words.ts';

// A Galician dairy farmer, written for these tests alone.
const FARMER: TwinOwnerCase = {
  name: 'Rosa Castiñeira',
  answers: {
    1: 'My husband Manolo died in 2016. We have two daughters, Ines, a social worker in Porto, and Marta, who teaches dance in Lisbon and is the spit of me.',
    12: 'I farmed above Lalín all my life. At the end we were milking a hundred and ten Jerseys, and we kept ninety Guernsey goats for the cheese.',
  },
  questions: [],
  tagLines: {},
};

describe('[TWIN] what a count counts and whom a list of names names', () => {
  it('reads the head of a run of nouns as the thing counted', () => {
    expect([...countedOf(readWords('We kept ninety Guernsey goats for the cheese.')).terms]).toContain('goat');
    expect([...countedOf(readWords('We have two sons, Tom and Ben.')).terms]).toContain('son');
  });

  it('reads a plural WordNet writes with a capital as its singular kind', () => {
    expect(capitalisedKinds('Jerseys')).toContain('dairy cattle');
    expect(capitalisedKinds('Jersey')).toContain('dairy cattle');
    expect(capitalisedKinds('Thomases')).toEqual([]);
  });

  it('answers how many of a thing with a count of a breed of it', () => {
    expect(askOwner(FARMER, 'How many cows did you milk?')).toContain('a hundred and ten Jerseys');
    expect(askOwner(FARMER, 'How many goats did you keep?')).toContain('ninety Guernsey goats');
  });

  it('knows a name listed after counted relations as one of them, however much is said of the one before', () => {
    expect(askOwner(FARMER, 'What does Marta do?')).toContain('teaches dance');
    expect(askOwner(FARMER, 'What does Auntie Marta do?')).toContain('teaches dance');
  });

  it('still declines a count it was never told', () => {
    expect(askOwner(FARMER, 'How many pigs did you keep?')).toSatisfy(isTwinDecline);
  });
});
