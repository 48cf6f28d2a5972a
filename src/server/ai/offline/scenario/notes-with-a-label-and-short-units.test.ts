// A description typed as notes in a field no evaluation set covers (a tenant's rent arrears at a housing association,
// a golf club member): notes that open on a label saying who the person is ("Tenant: Marek Nowicki, 44…") name the
// character as unlabelled notes do; and a length of time shortened as notes shorten it ("12 yrs") is a length the
// character can tell when asked.
import { describe, expect, it } from 'vitest';
import { converse, IDENTITY_LINE, quickCharacter } from '../character/conversation.test-helpers.ts';

const tenant = quickCharacter(
  'Tenant behind on his rent',
  'Tenant',
  'Housing officer',
  'Tenant: Marek Nowicki, 44, bus mechanic, Swindon. Two-bed flat on Elm Court since 2016. Three months behind on rent, £1,890 owed. Hours cut at the depot in March. Wants a payment plan. Goal: agree a plan he can keep.',
);

const golfer = quickCharacter(
  'Golf club member upset by a fee rise',
  'Club member',
  'Club secretary',
  'Harold Pike, 70, retired surveyor. Member of Oakfield Golf Club for 12 yrs. Annual fee up from £950 to £1,300 this year. Wants the old rate kept for members over 65. Goal: explain the rise and keep him as a member.',
);

describe('notes typed with a label and short units', () => {
  it('names the character the labelled notes name', () => {
    expect(tenant.identity.name).toBe('Marek Nowicki');
    const { replies } = converse(tenant, [IDENTITY_LINE]);
    expect(replies[0]).toMatch(/Marek Nowicki/);
    expect(replies[0]).not.toMatch(/Tenant:/);
  });

  it('tells a length of time the notes shorten when asked for it in other words', () => {
    const { replies } = converse(golfer, [IDENTITY_LINE, 'How long have you been with us?']);
    expect(replies[1]).toMatch(/\b12 years\b/);
  });
});
