// The built-in twin reads a name WordNet holds as nothing else, after "the" after a preposition of being somewhere ("on
// the Tamar", "in the Trossachs"), as where something happens: asked where the person does it, that sentence names a
// place. A common word written with a capital ("in the Examiner") is not read so.
import { describe, expect, it } from 'vitest';
import type { TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { askOwner } from './twin-owner.test-helpers.ts';
import { kindsOfSentence } from './twin-reading.ts';
import { readWords } from './twin-words.ts';

// A retired boatbuilder in Saltash, written for these tests alone.
const BOATBUILDER: TwinOwnerCase = {
  name: 'Jory Trethewey',
  answers: {
    5: 'Pascoe and me go rowing on the Tamar most Sundays, when the tide suits.',
    12: 'I built wooden boats in a yard at Saltash for forty years.',
  },
  questions: [],
  tagLines: {},
};

describe('[TWIN] a place named after "the"', () => {
  it('reads a name after "on the" or "in the" as a place', () => {
    expect(kindsOfSentence(readWords('We go sailing on the Tamar most Sundays.')).has('where')).toBe(true);
    expect(kindsOfSentence(readWords('I read the racing in the Examiner.')).has('where')).toBe(false);
  });

  it('answers where the person does something with the place so named', () => {
    expect(askOwner(BOATBUILDER, 'Where do you go rowing?')).toContain('on the Tamar');
  });
});
