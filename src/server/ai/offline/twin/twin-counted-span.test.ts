// A stretch of time counted ("for 22 years", "30 years on the farm") says how long something went on, not when it
// happened: asked when, the twin does not answer with it, while a counted time that places it ("ten years ago") does.
import { describe, expect, it } from 'vitest';
import type { TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { isTwinDecline } from '../../language/twin-text.ts';
import { askOwner } from './twin-owner.test-helpers.ts';

const chemist: TwinOwnerCase = {
  name: 'Owain Rees',
  answers: {
    1: 'My wife Delyth and I have two boys, Huw and Gareth, both in Cardiff now.',
    12: 'I kept the chemist’s shop on Bridge Street in Lampeter for 22 years, and I knew every customer by name.',
  },
  questions: [],
  tagLines: {},
};

const sold: TwinOwnerCase = { ...chemist, answers: { ...chemist.answers, 17: 'I sold the shop ten years ago to a young lad from Aberaeron.' } };

describe('[TWIN] a counted stretch of time asked when', () => {
  it('declines to say when from a sentence that only says how long', () => {
    expect(askOwner(chemist, 'When did you get the shop?')).toSatisfy(isTwinDecline);
  });

  it('still answers how long from it, and when from a counted time that places it', () => {
    expect(askOwner(chemist, 'How long did you keep the shop?')).toContain('22 years');
    expect(askOwner(sold, 'When did you sell the shop?')).toContain('ten years ago');
  });
});
