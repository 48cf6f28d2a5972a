// An offer made on a condition that names a negation ("if there is no fault in the label we refund the £140") offers
// the refund: the negation denies what the condition names, and its reach ends where the main clause begins, with or
// without a comma. Read alike by the tagger's flags (language/lemmas.ts), the keyword reading (negation-scope.ts) and
// the refusal reading (refusal.ts), so the character takes it as the offer it is, never as a refusal to ask "why not?".
import { describe, expect, it } from 'vitest';
import { readWords } from '../../language/lemmas.ts';
import { affirmedKeywords } from '../negation-scope.ts';
import { converse, quickCharacter } from './conversation.test-helpers.ts';

const CONDITIONAL_OFFER = 'We test the dress in front of you today, and if there is no fault in the label we refund the £140.';

function negatedWords(sentence: string): string[] {
  return readWords(sentence).filter((word) => word.isWord && word.negated).map((word) => word.text);
}

describe('[CHARACTER] a negation inside a condition ends where the main clause begins', () => {
  it('denies what the condition names, not the doing of the main clause', () => {
    expect(negatedWords('If there is no leak in the tank we replace the unit free.')).not.toContain('replace');
    expect(affirmedKeywords('If there is no leak in the tank we replace the unit free.', ['replace', 'leak'])).toEqual(['replace']);
    expect(affirmedKeywords("If the courier isn't there by noon I will refund the delivery.", ['refund'])).toEqual(['refund']);
  });

  it('keeps the reach of a negation of the main clause, and of one over a clause inside the condition', () => {
    expect(negatedWords("If there is no leak we won't charge you.")).toContain('charge');
    expect(affirmedKeywords("If there is no leak we won't charge you.", ['charge'])).toEqual([]);
    // "…no date I can give you, …": the comma after it shows the clause is still the condition's.
    expect(affirmedKeywords("If there's no date I can give you, I'll ring you tomorrow.", ['give', 'ring'])).toEqual(['ring']);
    expect(affirmedKeywords("There's no date I can give you for the engineer.", ['give'])).toEqual([]);
    expect(affirmedKeywords("If we can't refund you we will replace it.", ['refund', 'replace'])).toEqual(['replace']);
  });

  it('is taken by the character as the offer it is', () => {
    const brief = quickCharacter(
      'Bride whose dress came back shrunk from the cleaners',
      'Customer',
      'Dry cleaning shop owner',
      'Amira Haddad, 31, teacher. Left her wedding dress at Pressed & Proper, Kings Road, Reading, on 2 June for cleaning, £140. It came back two sizes smaller. Shop says the fabric label was wrong, refuses refund. She says the label says dry clean only. My goal: check the dress, refund if the fault is ours.',
    );
    const { replies } = converse(brief, ["I'm sorry about how this has gone; I can see why it has upset you.", CONDITIONAL_OFFER]);
    expect(replies.at(-1)).not.toMatch(/why not|why is that|what's stopping you/i);
    // Agreed, with the day of the offer said back.
    expect(replies.at(-1)).toMatch(/\btoday\b/);
  });
});
