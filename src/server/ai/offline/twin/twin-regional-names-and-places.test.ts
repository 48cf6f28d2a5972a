// The built-in twin reads a word as the owner's region says it ("my best mate" is a friend), a name the tagger takes
// for a preposition ("Per") as someone named, and, asked where, answers only with a sentence that names a place, by a
// name or by a common noun of place ("down by the harbour"); a sentence that only names the thing asked is declined
// rather than quoted. On owners written for these tests.
import { describe, expect, it } from 'vitest';
import type { TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { isTwinDecline } from '../../language/twin-text.ts';
import { askOwner } from './twin-owner.test-helpers.ts';

/** An owner of these tests, with no questions of their own: each test asks its own. */
function owner(name: string, answers: Record<number, string>): TwinOwnerCase {
  return { name, answers, questions: [], tagLines: {} };
}

// A sheep shearer from New South Wales, who says "mate".
const SHEARER = owner('Darren Kelly', {
  1: 'My wife Shaz runs the post office in town. We have two boys, both on the land.',
  4: 'Davo Kerr. We shore together in the sheds out past Bourke for twenty years, and he still rings every Sunday.',
  12: 'I was a shearer for thirty-five years, two hundred sheep a day on a good run.',
});

// A potter in Aarhus, one of whose friends is called Per.
const POTTER = owner('Mette Lund', {
  1: 'My husband Anders teaches music. Our daughter Sofie studies in Copenhagen.',
  4: 'Lise and I met at art college. There is also Per, who fires his pots in my kiln every spring.',
  12: 'I make bowls and cups from stoneware. I throw every piece on the wheel myself.',
});

// A hairdresser with a salon of her own; the second tells where it is, the first never does.
const SALON = {
  12: 'I have had my own salon for twenty years. The salon is my pride and joy, and the girls who work there are like daughters to me.',
  14: 'I open up at half eight and the first client is in the chair by nine.',
};
const HAIRDRESSER = owner('Niamh Doyle', SALON);
const HAIRDRESSER_PLACED = owner('Niamh Doyle', { ...SALON, 13: 'The salon flooded in 2016. It is down by the harbour, and the sea came in under the door.' });

describe('[TWIN] regional words, names read as prepositions, and places said by common nouns', () => {
  it('reads "mate" as a friend, the sense WordNet files under British and Australian speech', () => {
    expect(askOwner(SHEARER, "Who's your best mate?")).toContain('Davo Kerr');
  });

  it('reads "Per" as a name, not as the preposition, in the answer and in the question', () => {
    expect(askOwner(POTTER, 'Who is Per?')).toContain('fires his pots in my kiln');
  });

  it('asked where, declines a sentence that only names the thing asked', () => {
    expect(askOwner(HAIRDRESSER, 'Where is your salon?')).toSatisfy(isTwinDecline);
  });

  it('asked where, answers with a sentence that places it by a common noun of place', () => {
    expect(askOwner(HAIRDRESSER_PLACED, 'Where is your salon?')).toContain('down by the harbour');
  });
});
