// A line that names every noun of what the character wants and gives none of it is no offer: "The membership fee stays
// on your account" to a member who wants the fee taken off it. What is to be done to the thing must be given too, in its
// words or others. Characters of this file's own.
import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from './conversation.test-helpers.ts';

const AGREES = /that is what I was asking for|Agreed, then/i;

describe('a want whose doing is not given', () => {
  const member = () =>
    quickCharacter(
      'Gym fee charged after cancelling',
      'Gym member',
      'Membership manager',
      'Lena Fischer cancelled her membership at Pulse Fitness in June, but the £39 monthly fee was taken again in July. She wants the July fee taken off her account.',
    );

  it('is not met by a line keeping the thing where it is', () => {
    const { replies } = converse(member(), ['Hello Lena, how can I help?', 'The July fee stays on your account.']);
    expect(replies.at(-1)).not.toMatch(AGREES);
  });

  it('is met by a line that gives the doing, in the want’s words or others', () => {
    expect(converse(member(), ['Hello Lena, how can I help?', 'I will take the July fee off your account today.']).replies.at(-1)).toMatch(AGREES);
    expect(converse(member(), ['Hello Lena, how can I help?', 'I can remove the July fee from your account today.']).replies.at(-1)).toMatch(AGREES);
  });
});
