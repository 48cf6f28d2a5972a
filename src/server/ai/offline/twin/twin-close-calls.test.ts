// The built-in twin asked what someone of the owner's is or does, where the owner named that one but never said it:
// a sentence that only names them is not an answer ("Is your mother still alive?" where only her trade is told), and
// one that says the state, its opposite, or that they still do something now is.
import { describe, expect, it } from 'vitest';
import { CLOSE_CALL_OWNERS } from '../../../eval/twin/close-call-set.ts';
import { q, type TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { TWIN_UNKNOWN_REPLY } from '../../language/twin-text.ts';
import { askOwner, scoreOwners } from './twin-owner.test-helpers.ts';

const owner = (name: string): TwinOwnerCase => CLOSE_CALL_OWNERS.find((entry) => entry.name === name)!;

// A glass-eye maker in Lauscha, written for these tests alone.
const GLASS_EYE_MAKER: TwinOwnerCase = {
  name: 'Reinhild Köhler',
  answers: {
    1: 'My brother Ansgar blows Christmas baubles in the workshop across the street. My father is ninety and still walks to the bakery every morning. My aunt Gerda painted porcelain dolls for fifty years.',
    12: 'I make glass eyes for people who have lost one, in my workshop in Lauscha, as my grandfather did.',
  },
  questions: [
    q('family', 'Is your father still alive?', 'still walks to the bakery'),
    q('family', 'What does your brother do?', 'blows christmas baubles'),
    q('unanswerable', 'Is your brother married?'),
    q('unanswerable', 'Is your aunt still alive?'),
    q('unanswerable', 'Did your brother go to school?'),
  ],
  tagLines: {},
};

describe('the twin asked what someone of the owner is or does', () => {
  it('does not answer whether someone is alive with a sentence that only names them', () => {
    expect(askOwner(owner('Áile Somby'), 'Is your mother still alive?')).toBe(TWIN_UNKNOWN_REPLY);
    expect(askOwner(owner('Gilles Sabatier'), 'Is your father still alive?')).toBe(TWIN_UNKNOWN_REPLY);
    expect(askOwner(owner('Zawadi Mwakio'), 'Is your mother still alive?')).toBe(TWIN_UNKNOWN_REPLY);
  });

  it('does not answer what someone did or is with a sentence that says something else of them', () => {
    expect(askOwner(owner('Áile Somby'), 'Did your husband go to school?')).toBe(TWIN_UNKNOWN_REPLY);
    expect(askOwner(owner('Gilles Sabatier'), 'Is your brother married?')).toBe(TWIN_UNKNOWN_REPLY);
  });

  it('answers whether they are still alive by that one still doing something now', () => {
    expect(askOwner(GLASS_EYE_MAKER, 'Is your father still alive?')).toContain('still walks to the bakery');
  });

  it('still answers what they were asked about when the sentence says it', () => {
    expect(askOwner(owner('Áile Somby'), 'What did your mother do?')).toContain('seamstress');
    expect(askOwner(owner('Gilles Sabatier'), 'What did your father teach you?')).toContain('mend what breaks');
    expect(askOwner(owner('Áile Somby'), 'Who is your oldest friend?')).toContain('Biret has been my friend');
  });

  it('on an owner of these tests alone, answers what was said and declines the rest with no unrelated quote', () => {
    expect(scoreOwners([GLASS_EYE_MAKER])).toEqual({ answerable: 2, answered: 2, unanswerable: 3, declined: 3, unrelated: 0 });
  });
});
