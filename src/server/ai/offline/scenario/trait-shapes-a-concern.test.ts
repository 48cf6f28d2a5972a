// A persona's trait ("wary of small print", "hates being rushed") shapes how a concern is said, never what settles it:
// that stays what the scenario asks, which the learner can see, and is never a trial, a reference or a demo the
// scenario never mentions. A character of this file's own.
import { describe, expect, it } from 'vitest';
import { advancedScenario, libraryPersona } from './advanced-scenario.test-helpers.ts';
import { IDENTITY_LINE, converse } from '../character/conversation.test-helpers.ts';

const AGREES = /\b(?:agreed|let's do that|works for me|deal|that is what I was asking for)\b/i;

describe('a persona trait beside a complaint', () => {
  const member = () =>
    advancedScenario(
      libraryPersona('Denise Walsh', 'Denise Walsh, 49, school cook from Bolton, plain-spoken and suspicious of cancellation fees'),
      'Gym membership fee',
      'Denise has been a member of Fairway Gym for six years. In October she moved to a new job in Wigan and cancelled her membership, and was charged a £90 cancellation fee that nobody had mentioned when she joined. She wants the £90 fee refunded.',
    ).brief!.character;

  it('keeps the trait in how the concern is said, settled by what she wants', () => {
    const concerns = member().objections.filter((objection) => /cancellation fees/i.test(objection.objection));
    expect(concerns.length).toBeGreaterThan(0);
    for (const concern of concerns) expect(concern.resolvedBy).toMatch(/£90 fee refunded/);
  });

  it('is agreed once what she wants is given, with no trial or reference asked for', () => {
    const { replies } = converse(member(), [IDENTITY_LINE, "I'm sorry nobody told you about the fee, Denise. We will refund the £90 cancellation fee to your card today, and I'll email you to confirm."]);
    expect(replies.join(' ')).not.toMatch(/reference|small trial/i);
    expect(replies.at(-1)).toMatch(AGREES);
  });
});
