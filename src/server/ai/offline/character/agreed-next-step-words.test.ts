// On agreeing, the character checks the next step by the day offered: what was agreed is "that", and the matter is
// what it settles ("So that's by Friday for my membership?"), never a thing said to be settled itself ("And my
// membership is settled by Friday, yes?", "I'll expect my membership in writing").
import { describe, expect, it } from 'vitest';
import { quickCharacter, converse } from './conversation.test-helpers.ts';

const MEMBER =
  "Aisha Bello has been a member of our gym in Coventry since 2021. We charged her £45 for July after she froze her membership in June for a knee operation. She wants the £45 refunded.";

describe('the next step checked on agreeing', () => {
  it('says the day for what was agreed, not the matter as settled', () => {
    const member = quickCharacter('July fee charged during a freeze', 'Gym member', 'Gym manager', MEMBER);
    const { replies } = converse(member, [
      "I'm sorry we charged you while your membership was frozen; that was our mistake.",
      "I'll refund the £45 to your card by Friday.",
      "I'll email you the confirmation today. Does that work for you?",
    ]);
    const agreed = replies.slice(1).join(' ');
    expect(agreed).toMatch(/Friday/);
    expect(agreed).not.toMatch(/\b(?:is|are) (?:settled|sorted) (?:by|on|today|tomorrow|from)\b/i);
    expect(agreed).not.toMatch(/expect (?:my|the) \p{L}+ in writing/iu);
  });
});
