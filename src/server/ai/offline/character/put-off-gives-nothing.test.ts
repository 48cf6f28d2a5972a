// A line that puts the character's want off ("Let's leave the deposit for now") or only says it back ("I know you want
// the deposit back") gives nothing: the character does not thank the learner for it as if it were met, its concern stays
// open and its agreement waits. A flat whose landlord kept a deposit, a field no evaluation set uses.
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../../shared/contracts/scenarios.ts';
import { characterInput, converse, quickCharacter } from './conversation.test-helpers.ts';
import { knowledgeOf } from './knowledge.ts';
import { requirementsCoveredAt } from './state.ts';

const BRIEF = quickCharacter(
  'The kept deposit',
  'Former tenant',
  'Letting agent',
  'Tomasz Nowak, a bus driver from Leeds, moved out of a flat on Hyde Street on 30 June. The agency kept his £650 deposit for cleaning he says was done. He wants the £650 back.',
);
const OPENING = ['Hello Tomasz, thanks for calling. What happened with the flat?', "I'm sorry, that must be frustrating."];

/** Whether the character says the deposit is what it was asking for. */
const thanksAsMet = (reply: string) => /what I was asking for|works for me|that settles it/i.test(reply);

describe('[AI] a want put off or said back gives nothing', () => {
  it('is not met by a line that puts it off or only says it back', () => {
    for (const line of ["Let's leave the £650 for now.", 'I know you want the £650 back.', 'We can come back to the deposit later.']) {
      const { replies } = converse(BRIEF, [...OPENING, line]);
      expect(thanksAsMet(replies.at(-1)!), `${line} → ${replies.at(-1)}`).toBe(false);
    }
  });

  it('is met by the clause that gives it, beside one that puts something else off', () => {
    const lines = [...OPENING, "Let's leave the £650 for now.", "I'll refund the full £650 to your account today, and we can talk about the cleaning later."];
    const messages: ChatMessage[] = lines.map((content) => ({ role: 'learner', content }));
    const coveredAt = requirementsCoveredAt(messages, BRIEF, knowledgeOf(characterInput(BRIEF)));
    expect(coveredAt.filter((index) => index === 2)).toEqual([]);
    expect(coveredAt).toContain(3);
  });
});
