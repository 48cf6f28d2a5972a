// A worry that something will not be done before a day ("…will not be ready before my wedding on 14 June") is settled
// by a statement that gives an earlier day for it, read as dates; a later day, a day under a negation or a question
// settles nothing, and a settled worry is not told again as one. A brief of this file's own.
import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from './conversation.test-helpers.ts';

const BRIDE = quickCharacter(
  'Wedding dress alterations',
  'Bride',
  "Tailor's shop assistant",
  'Chloe Hart left her wedding dress at Stitch & Sew for alterations on 2 May. It was promised for 20 May but is still not ready. She is worried the dress will not be ready before her wedding on 14 June. She wants the dress finished and a discount.',
);
const OPENING = 'Hello Chloe, thanks for coming in.';
const SETTLED = /what worried me was the dress/i;
const WORRY = /I am worried the dress/;

describe('a worry about a day', () => {
  it('is settled by a day before it', () => {
    const reply = converse(BRIDE, [OPENING, 'The dress will be ready on 6 June, and I can take 20% off.']).replies.at(-1);
    expect(reply).toMatch(SETTLED);
    expect(reply).not.toMatch(WORRY);
  });

  it.each([
    'The dress will be ready on 20 June, and I can take 20% off.',
    "I can't promise the dress before 6 June, but I can take 20% off.",
    'Will the dress be ready on 6 June?',
  ])('is not settled by a later day, a denied one or a question: "%s"', (line) => {
    const reply = converse(BRIDE, [OPENING, line]).replies.at(-1);
    expect(reply).not.toMatch(SETTLED);
    expect(reply).toMatch(WORRY);
  });

  it('once settled, is not told again as a worry', () => {
    const { replies } = converse(BRIDE, [OPENING, 'We can finish the dress by 6 June and take 20% off.', 'Is anything else worrying you?']);
    expect(replies[1]).toMatch(SETTLED);
    expect(replies[2]).not.toMatch(WORRY);
  });
});
