// The built-in twin reads a thing said in its commonest sense of each kind: asked for a category ("art"), a thing that
// is of it only in a rarer sense of the same kind ("the pictures", where one goes to see films, are paintings only in
// their second sense) is another thing, and the twin says it was never told rather than quote it.
import { describe, expect, it } from 'vitest';
import type { TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { broaderOfEachKind, categoriesOf } from '../../language/wordnet.ts';
import { isTwinDecline } from '../../language/twin-text.ts';
import { categoriesIn, kindsOfThingsIn } from './twin-sentence-kinds.ts';
import { askOwner } from './twin-owner.test-helpers.ts';
import { readWords } from './twin-words.ts';

// A retired bus conductor in Leeds who goes to the cinema, written for these tests alone.
const CONDUCTOR: TwinOwnerCase = {
  name: 'Irene Whitworth',
  answers: {
    8: 'On a Saturday night I go to the pictures with my sister, and I love a good western.',
    12: 'I was a conductor on the buses in Leeds for twenty years.',
  },
  questions: [],
  tagLines: {},
};

// The same owner, who also names the paintings she loves.
const CONDUCTOR_WHO_PAINTS: TwinOwnerCase = {
  ...CONDUCTOR,
  answers: { ...CONDUCTOR.answers, 10: 'I love the paintings of Lowry, all those little people going to the mill.' },
};

describe('[TWIN] a thing read in its commonest sense of each kind', () => {
  it('takes one sense of each kind of thing up WordNet', () => {
    // "Picture": a visual representation; its second sense, a painting, is an artifact too and is left out.
    expect(broaderOfEachKind('picture', 2)).toContain('representation');
    expect(broaderOfEachKind('picture', 2)).not.toContain('graphic art');
    // "Fish": an animal and a food, two kinds, both kept.
    expect(broaderOfEachKind('fish', 2)).toEqual(expect.arrayContaining(['aquatic vertebrate', 'food']));
    const pictures = readWords('I go to the pictures with my sister.');
    expect([...kindsOfThingsIn(pictures).keys()]).not.toContain('art');
    const isArt = (text: string) => categoriesOf('art').some((category) => categoriesIn(readWords(text)).has(category));
    expect(isArt('I go to the pictures with my sister.')).toBe(false);
    expect(isArt('I love the paintings of Lowry.')).toBe(true);
  });

  it('declines a category asked that the thing said is of only in a rarer sense', () => {
    expect(askOwner(CONDUCTOR, 'What art do you like?')).toSatisfy(isTwinDecline);
    expect(askOwner(CONDUCTOR, 'Do you like art?')).toSatisfy(isTwinDecline);
  });

  it('still answers the category with a thing of it in its commonest sense', () => {
    expect(askOwner(CONDUCTOR_WHO_PAINTS, 'What art do you like?')).toContain('the paintings of Lowry');
    expect(askOwner(CONDUCTOR, 'What films do you like?')).toContain('a good western');
  });
});
