// A description told from the learner's side, in which the character is named by their role ("The treasurer is
// Gordon Blake, 68, a retired bank manager who…") after someone else was named first ("My son Leo plays…"): the
// one said to be the role is the character; what the sentence says of them is said as theirs; what another person
// did keeps its own pronouns ("Leo broke his wrist"); and what the character is reported to say is said plainly.
import { describe, expect, it } from 'vitest';
import { quickCharacter } from '../character/conversation.test-helpers.ts';

const CLUB =
  "My son Leo plays for Riverside Juniors football club in Derby, and I paid the £120 season fee in August. The treasurer is Gordon Blake, 68, a retired bank manager who has kept the club's accounts for fifteen years. Leo broke his wrist in September and cannot play until March, and Gordon says fees are never refunded. My goal: get half the fee back or carried over to next season.";

describe('a character named by their role in the story', () => {
  const treasurer = quickCharacter('Club treasurer who refused a refund', 'Club treasurer', 'Parent of a junior member', CLUB);
  const answers = treasurer.facts.map((fact) => fact.answer);

  it('is the one said to be the role, not the person named first', () => {
    expect(treasurer.identity.name).toBe('Gordon Blake');
  });

  it('says what the role sentence says of them as their own', () => {
    expect(answers).toContain("I am 68, a retired bank manager who has kept the club's accounts for fifteen years.");
  });

  it("keeps another person's pronoun after an irregular past, and says its own words plainly", () => {
    const wrist = answers.find((answer) => answer.includes('wrist'));
    expect(wrist).toMatch(/^Leo broke his wrist in September/);
    expect(wrist).toMatch(/, and fees are never refunded\.$/);
  });
});
