// What a description says of things stays said of them in the character's mouth: a clause set after a comma on its
// participle ("…, confirmed for 12 April") is said of the thing before it, never turned into "I confirmed…".
import { describe, expect, it } from 'vitest';
import { converse, IDENTITY_LINE, quickCharacter } from './conversation.test-helpers.ts';

const COACH = quickCharacter(
  'A coach that never came',
  'School trips organiser',
  'Coach company booking manager',
  'Ruth King booked a 49-seat coach from us on 3 March for £900, confirmed for 12 April. It never arrived and 45 pupils missed the museum visit. She wants the £900 back.',
);

describe('things said of things', () => {
  it('says a participle clause of the thing before it as its figure, not as something the character did', () => {
    const { replies } = converse(COACH, [IDENTITY_LINE, 'What did you book with us?', 'And when was it confirmed for?']);
    expect(replies[1]).toMatch(/confirmed for 12 April/);
    expect(replies[2]).toMatch(/12 April/);
    expect(replies[2]).not.toMatch(/\bI confirmed\b/);
  });
});
