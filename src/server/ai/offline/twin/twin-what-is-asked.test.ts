// The built-in twin quotes a sentence only when it meets what the question asks, and within what meets it ranks first
// the sentence that says what the question's head asks for: a thing grown or made is not named by the first half of a
// compound WordNet holds ("the beer garden" grows no beer). On owners written for these tests.
import { describe, expect, it } from 'vitest';
import { type TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { isTwinDecline } from '../../language/twin-text.ts';
import { askOwner } from './twin-owner.test-helpers.ts';

// A retired postman in Conwy, who drinks in a beer garden and never said what he grows.
const POSTMAN: TwinOwnerCase = {
  name: 'Emrys Parry',
  answers: {
    5: 'We sit in the beer garden of the Castle Inn on a Sunday and put the world to rights.',
    9: 'Bowls on a Tuesday and the crossword.',
    12: 'I was a postman in Conwy for thirty years.',
  },
  questions: [],
  tagLines: {},
};

// The same postman, who also tells what he grows.
const GROWING_POSTMAN: TwinOwnerCase = {
  ...POSTMAN,
  answers: { ...POSTMAN.answers, 8: 'I potter in the garden, I grow leeks and runner beans for the show.' },
};

describe('[TWIN] the sentence quoted meets what the question asks', () => {
  it('does not take the first half of a compound for a thing grown there', () => {
    expect(askOwner(POSTMAN, 'What do you grow in the garden?')).toSatisfy(isTwinDecline);
    expect(askOwner(GROWING_POSTMAN, 'What do you grow in the garden?')).toContain('leeks and runner beans');
  });
});
