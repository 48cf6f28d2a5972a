import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from './conversation.test-helpers.ts';

describe('a noun asked whose word family only the fact’s verb reaches', () => {
  // "complaint" in its commonest senses is an ailment or a cry (and so an "upset"); "complain", the fact's verb, derives to it.
  const landlord = quickCharacter('Noise from the flat below', 'Landlord', 'Tenant', 'Mark Owen owns a block of six flats in Bristol. Neighbours complained to him twice in June about music from flat 2 after midnight. He wants the tenant to keep noise down after 11pm.');

  it('answers with the fact that tells the doing, not a feeling kept back', () => {
    const { replies } = converse(landlord, ['Hi Mark.', 'What was the complaint?']);
    expect(replies[1]).toMatch(/complained .*twice in June about music from flat 2/);
  });
});
