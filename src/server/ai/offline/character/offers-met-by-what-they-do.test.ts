// An offer meets a want by what it does, whatever words it is said in: paying in parts gives a want to spread or
// split a sum, and more time (a span said as more, a span given, a time limit moved to a day) gives an extension.
// A refusal of either still gives nothing. Briefs of this file's own.
import { describe, expect, it } from 'vitest';
import { converse, IDENTITY_LINE, quickCharacter } from './conversation.test-helpers.ts';

const GYM_MEMBER = quickCharacter(
  'Gym member and the new spa fee',
  'Gym member',
  'Gym manager',
  'Owen Price has been a member of Riverside Gym for three years. The gym has brought in a £240 yearly fee for the new spa, due in one payment. Owen wants to split the fee so he can keep his membership.',
);

const KITCHEN_FITTER = quickCharacter(
  'Kitchen fitter behind on a job',
  'Kitchen fitter',
  'Site manager',
  'Ravi Patel is a kitchen fitter whose contract says the flats on Mill Lane must be finished by 3 June. The worktops arrived ten days late from the supplier. He wants a one-week extension.',
);

const RESIDENT = quickCharacter(
  'Council tax arrears',
  'Resident',
  'Council revenues officer',
  'Leah Grant owes £600 in council tax after her hours at the bakery were cut in March. She wants to pay the arrears in instalments.',
);

// "Agreed, then.", never the "agreed" of "nobody has agreed to it yet".
const MET = /that is what I was asking for|\bagreed, then\b|works for me/i;

function replyTo(brief: ReturnType<typeof quickCharacter>, line: string): string {
  return converse(brief, [IDENTITY_LINE, line]).replies.at(-1)!;
}

describe('a want to spread or split a sum', () => {
  it('is met by payments in parts, however they are said', () => {
    expect(replyTo(GYM_MEMBER, 'You can pay the £240 in four instalments.')).toMatch(MET);
    expect(replyTo(GYM_MEMBER, 'We can take £20 a month instead.')).toMatch(MET);
    expect(replyTo(GYM_MEMBER, 'I can break the £240 into four payments over a year.')).toMatch(MET);
  });

  it('is not met by a refusal, nor by a sum alone', () => {
    expect(replyTo(GYM_MEMBER, "I'm afraid we can't split the fee.")).not.toMatch(MET);
    expect(replyTo(GYM_MEMBER, 'No instalments, I am afraid.')).not.toMatch(MET);
    expect(replyTo(GYM_MEMBER, 'You can pay the £240 at the desk.')).not.toMatch(MET);
  });
});

describe('a want to pay a debt in instalments', () => {
  it('is met by a sum for each month, and the worry about paying it all at once is not raised after it', () => {
    const reply = replyTo(RESIDENT, 'We can take £100 a month for six months.');
    expect(reply).toMatch(MET);
    expect(reply).not.toMatch(/full amount|in one go/i);
  });
});

describe('a want of an extension', () => {
  it('is met by more time, however it is said', () => {
    expect(replyTo(KITCHEN_FITTER, "I'll give you the extra week.")).toMatch(MET);
    expect(replyTo(KITCHEN_FITTER, 'You can finish the flats a week later.')).toMatch(MET);
    expect(replyTo(KITCHEN_FITTER, 'I can move your completion date to 10 June.')).toMatch(MET);
    expect(replyTo(KITCHEN_FITTER, 'I can push your completion date back a week.')).toMatch(MET);
    expect(replyTo(KITCHEN_FITTER, 'I can give you until 10 June.')).toMatch(MET);
  });

  it('is not met by a refusal', () => {
    expect(replyTo(KITCHEN_FITTER, "I can't give you an extension.")).not.toMatch(MET);
    expect(replyTo(KITCHEN_FITTER, 'No extension, I am afraid.')).not.toMatch(MET);
  });
});
