// A want given is said back by its doing and first phrase; a phrasal verb is said whole, its particle kept even when
// it comes after the verb's object ("pay the arrears off", never "to pay the arrears"). Sentences of this file's own.
import { describe, expect, it } from 'vitest';
import { quickCharacter } from '../character/conversation.test-helpers.ts';

describe('a want said back once given', () => {
  it('keeps a phrasal verb’s particle after its object', () => {
    const tenant = quickCharacter(
      'Rent arrears',
      'Tenant',
      'Letting agent',
      'Tom Reed, a tenant, fell behind on his rent after losing shifts at the depot. He wants to pay the arrears off at £50 a month.',
    );
    const lines = tenant.objections.map((objection) => objection.resolvedLine);
    expect(lines).toContain('Right. That is what I was asking for: to pay the arrears off.');
  });
});
