// An answer that opens by naming what it is about ("The flood in 2007.", "When Colm was ill, for a year and more.")
// and goes on about it: a later sentence's "it" and what it says of that time are about the heading, though a sentence
// between speaks of something else. A phrasal verb asked ("get over") is found as the same verb with another particle
// that WordNet defines by its meaning ("got me through it"). And a sentence that names what the person's work is made
// of ("the looms") speaks of their work, though it answers another interview question.
import { describe, expect, it } from 'vitest';
import type { TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { focusOf } from './twin-gate.ts';
import { indexFor } from './twin-index.ts';
import { askOwner } from './twin-owner.test-helpers.ts';

const BAKER: TwinOwnerCase = {
  name: 'Teodora Vlasic',
  answers: {
    1: 'My husband Colm is a retired postman. Our daughter Maja teaches maths in Split.',
    12: 'I ran a bakery on Mill Lane for thirty years. I was up at four to light the ovens and had the first loaves out by six.',
    13: 'The flood in 2007. The water came up to the counter and we lost the ovens and every sack of flour. What got me through it was my neighbour Branka, who brought soup every night, and the customers who paid in advance for bread I had not baked yet.',
    19: 'When Colm was ill, for a year and more. I drove him to the hospital every Tuesday. What helped, in the end, was the choir at St Anne’s, who sang to him on the ward.',
    4: 'Branka, from the flat upstairs, and Vesna, who kneaded dough beside the ovens with me for twenty years.',
  },
  questions: [],
  tagLines: {},
};

describe('[TWIN] the heading an answer opens with', () => {
  it('marks a thing named alone and a clause of time alone as a heading, and the sentences after it as going on about it', () => {
    const inputs = [
      { text: 'The flood in 2007.', context: '', kinds: [], previous: null },
      { text: 'The water came up to the counter.', context: '', kinds: [], previous: 0 },
      { text: 'What got me through it was my neighbour.', context: '', kinds: [], previous: 1 },
      { text: 'When Colm was ill, for a year and more.', context: '', kinds: [], previous: null },
      { text: 'When I was ten I moved to Zagreb.', context: '', kinds: [], previous: null },
      { text: 'I drove him to the hospital, and I waited.', context: '', kinds: [], previous: null },
    ];
    const { passages } = indexFor(inputs);
    expect(passages.map((passage) => passage.isHeading)).toEqual([true, false, false, true, true, false]);
    expect(passages[2]!.heading).toBe(0);
    expect(passages[0]!.heading).toBeNull();
  });

  it('answers how the owner got over a hardship with what got them through it, two sentences after the heading', () => {
    const reply = askOwner(BAKER, 'How did you get over the flood?');
    expect(reply).toContain('Branka');
    expect(reply).not.toBe('The flood in 2007.');
  });

  it('answers what helped after someone of theirs was ill with what helped, not with the heading alone', () => {
    const reply = askOwner(BAKER, 'What helped you when your husband was ill?');
    expect(reply).toContain('the choir at St Anne’s');
  });
});

describe('[TWIN] a phrasal verb with another particle', () => {
  it('finds "get over" as "get through", which WordNet defines by overcoming, and not as any other particle of "get"', () => {
    const synonyms = focusOf('get over', false, 'verb').synonyms;
    expect(synonyms).toContain('get_through');
    expect(synonyms).not.toContain('get_up');
    expect(synonyms).not.toContain('get_off');
  });
});

describe('[TWIN] the things the person’s work is made of', () => {
  it('marks a sentence outside the work answer that names a thing of the work in common words, not a place', () => {
    const inputs = [
      { text: 'I worked the looms at the Brennan mill in Leeds for thirty years.', context: 'What do you do for a living?', kinds: ['work' as const], previous: null },
      { text: 'Vesna stood at the looms beside me.', context: 'Who are your closest friends?', kinds: [], previous: null },
      { text: 'We moved to Leeds in 1990.', context: 'Who are your closest friends?', kinds: [], previous: null },
    ];
    const { passages } = indexFor(inputs);
    expect(passages.map((passage) => passage.namesOwnWork)).toEqual([false, true, false]);
  });
});
