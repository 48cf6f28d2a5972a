// A yes/no question that asks whether something was done again or of late ("Did you marry again?", "Have you been back
// to Kerala lately?") asserts the repeat or the recent time: the doing done once, long ago, does not answer it.
import { describe, expect, it } from 'vitest';
import type { TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { isTwinDecline } from '../../language/twin-text.ts';
import { askOwner } from './twin-owner.test-helpers.ts';

const once: TwinOwnerCase = {
  name: 'Leela Menon',
  answers: {
    1: 'I married Ravi in 1971, and he died in 2004. Our daughter Anjali is a vet in Leeds.',
    9: 'Singing, since I was small. Later I trained as a singer in Kerala, and then I came to England in 1969.',
  },
  questions: [],
  tagLines: {},
};

const again: TwinOwnerCase = {
  name: 'Grace Obi',
  answers: {
    1: 'My first husband Emeka died young. I married again in 1990, a quiet man called Tunde.',
    9: 'Cooking. I went back to Lagos last spring to learn my aunt’s pepper soup properly.',
  },
  questions: [],
  tagLines: {},
};

describe('[TWIN] a yes/no question asserting a repeat or a recent time', () => {
  it('declines when the owner only told the doing done once, long ago', () => {
    expect(askOwner(once, 'Did you marry again?')).toSatisfy(isTwinDecline);
    expect(askOwner(once, 'Have you been back to Kerala lately?')).toSatisfy(isTwinDecline);
  });

  it('answers with the sentence that says it was done again', () => {
    expect(askOwner(again, 'Did you marry again?')).toContain('married again in 1990');
    expect(askOwner(again, 'Have you been back to Lagos lately?')).toContain('went back to Lagos');
  });

  it('still answers the question without the adverb from the doing done once', () => {
    expect(askOwner(once, 'Were you married?')).toContain('married Ravi');
  });
});
