// The built-in twin reads a game named in the plural as the game WordNet holds under that plural ("dominoes", "bowls"),
// not as the singular's thing (a domino is a tile, a bowl a dish): asked what games the person plays, the sentence that
// names one answers, and so does the one that goes on from a game named alone ("draughts. played for the club …").
import { describe, expect, it } from 'vitest';
import type { TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { isTwinDecline } from '../../language/twin-text.ts';
import { askOwner } from './twin-owner.test-helpers.ts';
import { kindsOfThingsIn, pluralNounOf } from './twin-sentence-kinds.ts';
import { readWords } from './twin-words.ts';

// A retired bus inspector in Dundee, written for these tests alone.
const INSPECTOR: TwinOwnerCase = {
  name: 'Morag Fyfe',
  answers: {
    5: 'We play dominoes at the Legion on a Friday, and Shona laughs when she loses.',
    12: 'I was an inspector on the Dundee buses for thirty years.',
  },
  questions: [],
  tagLines: {},
};

// A retired joiner in Kendal, who types in lower case and names his game alone before saying what he did in it.
const JOINER: TwinOwnerCase = {
  name: 'Alan Birkett',
  answers: {
    9: 'draughts. played for the club team twenty years, won the county cup once.',
    12: 'I was a joiner in Kendal, doors and staircases mostly.',
  },
  questions: [],
  tagLines: {},
};

describe('[TWIN] a game named in the plural', () => {
  it('reads the plural WordNet holds as a thing of its own as that thing', () => {
    const [, , dominoes] = readWords('We play dominoes.').filter((word) => word.isWord);
    expect(pluralNounOf(dominoes!)).toBe('dominoes');
    expect([...kindsOfThingsIn(readWords('We play dominoes.')).keys()]).toContain('game');
    // A plural that is only the singular's many ("doors") is the singular alone.
    expect(pluralNounOf(readWords('doors')[0]!)).toBeNull();
  });

  it('answers what games the person plays with the game named in the plural', () => {
    expect(askOwner(INSPECTOR, 'What games do you play?')).toContain('dominoes at the Legion');
    expect(askOwner(JOINER, 'What games do you play?')).toContain('played for the club team');
    // Nothing of games said, nothing answers.
    expect(askOwner(JOINER, 'What card games do you play?')).toSatisfy(isTwinDecline);
  });
});
