// Someone named without anything said of them ("Kwabena from the choir and Efua from the market", answering who their
// friends are) is not described by that list: asked what they are like, the twin says it was never told, while a
// sentence that says something of them answers.
import { describe, expect, it } from 'vitest';
import type { TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { isTwinDecline } from '../../language/twin-text.ts';
import { askOwner } from './twin-owner.test-helpers.ts';

const teacher: TwinOwnerCase = {
  name: 'Akosua Mensah',
  answers: {
    4: 'Kwabena from the choir and Efua from the market in Kumasi.',
    12: 'I taught mathematics at the girls’ secondary school in Cape Coast for most of my working life.',
    20: 'Efua is loud and generous, and she never lets me pay for the kenkey.',
  },
  questions: [],
  tagLines: {},
};

describe('[TWIN] someone named but never described', () => {
  it('declines to say what they are like from a list that only names them', () => {
    expect(askOwner(teacher, 'What is Kwabena like?')).toSatisfy(isTwinDecline);
  });

  it('answers from a sentence that says something of them', () => {
    expect(askOwner(teacher, 'What is Efua like?')).toContain('loud and generous');
  });
});
