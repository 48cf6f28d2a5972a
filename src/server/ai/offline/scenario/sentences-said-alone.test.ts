// A sentence of the description is said on its own, as a fact or a concern: the adverb that tied it to the sentence
// before it in the writer's story ("Then the interview was cancelled") points at nothing once it stands alone.
import { describe, expect, it } from 'vitest';
import { quickCharacter, converse, IDENTITY_LINE } from '../character/conversation.test-helpers.ts';
import { withoutOpeningConnective } from './writer-asides.ts';

const PIANIST =
  'Kofi Boateng is one of our artists, a jazz pianist from Leeds, and his album came out with us on 3 March. The launch gig at the Wardrobe sold only 60 of 300 tickets because the posters went up late. Then the radio interview we had promised him was cancelled the day before, which made it worse. He wants a proper tour plan for the autumn.';

describe('a sentence said on its own', () => {
  it('loses an opening adverb that ties it to the sentence before, by its sense', () => {
    expect(withoutOpeningConnective('Then the depot lost the parcel.')).toBe('The depot lost the parcel.');
    expect(withoutOpeningConnective('Afterwards I rang twice.')).toBe('I rang twice.');
    expect(withoutOpeningConnective('Also, the invoice was wrong.')).toBe('The invoice was wrong.');
    // An adverb of the speaker's attitude or of time now is the sentence's own.
    expect(withoutOpeningConnective('Honestly the launch was a disaster.')).toBe('Honestly the launch was a disaster.');
    expect(withoutOpeningConnective('Now the roof leaks.')).toBe('Now the roof leaks.');
  });

  it('is what the character says, after introducing themselves and when asked', () => {
    const pianist = quickCharacter('Album launch gone wrong', 'Musician', 'Label manager', PIANIST);
    expect(pianist.facts.map((fact) => fact.answer)).toContain('The radio interview you had promised me was cancelled the day before, which made it worse.');
    const { replies } = converse(pianist, [IDENTITY_LINE, 'What happened with the radio interview?']);
    for (const reply of replies) expect(reply).not.toMatch(/(?:^|[.!?]\s+)Then\b/);
  });
});
