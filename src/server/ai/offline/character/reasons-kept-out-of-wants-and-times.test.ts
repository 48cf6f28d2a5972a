// A reason said with a want ("…because her crown came loose on 4 May") stays out of the want the character presses for,
// which is said in its own voice; and asked when, the character says what happened then, not "because…".
import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from './conversation.test-helpers.ts';

describe('a reason said with a want', () => {
  it('is said as what happened when the time is asked for again', () => {
    const patient = quickCharacter('Crown refund', 'Patient', 'Practice manager', 'Ama Boateng wants the £90 refunded because her crown came loose on 4 May, three weeks after it was fitted.');
    const reply = converse(patient, ['Hi Ama, what can I do for you?', 'When did the crown come loose?']).replies[1]!;
    expect(reply).toMatch(/my crown came loose on 4 May/);
    expect(reply).not.toMatch(/\bbecause\b/i);
  });

  it('is no part of the want pressed as a concern, which is the character’s own', () => {
    const customer = quickCharacter('Broken kettle', 'Customer', 'Store manager', 'Grace Patel wants a replacement for her kettle because its handle snapped on 2 March.');
    const pressed = customer.objections.map((objection) => objection.objection).find((objection) => /^I want a replacement/.test(objection));
    expect(pressed).toBe("I want a replacement for my kettle, and I'm not leaving without it.");
  });
});
