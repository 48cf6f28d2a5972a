// The built-in twin reads "How did you make a living?" as asking for its owner's work: a verb of earning (WordNet's
// earn and the verbs of its sense) done to a word for work is how the question asks, not a doing to find elsewhere.
import { describe, expect, it } from 'vitest';
import { type TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { askOwner } from './twin-owner.test-helpers.ts';

// A roofer in Swindon, written for these tests alone.
const ROOFER: TwinOwnerCase = {
  name: 'Terry Hatherall',
  answers: {
    3: 'My mother made everything herself, jam, clothes, the lot. She taught us never to waste a thing.',
    12: 'I was a roofer in Swindon for forty years, slate and tile mostly.',
  },
  questions: [],
  tagLines: {},
};

describe('a living made or earned', () => {
  it('answers with the owner’s work, not with what someone else made', () => {
    const reply = askOwner(ROOFER, 'How did you make a living?');
    expect(reply).toContain('roofer');
    expect(reply).not.toContain('My mother made');
  });
});
