// Asked what someone named does ("What does Bill do?"), the twin answers with the sentence in which that one does
// something, though the person named them by name alone, as a friend, not as a relation: "Bill Hughes, we were down
// the pit together, he mends clocks now" has "he" take the name back after another clause.
import { describe, expect, it } from 'vitest';
import { isTwinDecline } from '../../language/twin-text.ts';
import type { TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { askOwner } from './twin-owner.test-helpers.ts';

// A retired Rhondda miner, written for these tests alone.
const MINER: TwinOwnerCase = {
  name: 'Idris Morgan',
  answers: {
    4: 'Bill Hughes, we were down the pit together at Maerdy, he mends clocks in Porth now.',
    9: 'Male voice choir, second tenor, every Wednesday in the chapel vestry.',
    12: 'Collier at Maerdy for twenty-two years till they shut it in 1990.',
  },
  questions: [],
  tagLines: {},
};

describe('[TWIN] what someone named by name does', () => {
  it('answers with the doing of a friend named with a surname, taken back by "he"', () => {
    expect(askOwner(MINER, 'What does Bill do?')).toMatch(/he mends clocks in Porth/);
  });

  it('answers of a name WordNet holds as no common word, opening the sentence alone', () => {
    const told = { ...MINER, answers: { ...MINER.answers, 4: 'Gwilym, we were down the pit together at Maerdy, he mends clocks in Porth now.' } };
    expect(askOwner(told, 'What does Gwilym do?')).toMatch(/he mends clocks in Porth/);
  });

  it('still declines what nobody named does', () => {
    expect(isTwinDecline(askOwner(MINER, 'What does Dai do?'))).toBe(true);
  });
});
