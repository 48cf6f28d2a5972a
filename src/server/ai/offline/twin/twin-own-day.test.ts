// The built-in twin reads a day told as people list it ("walk the spaniel round the green, then the paper") as the
// owner's own doings, not advice to others: the animal walked is theirs, and what is grown is told in the step that goes
// where the question places it, not in another step of the day.
import { describe, expect, it } from 'vitest';
import { type TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { isTwinDecline } from '../../language/twin-text.ts';
import { askOwner } from './twin-owner.test-helpers.ts';

// A retired bookbinder in Bath, written for these tests alone.
const BOOKBINDER: TwinOwnerCase = {
  name: 'Rosemary Clutterbuck',
  answers: {
    8: 'The garden. Sweet peas and dahlias, I am out there every afternoon.',
    12: 'I bound books for the university library for thirty years, mostly mending old bindings.',
    14: 'Tea in bed, the radio, then down the garden. walk the spaniel round the green after lunch.',
    16: 'Keep your hands clean and your knives sharp.',
  },
  questions: [],
  tagLines: {},
};

describe('a day told as a list of doings', () => {
  it('has the animal walked in it as the owner’s own', () => {
    expect(askOwner(BOOKBINDER, 'Have you got a dog?')).toContain('walk the spaniel');
    expect(askOwner(BOOKBINDER, 'Do you have any pets?')).toContain('walk the spaniel');
  });

  it('still reads a doing without a subject in advice as told to others: the dog there is nobody’s', () => {
    const advising = { ...BOOKBINDER, answers: { ...BOOKBINDER.answers, 14: 'Tea in bed, the radio, then down the garden.', 16: 'Walk a dog every day and you will never be lonely.' } };
    expect(askOwner(advising, 'Have you got a dog?')).toSatisfy(isTwinDecline);
  });

  it('tells what is grown in the garden from what grows there, not from another step of the day', () => {
    const reply = askOwner(BOOKBINDER, 'What do you grow in the garden?');
    expect(reply).toContain('Sweet peas');
    expect(reply).not.toContain('the radio');
  });
});
