// "A coach sent Liam home early and he missed the final": a pronoun after someone named as the object of the same
// sentence refers to that person, so the character, of the same gender, does not say "I missed the final".
import { describe, expect, it } from 'vitest';
import { quickCharacter } from '../character/conversation.test-helpers.ts';

const father = quickCharacter(
  'Sent home from the tournament',
  'Darren Cole, a parent',
  'Club welfare officer',
  'Darren Cole is the father of Liam, aged eleven. The coach sent Liam home early on Saturday and he missed the final. Darren wants the coach to explain why.',
);

describe('a pronoun after someone named as an object', () => {
  it('stays theirs in the character voice', () => {
    const fact = father.facts.find((each) => /sent Liam home/.test(each.answer))!;
    expect(fact.answer).toMatch(/\band he missed the final\b/);
    expect(fact.answer).not.toMatch(/\bI missed\b/);
  });
});
