// A told fact said again in part keeps a word of how many with the thing it counts: "every Friday", never "every".
import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from './conversation.test-helpers.ts';

const guitarist = quickCharacter(
  'Guitar neck cracked',
  'Customer',
  'Music shop repair desk',
  'Tom Hayes left his acoustic guitar at Fretwork Music on 2 May to have new strings fitted for £25. When he collected it the neck was cracked. A new neck costs £180. He plays in a pub band every Friday and wants the repair paid for.',
);

describe('a told fact said again in part', () => {
  it('never ends on a word that counts what it has cut off', () => {
    const reply = converse(guitarist, ['Tell me about your band.', 'Which night do you play at the pub?']).replies.at(-1)!;
    expect(reply).not.toMatch(/\b(?:every|each)\.$/);
    expect(reply).toMatch(/\bevery Friday\b/i);
  });
});
