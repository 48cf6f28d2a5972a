// A learner's words read against who the character is: a person the learner calls theirs ("our teacher") is someone
// of the learner's side, not the character, and a verb asked ("put") reaches no noun of the role ("position") through
// a sense only the verb has.
import { describe, expect, it } from 'vitest';
import { characterInput, quickCharacter } from './conversation.test-helpers.ts';
import { knowledgeOf } from './knowledge.ts';
import { meaningMatches } from './fact-meaning.ts';

const SOFA = quickCharacter(
  'Sofa left in the rain',
  'Customer',
  'Delivery manager',
  'Marta Silva, a primary school teacher, ordered a corner sofa from HomeNest for £900. On 3 May the delivery crew left it on the pavement outside her building in the rain instead of carrying it up to her third-floor flat, and the fabric is now stained. My goal: apologise and agree a replacement.',
);
const KNOWLEDGE = knowledgeOf(characterInput(SOFA));

/** What a question's words alone are worth to the fact of who the character is. */
function roleWords(question: string): number {
  return meaningMatches(question, KNOWLEDGE, true).find((match) => match.topic.name === 'their role')?.wordScore ?? 0;
}

describe("the learner's side against who the character is", () => {
  it('a person the learner calls theirs is not the character, though the character does that job', () => {
    expect(roleWords('What did our teacher say?')).toBe(0);
    // Asked of the character, the same noun is still theirs.
    expect(roleWords('How long have you been a teacher?')).toBeGreaterThan(0);
  });

  it('a verb asked does not reach a noun of the role through a sense only the verb has', () => {
    expect(roleWords('Where did we put it?')).toBe(0);
    expect(roleWords('What did we set out for you?')).toBe(0);
  });
});
