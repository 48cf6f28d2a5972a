// The built-in twin asked in the sense a question means: a quality asked in the superlative found by another word of
// it ("worst" by "hardest"), a narrower person only in the sense asked (a wife is no best mate), a place named found
// by its name alone (Cremona is not London), and "have you been" read as where the owner went, not what they own.
import { describe, expect, it } from 'vitest';
import type { TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { isTwinDecline } from '../../language/twin-text.ts';
import { focusOf } from './twin-gate.ts';
import { readQuestion } from './twin-question.ts';
import { askOwner } from './twin-owner.test-helpers.ts';

// A violin maker in Cremona, written for these tests alone.
const VIOLIN_MAKER: TwinOwnerCase = {
  name: 'Chiara Bertolini',
  answers: {
    1: 'My husband Giulio sells cheese at the Saturday market and sings while he cuts it.',
    4: 'Franca has been my friend since we carved our first scrolls at the violin school.',
    12: 'I build violins in Cremona. One of my violins won a prize in London in 2015.',
    13: 'Losing the sight of one eye after an accident with a chisel. My sister drove me to every appointment for a year.',
  },
  questions: [],
  tagLines: {},
};

// A ferry mechanic, written for these tests alone: the interview's own verbs ("just starting out", "spent the most time
// on") are the only words her answers share with a question asked with a time.
const FERRY_MECHANIC: TwinOwnerCase = {
  name: 'Derya Aksoy',
  answers: {
    9: 'Chess. I learned it from my uncle and I still play at the tea house on Thursdays.',
    16: 'Save a little every month, and never lend money you cannot lose.',
  },
  questions: [],
  tagLines: {},
};

describe('[TWIN] asked in the sense the question means', () => {
  it('does not answer a doing asked with a time by an interview question that only shares the verb', () => {
    expect(askOwner(FERRY_MECHANIC, 'What time do you start in the morning?')).toSatisfy(isTwinDecline);
    expect(askOwner(FERRY_MECHANIC, 'How do you spend a day off?')).toSatisfy(isTwinDecline);
    // The same verb asked without a time is still the interview's question.
    expect(askOwner(FERRY_MECHANIC, 'What have you spent the most time on?')).toContain('Chess');
  });

  it('reads a quality asked in the superlative, and finds it said by another word of its WordNet cluster', () => {
    expect([...readQuestion('What was the worst thing that happened to you?').ranked]).toEqual(['bad']);
    // "A lazy afternoon" only describes: it asks nothing ranked.
    expect([...readQuestion('What do you do on a lazy afternoon?').ranked]).toEqual([]);
    expect(askOwner(VIOLIN_MAKER, 'What was the worst thing that happened to you?')).toContain('Losing the sight of one eye');
    // Only the quality's own similar words: two steps from "bad" reach "old" (through "good") and "lost".
    const worst = focusOf('bad', false, 'adjective', false, false, true).synonyms;
    expect(worst.has('hard')).toBe(true);
    expect(worst.has('old') || worst.has('lost')).toBe(false);
  });

  it('does not take a wife for a best mate: WordNet files her under mate only in its spouse sense', () => {
    const reply = askOwner(VIOLIN_MAKER, "Who's your best mate?");
    expect(reply).not.toContain('Giulio');
  });

  it('finds a named place by its name, not by any place the owner named', () => {
    expect(askOwner(VIOLIN_MAKER, 'Have you ever been to London?')).not.toContain('Cremona');
  });

  it('reads "have you been" as where the owner went: a thing of theirs there is no visit, their own trip is', () => {
    expect(readQuestion('Have you ever been to London?')).toMatchObject({ asksBeen: true, asksOwning: false });
    expect(readQuestion('Have you ever had a dog?')).toMatchObject({ asksBeen: false, asksOwning: true });
    // The prize was the violin's: London is said, but not as where she went.
    expect(askOwner(VIOLIN_MAKER, 'Have you ever been to London?')).toSatisfy(isTwinDecline);
    // Nor is one a clause of hers describes: the tea she found won the prize.
    expect(askOwner({ ...VIOLIN_MAKER, answers: { 17: 'I am proud that a varnish I found won a prize in London.' } }, 'Have you ever been to London?')).toSatisfy(isTwinDecline);
    expect(askOwner({ ...VIOLIN_MAKER, answers: { 17: 'I have been to London twice, both times to buy maple.' } }, 'Have you ever been to London?')).toContain('been to London twice');
    const travelled = { ...VIOLIN_MAKER, answers: { ...VIOLIN_MAKER.answers, 19: 'The day we drove to London to see the orchestra, with my sister.' } };
    expect(askOwner(travelled, 'Have you ever been to London?')).toContain('we drove to London');
  });
});
