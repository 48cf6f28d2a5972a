// The built-in twin answers what its owner said in other words than the question's: "Up at seven, then I …" says when
// they get up though the sentence goes on to another doing.
import { describe, expect, it } from 'vitest';
import { type TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { isTwinDecline } from '../../language/twin-text.ts';
import { askOwner } from './twin-owner.test-helpers.ts';

// A retired school crossing patrol in Wrexham, written for these tests alone.
const CROSSING_PATROL: TwinOwnerCase = {
  name: 'Brenda Pughe',
  answers: {
    1: 'My husband Alun fixed televisions in a shop on Hope Street. Our son Rhodri teaches PE in Mold.',
    8: 'Saturdays I am at the bowls club on the Acton green with my sister.',
    12: 'I saw the children across Chester Road for twenty-two years, in all weathers.',
    14: 'Up at seven, then I feed the cat and walk down to the paper shop.',
    16: 'Say sorry first, even when you are right.',
  },
  questions: [],
  tagLines: {},
};

describe('the twin answers what was asked in other words', () => {
  it('reads a day listed from a verbless opening ("Up at seven, then I …") as getting up then', () => {
    expect(askOwner(CROSSING_PATROL, 'What time do you get up?')).toContain('Up at seven');
  });

  it('still needs the particle to open the sentence: a getting up said nowhere is not answered', () => {
    expect(askOwner({ ...CROSSING_PATROL, answers: { ...CROSSING_PATROL.answers, 14: 'At seven I feed the cat, then I walk down to the paper shop.' } }, 'What time do you get up?')).toSatisfy(isTwinDecline);
  });
});
