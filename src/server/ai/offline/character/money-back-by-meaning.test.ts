// A character who wants "my money back" is given it by an offer to pay it back, in whatever words: a refund, to repay
// or reimburse (WordNet's kinds of paying) the sum they paid. A part of what they paid, a voucher or money off the
// next visit is not their money back. Fields no evaluation set uses: a dental crown and a driving course.
import { describe, expect, it } from 'vitest';
import type { CharacterBrief } from '../../../../shared/contracts/character-brief.ts';
import { normalised } from './state.ts';
import { converse, quickCharacter } from './conversation.test-helpers.ts';

const CROWN = quickCharacter(
  'Loose crown complaint',
  'Patient',
  'Dental receptionist',
  'Graham Lyle had a crown fitted at Smile Studio in May and it fell out twice. He paid £620 for the crown. He wants his money back.',
);

const DRIVING = quickCharacter(
  'Driving course cut short',
  'Learner driver',
  'Driving school owner',
  'Amira Haddad booked a ten-lesson course at Roadwise Driving School and paid £450 up front. Her instructor left after three lessons and nobody rang her. She wants all her money back.',
);

const OPENING = ['Hello, thank you for taking the time to talk this through with me.', "I'm sorry about how this has gone so far; I can see why it has been frustrating for you."];

function agreed(character: CharacterBrief, replies: readonly string[]): boolean {
  const line = normalised(character.outcome.agreementLine.split(/(?<=[.!?])\s+/).at(-1) ?? '');
  return replies.some((reply) => normalised(reply).includes(line));
}

describe('[AI] money wanted back, given by paying it back', () => {
  it('agrees to a refund, a repayment or a reimbursement of what was paid', () => {
    for (const offer of ['I will refund the £620 today.', 'We will repay you the £620 by Friday.', 'I will reimburse the £620 to your card this week.']) {
      expect(agreed(CROWN, converse(CROWN, [...OPENING, offer]).replies), offer).toBe(true);
    }
    expect(agreed(DRIVING, converse(DRIVING, [...OPENING, 'We will refund the full £450 to your card today.']).replies)).toBe(true);
  });

  it('does not agree to a part of what was paid, a voucher or money off the next visit', () => {
    for (const offer of ['We will refund you £200 today.', 'I can offer you a £20 voucher.', 'I can knock £50 off your next check-up.']) {
      expect(agreed(CROWN, converse(CROWN, [...OPENING, offer]).replies), offer).toBe(false);
    }
    expect(agreed(DRIVING, converse(DRIVING, [...OPENING, 'We will refund the £315 for the seven lessons you missed.']).replies)).toBe(false);
  });
});
