// A verb with a particle and a preposition whose object is not a doing ("What do you get up to?") is one verb of three
// words: it is not the verb of the first two ("get up" is to rise), so "Up at six" says nothing of it.
import { describe, expect, it } from 'vitest';
import type { TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { indexFor } from './twin-index.ts';
import { readQuestion } from './twin-question.ts';
import { askOwner } from './twin-owner.test-helpers.ts';

const owner: TwinOwnerCase = {
  name: 'Morag Sinclair',
  answers: {
    8: 'On a free evening I am at the bowling club with my sister, or I am in the kitchen making tablet for the grandchildren.',
    14: 'Up at half five, I cannae lie in after thirty years of early shifts at the bakery.',
  },
  questions: [],
  tagLines: {},
};

describe('[TWIN] a verb with a particle and a preposition', () => {
  it('reads "get up to" as its own verb, and "get up to milk" as getting up', () => {
    expect(readQuestion('What do you get up to on a free evening?', new Set()).others).not.toContain('get up');
    expect(readQuestion('What time do you get up to milk the cows?', new Set()).others).toContain('get up');
    expect(indexFor([{ text: 'I get up to feed the hens at six.', context: '', kinds: [], previous: null }]).passages[0]!.terms).toContain('get_up');
  });

  it('answers what the owner gets up to with what they do, not with the hour they rise', () => {
    const reply = askOwner(owner, 'What do you get up to on a free evening?');
    expect(reply).toContain('bowling club');
    expect(reply).not.toContain('Up at half five');
  });
});
