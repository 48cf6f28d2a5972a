// The built-in twin asked how its owner felt, in other words than theirs ("What scared you?" of "I was terrified …"),
// asked the dish of home, which the owner named as their family's tradition without the word "dish", and asked for a
// kind of thing the owner named by a word WordNet writes with a capital ("we play Monopoly": a board game).
import { describe, expect, it } from 'vitest';
import type { TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { askOwner } from './twin-owner.test-helpers.ts';
import { isTwinDecline } from '../../language/twin-text.ts';

const OWNER: TwinOwnerCase = {
  name: 'Oksana Melnyk',
  answers: {
    1: 'My brother Pavlo mends radios in Lviv and never stops talking.',
    2: 'Borshch with plenty of dill every Christmas Eve, the way my grandmother cooked it.',
    12: 'I sorted parcels at the post depot in Lviv for twenty-six years.',
    15: 'Patience matters most to me. It infuriates me when people push to the front of a queue.',
    17: 'I am proudest of the morning I calmed a frightened foal in the snow.',
    20: 'I was terrified of lightning until I was fifty, and people may laugh about that.',
  },
  questions: [],
  tagLines: {},
};

describe('[TWIN] feelings, the dish of home and kinds written with a capital', () => {
  it('finds a feeling asked of the owner by the adjectives of its WordNet cluster, said of the owner', () => {
    const scared = askOwner(OWNER, 'What scared you?');
    expect(scared).toContain('terrified of lightning');
    // The foal was frightened, not the owner.
    expect(scared).not.toContain('frightened foal');
    expect(askOwner(OWNER, 'What were you afraid of?')).toContain('terrified of lightning');
    expect(askOwner(OWNER, 'What makes you angry?')).toContain('infuriates me');
  });

  it('keeps an adjective before a noun to its own sense: "primary school" is no first or main thing', () => {
    expect(askOwner(OWNER, 'Where did you go to primary school?')).toSatisfy(isTwinDecline);
  });

  it('answers the dish of home with the family dish the owner named, and nothing of the owner when none was', () => {
    expect(askOwner(OWNER, 'What dish reminds you of home?')).toContain('Borshch');
    expect(askOwner({ ...OWNER, answers: { 1: OWNER.answers[1]!, 12: OWNER.answers[12]! } }, 'What dish reminds you of home?')).toSatisfy(isTwinDecline);
  });

  it('reads two nouns WordNet holds as one as one thing, and a capitalised kind as that kind', () => {
    const player = { ...OWNER, answers: { ...OWNER.answers, 5: 'My cousin and I play Monopoly every Boxing Day and argue about the rules.' } };
    expect(askOwner(player, 'Do you play any board games?')).toContain('Monopoly');
    // Monopoly is a board game, not a card game.
    expect(askOwner(player, 'Do you play any card games?')).toSatisfy(isTwinDecline);
  });
});
