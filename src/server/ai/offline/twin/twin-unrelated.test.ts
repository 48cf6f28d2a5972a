// The built-in twin says it was never told rather than quote a sentence that shares the question's words without
// answering it, on owners of its own (twin-unrelated-owners.test-helpers.ts).
import { describe, expect, it } from 'vitest';
import { readWordsInContext } from '../../language/in-context.ts';
import { isTwinDecline } from '../../language/twin-text.ts';
import { indexFor } from './twin-index.ts';
import { askOwner } from './twin-owner.test-helpers.ts';
import { UNRELATED_CASES, UNRELATED_OWNERS } from './twin-unrelated-owners.test-helpers.ts';

const owner = (name: string) => UNRELATED_OWNERS.find((entry) => entry.name === name)!;

describe('[TWIN] the built-in twin on sentences that share words with the question', () => {
  for (const { owner: name, ask, holds, without } of UNRELATED_CASES) {
    it(holds === null ? `declines “${ask}”` : `answers “${ask}”`, () => {
      const reply = askOwner(owner(name), ask);
      if (holds === null) expect(reply).toSatisfy(isTwinDecline);
      else expect(reply).toContain(holds);
      if (without !== undefined) expect(reply).not.toContain(without);
    });
  }

  it('reads a doing among the common words as said ("we call") and an -s verb after "who" as the verb it is', () => {
    const passage = indexFor([{ text: 'We call my brother every Sunday night.', context: '', kinds: [], previous: null }]).passages[0]!;
    expect(passage.terms).toContain('call');
    expect(passage.doingTerms).toContain('call');
    const lives = readWordsInContext('Our son, who lives in Edinburgh, makes films.').find((word) => word.text === 'lives')!;
    expect([lives.pos, lives.lemma]).toEqual(['verb', 'live']);
  });

  it('reads what a clause of cause or time names apart from what the sentence tells', () => {
    const [because, when] = indexFor([
      { text: 'Or I am sleeping, because the night shift is making my body confused.', context: '', kinds: [], previous: null },
      { text: 'When we came to Canada I spoke no French.', context: '', kinds: [], previous: null },
    ]).passages;
    expect(because!.terms).toContain('night_shift');
    expect(because!.mainClauseTerms).not.toContain('night_shift');
    expect(when!.mainClauseTerms).not.toContain('canada');
    expect(when!.mainClauseTerms).toContain('french');
  });
});
