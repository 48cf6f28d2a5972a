// A want that names its limit by a noun ("a package within budget", "a rent under my limit") is kept to by an offer
// whose sums are at most the sum the character's facts give that noun, said for the same span or compared for each
// day; more than it, or a sum for no span against a limit for one, keeps to nothing. Briefs of this file's own.
import { describe, expect, it } from 'vitest';
import { converse, IDENTITY_LINE, quickCharacter } from './conversation.test-helpers.ts';
import { givesWithinLimit, limitNamedIn } from './offer-meaning.ts';

const COUPLE = quickCharacter(
  'Wedding venue package',
  'Bride-to-be',
  'Venue events manager',
  'Aisha Rahman is getting married on 14 June. Her budget for the venue is £8,000, and your quote for the full package is £9,200. She wants a package within budget.',
);

const MET = /that is what I was asking for|\bagreed, then\b|works for me/i;

describe('a limit named by its noun', () => {
  it('reads the sum the facts give the noun, and the span it is said for', () => {
    expect(limitNamedIn('a rent under my limit', ['My limit is £1,200 a month, and the landlord wants £1,350.'])).toEqual({ value: 1200, unit: 'month' });
    expect(limitNamedIn('a package within budget', ['My budget for the venue is £8,000, and your quote is £9,200.'])).toEqual({ value: 8000, unit: null });
    expect(limitNamedIn('a package within budget', ['The venue quoted £9,200.'])).toBeNull();
  });

  it('is kept to by sums at most the limit, for each day when said for other spans', () => {
    const monthly = { value: 1200, unit: 'month' };
    expect(givesWithinLimit('We can let it for £275 a week.', monthly)).toBe(true);
    expect(givesWithinLimit('We can let it for £1,250 a month.', monthly)).toBe(false);
    expect(givesWithinLimit('We can let it for £1,100.', monthly)).toBe(false);
  });

  it('agrees when an offer keeps to the budget, and not when it goes over', () => {
    expect(converse(COUPLE, [IDENTITY_LINE, 'We can do the full package for £7,800.']).replies.at(-1)).toMatch(MET);
    expect(converse(COUPLE, [IDENTITY_LINE, 'We can do the full package for £8,500.']).replies.at(-1)).not.toMatch(MET);
  });
});
