// "Which day…?" in a created scenario of a field no evaluation set covers (a dog boarding kennel): it asks for a date or
// a day, which a fact with clock times alone ("waited from 9 o'clock until half past ten") does not hold, so the one
// fact with a date is the one asked for, by whatever name the question gives the occasion.
import { describe, expect, it } from 'vitest';
import { converse, IDENTITY_LINE, quickCharacter } from './conversation.test-helpers.ts';

const owner = quickCharacter(
  'Dog owner kept waiting at a kennel',
  'Dog owner',
  'Kennel manager',
  "Ruth Bell, 52, a dental receptionist, reserved a week's boarding for her spaniel, Max, at Meadow Kennels starting on 9 August, for £210. She waited at reception from 9 o'clock until half past ten before anyone came, and missed her train to Cornwall. She wants the £45 train fare paid. My goal: apologise and agree what we will pay.",
);

describe('"Which day…?"', () => {
  it('is answered with the fact that holds a date, not the one with clock times alone', () => {
    const { replies } = converse(owner, [IDENTITY_LINE, 'Which day was the appointment?']);
    expect(replies[1]).toMatch(/9 August/);
  });
});
