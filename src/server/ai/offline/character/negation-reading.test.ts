import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../../shared/contracts/scenarios.ts';
import { readLine } from './acts.ts';
import { BROKEN_MACHINE_CUSTOMER } from './briefs.test-helpers.ts';
import { buildKnowledge } from './knowledge.ts';
import { replayConversation } from './state.ts';

const knowledge = buildKnowledge({ brief: BROKEN_MACHINE_CUSTOMER, glossary: [], facts: [] });

function stateAfter(lines: readonly string[]) {
  const messages: ChatMessage[] = [{ role: 'character', content: BROKEN_MACHINE_CUSTOMER.openingLine }];
  for (const line of lines) messages.push({ role: 'learner', content: line }, { role: 'character', content: 'Go on.' });
  messages.pop();
  return replayConversation(messages, BROKEN_MACHINE_CUSTOMER, knowledge).state;
}

describe('[AI] built-in character reads negation and refusal', () => {
  it('does not hear an apology, an offer or a date in a line that refuses them', () => {
    expect(readLine("I'm not going to apologise for the engineer.", knowledge).acts.has('empathy')).toBe(false);
    expect(readLine("I won't arrange a replacement for you.", knowledge).acts.has('proposal')).toBe(false);
    expect(readLine("No, there isn't a slot I can book for Friday.", knowledge).acts.has('nextStep')).toBe(false);
    expect(readLine("I'm sorry, I'll arrange a new machine for Thursday.", knowledge).acts.has('proposal')).toBe(true);
  });

  it('covers no requirement and resolves no objection with a refused one', () => {
    const refused = stateAfter(["We don't replace machines after a repair.", 'A new machine is not something I can offer, and there is no delivery date.']);
    expect(refused.covered.size).toBe(0);
    expect(refused.resolved.size).toBe(0);
    const offered = stateAfter(['I can offer a replacement, delivered on Thursday.']);
    expect(offered.covered.size).toBe(2);
  });

  it('hears no pressure in an approval somebody else gives, nor in a denied push', () => {
    expect(readLine('My team leader has to sign it off, and I will ring you this afternoon.', knowledge).acts.has('pressure')).toBe(false);
    expect(readLine("I'm not asking you to sign today.", knowledge).acts.has('pressure')).toBe(false);
    expect(readLine('Sign it today or the offer is gone.', knowledge).acts.has('pressure')).toBe(true);
  });
});
