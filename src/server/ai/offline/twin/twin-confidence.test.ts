// The built-in twin's confidence gate: a sentence that passes the meaning gate only by sharing a word with the question,
// or by a loose link to it, is not quoted; the twin says it never talked about that. A sentence that says the thing
// asked, or answers the interview question that asked it, is. An owner of their own, in a life no evaluation set holds
// (a tram mechanic from Kharkiv, now in Leeds).
import { describe, expect, it } from 'vitest';
import type { TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { isTwinDecline } from '../../language/twin-text.ts';
import { ANSWER_CONFIDENCE, confidenceOf } from './twin-confidence.ts';
import { focusOf, type Finding } from './twin-gate.ts';
import { indexFor } from './twin-index.ts';
import type { Focus } from './twin-passage.ts';
import { askOwner } from './twin-owner.test-helpers.ts';

const MECHANIC: TwinOwnerCase = {
  name: 'Bohdan Kravets',
  answers: {
    1: 'My wife Lesia and I have one son, Yurii, who is a surveyor in Wrocław. My brother Ivan stayed in Kharkiv and we talk every evening.',
    5: 'With my neighbour Gareth I drink tea on Sundays and we mend his bicycles, he laughs at my English.',
    9: 'Carving. I make little birds from lime wood, I learned from an old man in our village.',
    12: 'In Kharkiv I repaired trams for thirty years at the depot. Here I pack boxes in a warehouse in Leeds.',
    14: 'I come home from the night shift at seven, eat porridge and sleep until one.',
    17: 'I am proud that Yurii went to university, the first in our family. I joined the depot choir because my father sang there.',
  },
  questions: [],
  tagLines: {},
};

describe('[TWIN] the confidence gate', () => {
  it('does not quote a sentence that shares only a loose link with what is asked', () => {
    // Porridge is a food to WordNet, but eating it after a night shift says nothing of a favourite food: neither the
    // sentence nor the interview question it answered (an ordinary day) speaks of liking.
    expect(askOwner(MECHANIC, 'What is your favourite food?')).toSatisfy(isTwinDecline);
    expect(askOwner(MECHANIC, 'What do you eat after the night shift?')).toContain('eat porridge');
  });

  it('still quotes the sentence that says the thing asked, or answers the interview question that asked it', () => {
    expect(askOwner(MECHANIC, 'What do you carve?')).toContain('little birds from lime wood');
    expect(askOwner(MECHANIC, 'Do you have a brother?')).toContain('My brother Ivan');
    expect(askOwner(MECHANIC, 'What do you drink with Gareth?')).toContain('drink tea on Sundays');
  });

  it('asked why, quotes a sentence that gives a reason and declines one that only names the thing', () => {
    expect(askOwner(MECHANIC, 'Why did you join the choir?')).toContain('because my father sang there');
    const owner = { ...MECHANIC, answers: { 17: 'I joined the depot choir in 1998.' } };
    expect(askOwner(owner, 'Why did you join the choir?')).toSatisfy(isTwinDecline);
  });
});

describe('[TWIN] confidenceOf', () => {
  const passageOf = (text: string, context = '') => indexFor([{ text, context, kindWords: '', kinds: [], previous: null }]).passages[0]!;
  const found = (via: Finding['via'], inText: number, inContext = 0): Finding => ({ inText, inContext, listed: false, nearby: 0, via });
  const question: Parameters<typeof confidenceOf>[3] = { kinds: new Set(), asksWhy: false, asksLikingAbout: false };
  const food: Focus[] = [focusOf('food', true)];

  it('is surer of a word said than of a loose link to it, and surer still when the interview question asked it too', () => {
    const passage = passageOf('I drink tea with Gareth on Sundays.', 'What do you and your friends love doing together?');
    const said = confidenceOf(food, [found('said', 1)], passage, question);
    const loose = confidenceOf(food, [found('category', 0.75)], passage, question);
    const agreeing = confidenceOf(food, [found('category', 0.75, 0.6)], passage, question);
    expect(said).toBeGreaterThanOrEqual(agreeing);
    expect(agreeing).toBeGreaterThan(loose);
    // Asked for a favourite, a loose link alone from a sentence that is not itself of liking is below the gate.
    const likes = { ...question, kinds: new Set(['likes'] as const) };
    expect(confidenceOf(food, [found('category', 0.75)], passage, likes)).toBeLessThan(ANSWER_CONFIDENCE);
    expect(confidenceOf(food, [found('said', 1)], passage, likes)).toBeGreaterThanOrEqual(ANSWER_CONFIDENCE);
  });

  it('falls when the question holds words the sentence does not, and when the kind asked is not met', () => {
    const passage = passageOf('I joined the depot choir in 1998.');
    const focus = [focusOf('choir', true), focusOf('join', false, 'verb')];
    const whole = confidenceOf(focus, [found('said', 1), found('said', 1)], passage, question);
    const half = confidenceOf(focus, [found('said', 1), found('none', 0)], passage, question);
    expect(whole).toBe(1);
    expect(half).toBeLessThan(whole);
    expect(confidenceOf(focus, [found('said', 1), found('said', 1)], passage, { ...question, asksWhy: true })).toBeLessThan(ANSWER_CONFIDENCE);
    expect(confidenceOf(focus, [found('said', 1), found('said', 1)], passageOf('I joined the choir because my father sang there.'), { ...question, asksWhy: true })).toBe(1);
  });
});
