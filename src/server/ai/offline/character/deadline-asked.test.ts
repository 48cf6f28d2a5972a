// "By when…?", "When by…?", "How soon…?" ask for a date or a deadline: a length the brief tells ("hired for two weeks")
// says how long something lasted, not when it must be done, so it is not said again as the figure asked for. Briefs of
// this file's own.
import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from './conversation.test-helpers.ts';

const CUSTOMER = quickCharacter(
  'Customer whose storage container was taken early',
  'Customer',
  'Depot manager',
  "Owen Pryce hired a twenty-foot storage container from BoxSafe for three weeks to clear his late aunt's bungalow, paying £450. " +
    'It was delivered on Tuesday the 4th at about 8 in the morning, but the truck came back and took it away on the Friday, only three days later, because of a mix-up at the office. ' +
    'It was half full and the bungalow has to be empty by the end of the month for the sale. He has rung every day since then. My goal: apologise and get a container back to him.',
);

describe('a deadline asked for', () => {
  it('is not answered again with a length told before', () => {
    const { replies } = converse(CUSTOMER, ['When did we deliver it?', 'How long was the hire supposed to be?', 'By when does the bungalow have to be cleared?']);
    expect(replies[1]).toMatch(/three weeks/i);
    expect(replies[2]).toMatch(/end of the month/i);
    expect(replies[2]).not.toMatch(/three weeks/i);
  });

  it('reads "when by" and "how soon" as asking for a deadline too', () => {
    for (const question of ['When does the bungalow have to be cleared by?', 'How soon does the bungalow have to be cleared?']) {
      const { replies } = converse(CUSTOMER, ['When did we deliver it?', 'How long was the hire supposed to be?', question]);
      expect(replies[2]).toMatch(/end of the month/i);
      expect(replies[2]).not.toMatch(/three weeks/i);
    }
  });
});
