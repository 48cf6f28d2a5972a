// The built-in twin asked what someone of the owner's is or does, where the owner named that one but never said it:
// a sentence that only names them is not an answer ("Is your mother still alive?" where only her trade is told), and
// one that says the state, its opposite, or that they still do something now is.
import { describe, expect, it } from 'vitest';
import { CLOSE_CALL_OWNERS } from '../../../eval/twin/close-call-set.ts';
import type { TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { isTwinDecline } from '../../language/twin-text.ts';
import { askOwner, scoreOwners } from './twin-owner.test-helpers.ts';
import { writtenOwner } from './twin-written-owners.test-helpers.ts';

const owner = (name: string): TwinOwnerCase => CLOSE_CALL_OWNERS.find((entry) => entry.name === name)!;

const GLASS_EYE_MAKER = writtenOwner('Reinhild Köhler');
const BELL_FOUNDER = writtenOwner('Teodor Vasilescu');

describe('the twin reads what a sentence says of the owner, not what it merely names', () => {
  it('counts what was made by a number that counts back, not by a share ("half the bells") or a time', () => {
    expect(askOwner(BELL_FOUNDER, 'How many bells have you cast?')).toContain('over two hundred');
  });

  it('does not take a drink for a friend, a likeness for a pet, or what someone else does for the owner', () => {
    // WordNet's mate is a spouse too, so his wife may answer; the drink never does.
    expect(askOwner(BELL_FOUNDER, 'Who is your best mate?')).not.toContain('drink mate');
    expect(askOwner(BELL_FOUNDER, 'Do you have a cat?')).toSatisfy(isTwinDecline);
    expect(askOwner(BELL_FOUNDER, 'Do you have a dog?')).toSatisfy(isTwinDecline);
    expect(askOwner(BELL_FOUNDER, 'Do you sing?')).toSatisfy(isTwinDecline);
  });

  it('still answers the friend asked for where a friend is named', () => {
    expect(askOwner(owner('Gilles Sabatier'), "Who's your best mate?")).toContain('Bernard has been my mate');
  });
});

describe('the twin asked what someone of the owner is or does', () => {
  it('does not answer whether someone is alive with a sentence that only names them', () => {
    expect(askOwner(owner('Áile Somby'), 'Is your mother still alive?')).toSatisfy(isTwinDecline);
    expect(askOwner(owner('Gilles Sabatier'), 'Is your father still alive?')).toSatisfy(isTwinDecline);
    expect(askOwner(owner('Zawadi Mwakio'), 'Is your mother still alive?')).toSatisfy(isTwinDecline);
  });

  it('does not answer what someone did or is with a sentence that says something else of them', () => {
    expect(askOwner(owner('Áile Somby'), 'Did your husband go to school?')).toSatisfy(isTwinDecline);
    expect(askOwner(owner('Gilles Sabatier'), 'Is your brother married?')).toSatisfy(isTwinDecline);
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
