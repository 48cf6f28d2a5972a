// A question after someone of the character's ("How is your wife doing?") is answered from the facts that name that
// person, and once they are told, by what they say of them, owned as all the character can say; a "they" after a
// sentence about one of their own that a noun gives a gender to is that person and the character together, "we".
// Characters of this file's own.
import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from './conversation.test-helpers.ts';

describe('someone of their own asked after', () => {
  const driver = () =>
    quickCharacter(
      'Fridays off',
      'Delivery driver',
      'Depot manager',
      'Olu Adeyemi has driven vans for the depot for seven years. His wife is expecting twins in May and has been told to rest. He wants Fridays off until the end of June.',
    );

  it('is answered by the fact that names them', () => {
    const { replies } = converse(driver(), ['How is your wife doing?']);
    expect(replies[0]).toMatch(/expecting twins/i);
  });

  it('once told, is answered by what the facts say of them, never another fact', () => {
    const { replies } = converse(driver(), ['Hi Olu, thanks for coming in.', 'How is your wife?']);
    expect(replies[0]).toMatch(/expecting twins/i);
    expect(replies.at(-1)).toMatch(/^All I can tell you is that she is expecting twins in May/);
  });
});

describe('"them" after one of their own', () => {
  it('is the character and that person, "us"', () => {
    const brief = quickCharacter(
      'Care home move',
      'Daughter of a resident',
      'Care home manager',
      "Amira Haddad's mother, who is 90, was moved to a new room on Monday. Nobody asked them first. Amira wants her mother moved back to her old room this week.",
    );
    expect(brief.facts.map((fact) => fact.answer)).toContain('Nobody asked us first.');
  });
});
