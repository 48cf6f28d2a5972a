// A description written in fragments ("Budget for the refit: £12,000. Opening date: 3 May.") names each figure by the
// label before its colon: the label is what the figure is, a fact the character holds, not a trait of how it comes
// across. Read as a trait, the fact kept only the bare figure, and asked for by its label the character said it did
// not know. Found on a window cleaner's customer; tested on a bakery owner's refit.
import { describe, expect, it } from 'vitest';
import { IDENTITY_LINE, converse, quickCharacter } from './conversation.test-helpers.ts';

describe('[CHARACTER] a figure under a label', () => {
  const owner = quickCharacter(
    'Bakery owner whose refit overran',
    'Bakery owner',
    'Shopfitter',
    'Anna Berg, 40, runs Crumb bakery in Hull. Budget for the refit: £12,000. Opening date: 3 May. Counter arrived two weeks late.',
  );

  it('keeps what the figure is, and says it when asked by its label', () => {
    expect(owner.facts.some((fact) => /\bbudget\b/i.test(fact.answer) && fact.answer.includes('£12,000'))).toBe(true);
    expect(owner.identity.personality).not.toMatch(/budget|date/i);
    const { replies } = converse(owner, [IDENTITY_LINE, "What's the budget for the refit?", 'When are you opening?']);
    expect(replies[1]).toMatch(/£12,000/);
    expect(replies[2]).toMatch(/3 May/);
  });
});
