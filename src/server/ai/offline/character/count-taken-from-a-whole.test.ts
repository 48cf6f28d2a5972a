// A count taken out of a counted whole ("three of my last ten rent payments") is the count asked for when the question
// counts what the whole counts and names the doing said of the part ("How many payments have you missed?"): the whole's
// count is how many there were to miss, not how many were missed, and a memory claimed for it would be false.
import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from './conversation.test-helpers.ts';
import { isPartOfWhole, wholeTakenFrom } from './fact-meaning.ts';

const RENT_TENANT = quickCharacter(
  'Tenant behind on her rent',
  'Tenant',
  'Housing officer',
  'Maria Costa rents a two-bedroom flat from the council on Elm Road. She has missed three of her last ten rent payments since her hours at the care home were cut in March, and she now owes £1,350. She is worried about being evicted and wants a repayment plan she can afford.',
);

describe('[CHARACTER] a count taken out of a counted whole', () => {
  it('reads the part-of phrase between the two counts by its determiner and describing words', () => {
    expect(isPartOfWhole(' of my last ')).toBe(true);
    expect(isPartOfWhole(' of the ')).toBe(true);
    expect(isPartOfWhole(' of rent paid in ')).toBe(false);
    expect(wholeTakenFrom(' of my last ten rent payments since March')).toBe(' of my last ten');
    expect(wholeTakenFrom(' of my payments since March')).toBeNull();
  });

  it('says the part, with the whole it was taken from, when asked how many again', () => {
    const { replies } = converse(RENT_TENANT, ['How much do you owe now?', 'How many payments have you missed?', 'Sorry, how many payments did you say you had missed?']);
    expect(replies[0]).toContain('three of my last ten rent payments');
    for (const reply of replies.slice(1)) {
      expect(reply).toMatch(/\bthree of my last ten rent payments\b/);
      expect(reply).not.toMatch(/(?:^|[,:] )ten rent payments/);
    }
  });
});
