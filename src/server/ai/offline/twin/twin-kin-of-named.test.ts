// Asked how many children someone named has ("How many children does Jonas have?"), the relation asked is that one's,
// wherever the question opens: the sentence in which Jonas is the owner's own child does not say it.
import { describe, expect, it } from 'vitest';
import type { TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { saysUnknown } from '../../../eval/twin/twin-figures.ts';
import { askOwner } from './twin-owner.test-helpers.ts';
import { readQuestion } from './twin-question.ts';

// A retired ferry engineer in Bergen, written for these tests alone.
const ENGINEER: TwinOwnerCase = {
  name: 'Sverre Lunde',
  answers: {
    1: 'My wife is Ingrid. We have two sons, Jonas who is a doctor in Tromsø, and Erik who fishes out of Ålesund.',
    12: 'Chief engineer on the Hurtigruten ferries for thirty years.',
  },
  questions: [],
  tagLines: {},
};

describe('[TWIN] relations of someone named, asked after a question word', () => {
  it('reads the relation as the named one’s after "how many"', () => {
    expect(readQuestion('How many children does Jonas have?').asksKinOfNamed).toBe(true);
    expect(readQuestion('How many children do you have?').asksKinOfNamed).toBe(false);
  });

  it('does not quote the owner’s own children as the named one’s', () => {
    expect(saysUnknown(askOwner(ENGINEER, 'How many children does Jonas have?'), ENGINEER)).toBe(true);
    expect(askOwner(ENGINEER, 'How many children do you have?')).toMatch(/two sons/);
  });
});
