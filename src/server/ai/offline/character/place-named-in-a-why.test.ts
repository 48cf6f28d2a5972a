// "Why were you in Chester?" in a created scenario of a field no evaluation set covers (a driver with a car park
// charge): a name after "in", "at" or "near", or one WordNet files first as a place, is where the character was, not
// someone of theirs to ask after; the question asks why they were there, answered by the errand a fact tells ("while
// taking my nephew out…"), not by the fact that names the place.
import { describe, expect, it } from 'vitest';
import { converse, IDENTITY_LINE, quickCharacter } from './conversation.test-helpers.ts';

const driver = quickCharacter(
  'Driver with a car park charge',
  'Driver',
  'Appeals officer at a parking company',
  "Dale Morris, 45, a plumber from Wrexham, got a £70 charge notice from ParkSure for the Chester Zoo car park on 4 August. He had paid £9 at the machine on his card while taking his nephew out for his tenth birthday, but the machine printed no ticket. He wants the charge cancelled. My goal: check his payment and agree what happens to the charge.",
);

describe('"Why were you in Chester?"', () => {
  it('is answered with the errand a fact tells, not with the fact that names the place', () => {
    const { replies } = converse(driver, [IDENTITY_LINE, 'Why were you in Chester?']);
    expect(replies[1]).toMatch(/nephew|birthday/);
  });
});
