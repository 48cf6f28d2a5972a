// The built-in twin answers what its owner said in other words than the question's: "Up at seven, then I …" says when
// they get up though the sentence goes on to another doing, and "What do you do for fun?" asks for their pastime,
// whatever they call it ("Saturdays I'm at the bowls club").
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

  it('reads what is done for fun or entertainment as the owner’s pastime', () => {
    expect(askOwner(CROSSING_PATROL, 'What do you do for fun?')).toContain('bowls club');
    expect(askOwner(CROSSING_PATROL, 'What do you do for entertainment?')).toContain('bowls club');
  });

  it('asked what they did for fun at another time of life, looks for that time, not any pastime', () => {
    expect(askOwner(CROSSING_PATROL, 'What did you do for fun as a kid?')).toSatisfy(isTwinDecline);
  });

  it('does not read a living or a reason after "for" as a pastime', () => {
    expect(askOwner(CROSSING_PATROL, 'What do you do for a living?')).toContain('Chester Road');
    expect(askOwner(CROSSING_PATROL, 'What did you do for your son’s wedding?')).toSatisfy(isTwinDecline);
  });
});
