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

  it('reads a name after a title as whom it asks of, and declines where that one is only named', () => {
    const told = { ...MINER, answers: { ...MINER.answers, 5: 'Bowls on a Sunday with the boys from the club, and Mrs Pryce from over the road.' } };
    expect(askOwner(told, 'What does Mrs Pryce do?')).toSatisfy(isTwinDecline);
    const doing = { ...told, answers: { ...told.answers, 6: 'Mrs Pryce keeps bees behind the chapel and brings us honey.' } };
    expect(askOwner(doing, 'What does Mrs Pryce do?')).toMatch(/Mrs Pryce keeps bees/);
  });

  it('asked what a relation named by name did for work, wants their work, not whatever else they did', () => {
    const told = { ...MINER, answers: { ...MINER.answers, 14: 'My brother Emlyn drove me to the pit every morning so I could start work on time.' } };
    expect(askOwner(told, 'What did your brother Emlyn do for work?')).toSatisfy(isTwinDecline);
    const worked = { ...told, answers: { ...told.answers, 1: 'My brother Emlyn was a signalman on the Rhondda line.' } };
    expect(askOwner(worked, 'What did your brother Emlyn do for work?')).toMatch(/Emlyn was a signalman/);
  });
});
