// A want in two parts ("his £900 deposit back and the £120 he paid the locksmith") is not said to be given when one
// part is: the character takes that part and names the other; once the other is given too, in a line that names only
// it, the concern that claims both is settled.
import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from './conversation.test-helpers.ts';

const tenant = quickCharacter(
  'Deposit held back after moving out',
  'Callum Reid, a former tenant',
  'Letting agency manager',
  'Callum Reid moved out of a flat on Rose Street in Edinburgh on 30 September. The agency has kept his £900 deposit for six weeks. He paid a locksmith £120 after the agency lost his keys. He wants a refund of his £900 deposit and the £120 he paid the locksmith.',
);
const claimsBoth = /that is what I (?:came|was asking) for: [^.]*£900[^.]*£120/i;

describe('a want in two parts', () => {
  it('is not said to be given when one part is', () => {
    const { replies } = converse(tenant, ['Hello, how can I help?', 'We can refund your deposit today.']);
    expect(replies[1]).not.toMatch(claimsBoth);
    expect(replies[1]).toMatch(/£120/);
  });

  it('is settled once the other part is given in a line of its own', () => {
    const { replies } = converse(tenant, ['Hello, how can I help?', 'We can refund your deposit today.', 'And we will pay you the £120 for the locksmith by Friday.']);
    expect(replies[2]).toMatch(claimsBoth);
  });
});
