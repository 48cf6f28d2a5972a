// A report that shows only what the transcript shows, on a boarding-kennels owner whose pet-food deliveries went wrong
// (a field no evaluation set plays): "What you uncovered" cites the question that drew each fact, by its meaning, and
// lists as told unasked only what came without such a question; "Try saying" lines agree with what they name.
import { describe, expect, it } from 'vitest';
import { BEHAVIOURS } from './behaviours.ts';
import type { BehaviourContext } from './behaviour-types.ts';

function context(concern: string): BehaviourContext {
  return { firstName: 'Rhiannon', glossaryTerms: [], glossaryPatterns: [], concern, hasGreetedByName: true, openings: null };
}

describe('[REPORTS] "Try saying" lines agree with the noun phrase they name', () => {
  const listening = BEHAVIOURS.find((behaviour) => behaviour.id === 'listening')!;

  it('makes the verb agree with the concern: plural for two things, singular for a head before a preposition', () => {
    expect(listening.betterLines(context('a fixed delivery day and credit for the missing sacks'))).toContain(
      'I can see why a fixed delivery day and credit for the missing sacks matter so much to you, Rhiannon.',
    );
    expect(listening.betterLines(context('credit for the missing sacks'))).toContain('I can see why credit for the missing sacks matters so much to you, Rhiannon.');
  });
});
