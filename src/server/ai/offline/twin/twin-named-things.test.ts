// The built-in twin reads what a named thing is by what WordNet says of it: asked what music they like, the owner who
// answered the interview's question of books, music, films and places with "Elvis Presley, always" named music (a
// rock singer who "greatly influenced American popular music"), though no word of the sentence is music.
import { describe, expect, it } from 'vitest';
import type { TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { namedThingDefinitions } from '../../language/wordnet.ts';
import { isTwinDecline } from '../../language/twin-text.ts';
import { namedThingTermsIn } from './twin-sentence-kinds.ts';
import { askOwner } from './twin-owner.test-helpers.ts';
import { readWords } from './twin-words.ts';

// A retired organ builder from Bonn, written for these tests alone.
const ORGAN_BUILDER: TwinOwnerCase = {
  name: 'Friedrich Albers',
  answers: {
    10: "The Rhine in winter, grey and slow, from my grandmother's window. And Elvis Presley, always, since I was a boy in Bonn.",
    12: 'I built and mended church organs for forty years, from Cologne to Koblenz.',
  },
  questions: [],
  tagLines: {},
};

describe('[TWIN] a named thing read as what WordNet says it is', () => {
  it('reads the definitions of a name WordNet holds as one named thing, not a kind', () => {
    expect(namedThingDefinitions('Elvis Presley')[0]).toContain('music');
    expect(namedThingDefinitions('organ')).toEqual([]);
    expect([...namedThingTermsIn(readWords('And Elvis Presley, always, since I was a boy.'))]).toContain('music');
  });

  it('answers a question of a kind the interview listed with a name of that kind', () => {
    expect(askOwner(ORGAN_BUILDER, 'What kind of music do you like?')).toContain('Elvis Presley');
  });

  it('does not take the name for a kind it is not', () => {
    expect(askOwner(ORGAN_BUILDER, 'What is your favourite book?')).toSatisfy(isTwinDecline);
  });
});
