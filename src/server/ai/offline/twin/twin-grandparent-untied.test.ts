// The built-in twin asked of a grandparent as a grandchild names them, in a question that does not tie them to the one
// asked ("What was Grandpa like?"): read first as a grandparent of the one asked, and when nothing they said answers
// that, as their husband or wife, known by the name the owner gave them; "Grandpa" is never a name nobody told.
import { describe, expect, it } from 'vitest';
import type { TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { isTwinDecline } from '../../language/twin-text.ts';
import { askOwner } from './twin-owner.test-helpers.ts';
import { readQuestion } from './twin-question.ts';

// A retired seamstress in Łódź, widowed, written for these tests alone.
const SEAMSTRESS: TwinOwnerCase = {
  name: 'Halina Wrona',
  answers: {
    1: 'My husband Tadeusz, he died in 2011, he was a gentle man who whistled all day. Our daughter Ewa is a doctor in Kraków.',
    12: 'I sewed coats in the textile factory for thirty years.',
  },
  questions: [],
  tagLines: {},
};

// The same owner, who told of her own grandfather too.
const SEAMSTRESS_WITH_GRANDFATHER: TwinOwnerCase = {
  ...SEAMSTRESS,
  answers: { ...SEAMSTRESS.answers, 18: 'My grandfather kept bees behind the house and let me taste the honey from the frame.' },
};

describe('[TWIN] a grandparent asked of by a grandchild, untied to the one asked', () => {
  it('reads the grandparent as the husband or wife only after reading them as the owner’s own', () => {
    const read = readQuestion('What was Grandpa like?');
    expect(read.nouns).toContain('grandpa');
    expect(read.otherwise?.nouns).toContain('husband');
  });

  it('answers with the husband when the owner told of no grandfather of her own', () => {
    expect(askOwner(SEAMSTRESS, 'What was Grandpa like?')).toContain('a gentle man who whistled');
    expect(askOwner(SEAMSTRESS, 'When did Grandpa die?')).toContain('2011');
  });

  it('answers with the owner’s own grandfather when she told of him', () => {
    expect(askOwner(SEAMSTRESS_WITH_GRANDFATHER, 'What did Grandpa keep behind the house?')).toContain('kept bees');
  });

  it('still declines what she never told of him', () => {
    expect(askOwner(SEAMSTRESS, 'What car did Grandpa drive?')).toSatisfy(isTwinDecline);
  });
});
