// "since" after a perfect counts time whatever form the perfect takes: negated ("haven't heard"), or with a
// participle no ending shows ("has paid"). Only a "since" that opens a clause of its own gives a reason.
import { describe, expect, it } from 'vitest';
import { sinceGivesReason } from './since-clause.ts';
import { waysOfAsking } from './ways-of-asking.ts';

describe('"since" after a perfect', () => {
  it('counts time after a negated perfect', () => {
    expect(sinceGivesReason("We haven't heard a word since the engineer left, and the boiler is still off.")).toBe(false);
    expect(sinceGivesReason('He has not rung once since the tiles went down.')).toBe(false);
  });

  it('counts time after a perfect whose participle no ending shows', () => {
    expect(sinceGivesReason('She has paid nothing since March and now owes £400.')).toBe(false);
    expect(waysOfAsking('She has paid nothing since March and now owes £400.').flat()).not.toContain('why');
  });

  it('still gives a reason where it opens a clause of its own', () => {
    expect(sinceGivesReason('Since the lift was broken, we carried everything up ourselves.')).toBe(true);
    expect(sinceGivesReason('I cancelled the order since nobody could give me a date.')).toBe(true);
  });
});
