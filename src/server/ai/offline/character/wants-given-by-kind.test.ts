// An offer gives what a character wants when it names one of the kind wanted ("Friday" is a date, "a refund" is
// compensation), and leave granted ("You can swap…") is an offer. Characters of this file's own.
import { describe, expect, it } from 'vitest';
import { IDENTITY_LINE, converse, quickCharacter } from './conversation.test-helpers.ts';

const AGREES = /\b(?:agreed|let's do that|works for me|deal|that is what I was asking for)\b/i;

describe('an offer that names one of the kind wanted', () => {
  const kitchen = () =>
    quickCharacter(
      'Kitchen worktop',
      'Homeowner',
      'Fitting company manager',
      'Kofi Mensah paid £3,100 for a new oak worktop. The fitter has cancelled twice and Kofi has lost two days of leave waiting in. He wants a fitting date next week and compensation for the wasted leave, and will cancel the order if nobody calls him back.',
    );

  it('is agreed to when it gives a day and a refund for the leave', () => {
    const { replies } = converse(kitchen(), [IDENTITY_LINE, "I'm sorry about the cancellations. I can book the fitting for Wednesday, and refund £120 for the wasted leave."]);
    expect(replies.at(-1)).toMatch(AGREES);
    expect(replies.at(-1)).not.toMatch(/cancel the order/i);
  });

  it('is not agreed to when it gives the day alone', () => {
    const { replies } = converse(kitchen(), [IDENTITY_LINE, "I'm sorry about the cancellations. I can book the fitting for Wednesday."]);
    expect(replies.at(-1)).toMatch(/compensation for the wasted leave/i);
  });
});

describe('leave granted', () => {
  const porter = () =>
    quickCharacter(
      'Shift swap',
      'Night porter',
      'Hotel manager',
      'Kofi Mensah, a night porter for eleven years, asks to swap his Sunday shifts for Mondays because his mother needs him at church.',
    );

  it('is an offer that gives what he asked leave for', () => {
    const { replies } = converse(porter(), [IDENTITY_LINE, 'Yes, you can swap your Sunday shifts for Mondays from next month. Does that work?']);
    expect(replies.at(-1)).toMatch(AGREES);
  });

  it('is no offer when it only says what he may think or say', () => {
    const { replies } = converse(porter(), [IDENTITY_LINE, 'You can tell me more about the Sunday shifts.']);
    expect(replies.at(-1)).not.toMatch(AGREES);
  });
});
