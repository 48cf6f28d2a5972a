// A description that names someone else as a clause's subject and then takes them up with "he" or "she" (a school's
// parent talking about her daughter's detentions): that pronoun is theirs, so the character tells it of them, never
// of itself; a pronoun after the character is named again is the character's.
import { describe, expect, it } from 'vitest';
import { converse, IDENTITY_LINE, quickCharacter } from '../character/conversation.test-helpers.ts';

const mother = quickCharacter(
  'Parent upset about lunchtime detentions',
  'Parent',
  'Head of Year 9',
  "Carol Denton is Maisie's mum. Maisie is in Year 9, and she has been kept in at lunch six times this term for forgetting her PE kit. Carol works shifts at the hospital and she wants the detentions stopped.",
);

describe("someone else's subject pronoun", () => {
  it('tells what the daughter did as hers, and what the character does as its own', () => {
    const answers = mother.facts.map((fact) => fact.answer).join(' ');
    expect(answers).toMatch(/she has been kept in/);
    expect(answers).not.toMatch(/I have been kept in/);
    expect(answers).toMatch(/I want the detentions stopped/);
    const { replies } = converse(mother, [IDENTITY_LINE, 'How many times has Maisie been kept in?']);
    expect(replies[1]).toMatch(/six times/);
    expect(replies[1]).not.toMatch(/\bI have been kept\b/);
  });
});
