import { describe, expect, it } from 'vitest';
import { askedKinds } from './fact-meaning.ts';
import { converse, quickCharacter, replyTo } from './conversation.test-helpers.ts';

const GYM = quickCharacter('Personal training refund', 'Member', 'Gym manager', 'Omar Haddad paid £60 in June for a personal training pack at FitZone. The trainer left after two sessions. He wants £40 back for the four sessions he never had.');

const LEASE = quickCharacter(
  'Lease repair bill',
  'Driver',
  'Leasing adviser',
  'Ben Cole has been on a £199-a-month service lease with DriveNow since 2022. In May he paid £310 for new brakes, though his lease covers all servicing. He wants the £310 refunded.',
);

describe('a "for" closing a "what" question asks what the sum was for', () => {
  it.each(['What were you charged for?', 'What did you pay for?'])('"%s" asks no sum', (line) => {
    expect(askedKinds(line).has('money')).toBe(false);
  });

  it('answers with the thing paid for, not the sum alone', () => {
    expect(replyTo(GYM, 'What did you pay for?')).toMatch(/personal training pack/);
  });
});

describe('"What X…?" after the fact saying which X was told', () => {
  it('says that fact again, not only one that speaks of the X as known', () => {
    const { replies } = converse(LEASE, ['Hello, DriveNow here.', 'What lease are you on?']);
    expect(replies[0]).toMatch(/£199-a-month service lease/);
    expect(replies[1]).toMatch(/£199/);
  });
});
