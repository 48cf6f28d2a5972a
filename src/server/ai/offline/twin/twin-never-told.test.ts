// The built-in twin says plainly that it was never told what its owner never said of themselves, and quotes no
// sentence that only shares the question's words: another one's fear, liking, trade or birth, a wish to go somewhere,
// a thing they have in general for one of theirs, or a wife or husband named where the wedding was asked
// (twin-never-told-owners.test-helpers.ts).
import { describe, expect, it } from 'vitest';
import { holdsFact, unrelatedQuotes } from '../../../eval/twin/twin-figures.ts';
import { isTwinDecline } from '../../language/twin-text.ts';
import { indexFor } from './twin-index.ts';
import { askOwner, scoreOwners } from './twin-owner.test-helpers.ts';
import { NEVER_TOLD_OWNERS } from './twin-never-told-owners.test-helpers.ts';

describe('[TWIN] the built-in twin on what its owner never told it', () => {
  for (const owner of NEVER_TOLD_OWNERS) {
    for (const question of owner.questions) {
      it(question.kind === 'unanswerable' ? `${owner.name}: declines “${question.ask}”` : `${owner.name}: answers “${question.ask}”`, () => {
        const reply = askOwner(owner, question.ask);
        if (question.kind === 'unanswerable') expect(reply).toSatisfy(isTwinDecline);
        else expect(holdsFact(reply, question), reply).toBe(true);
        expect(unrelatedQuotes(reply, question, owner)).toEqual([]);
      });
    }
  }

  it('reads a noun said only as what another is of ("the engine room") apart from the thing, but not a game of it', () => {
    const [room, game] = indexFor([
      { text: 'I worked in the engine room for thirty years.', context: '', kinds: [], previous: null },
      { text: 'We play a card game every Saturday.', context: '', kinds: [], previous: null },
    ]).passages;
    expect(room!.modifierTerms).toContain('engine');
    expect(game!.modifierTerms).not.toContain('card');
  });

  it('answers all that was told, declines all that was not, and quotes nothing unrelated', () => {
    const totals = scoreOwners(NEVER_TOLD_OWNERS);
    expect(totals).toMatchObject({ answerable: 10, answered: 10, unanswerable: 10, declined: 10, unrelated: 0 });
  });
});
