// The built-in twin asked what someone of the owner's is or does, where the owner named that one but never said it:
// a sentence that only names them is not an answer ("Is your mother still alive?" where only her trade is told), and
// one that says the state, its opposite, or that they still do something now is.
import { describe, expect, it } from 'vitest';
import { CLOSE_CALL_OWNERS } from '../../../eval/twin/close-call-set.ts';
import { q, type TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { isTwinDecline } from '../../language/twin-text.ts';
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

// A bell founder near Sibiu, written for these tests alone: a share said as "half the bells", the drink mate, a
// likeness ("eat like lions") and what his wife does, none of it an answer to what he was asked.
const BELL_FOUNDER: TwinOwnerCase = {
  name: 'Teodor Vasilescu',
  answers: {
    1: 'My wife Ileana sings in the cathedral choir. Our son Radu recast half the bells in the tower after the fire. It took him three weeks.',
    6: 'Ileana. She never loses her temper, not even with a dog that has stolen her bread.',
    8: 'Every morning I drink mate on the porch, a habit from my years in Argentina. Then we walk in the hills and come home to eat like lions.',
    12: 'I cast church bells in my foundry near Sibiu. I have cast over two hundred.',
  },
  questions: [
    q('work', 'How many bells have you cast?', 'over two hundred'),
    q('unanswerable', 'Do you have a cat?'),
    q('unanswerable', 'Do you have a dog?'),
    q('unanswerable', 'Do you sing?'),
  ],
  tagLines: {},
};

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
