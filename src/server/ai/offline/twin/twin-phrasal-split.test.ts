// A question's verb group read as the phrase it is: a phrasal verb split by its object pronoun ("What keeps you
// going?" asks what makes one persist, not what one keeps), and "the best bit of" something, which asks what the
// owner liked most about it.
import { describe, expect, it } from 'vitest';
import { indexFor } from './twin-index.ts';
import { askOwner } from './twin-owner.test-helpers.ts';
import { PARTICLES as PHRASAL_VERB_PARTICLES } from '../../language/phrasal-verbs.ts';
import { readQuestion } from './twin-question.ts';
import { PARTICLES } from './twin-words.ts';
import { writtenOwner } from './twin-written-owners.test-helpers.ts';

const LOCK_KEEPER = writtenOwner('Ruth Ashby');

describe('[TWIN] a phrasal verb split by its object pronoun', () => {
  it('reads the verb, the pronoun and the participle or particle as the verb WordNet holds', () => {
    const { others } = readQuestion('What keeps you going when times are hard?', new Set());
    expect(others).toContain('keep going');
    expect(others).not.toContain('keep');
    expect(readQuestion('What got you up so early?', new Set()).others).toContain('get up');
    expect(indexFor([{ text: 'Singing in the choir kept me going.', context: '', kinds: [], previous: null }]).passages[0]!.terms).toContain('keep_going');
  });

  it('reads "through" after the pronoun as the particle, but not right after the verb, where it opens a place', () => {
    expect(readQuestion('What got you through it?', new Set()).others).toContain('get through');
    expect(indexFor([{ text: 'The choir got me through it.', context: '', kinds: [], previous: null }]).passages[0]!.terms).toContain('get_through');
    expect(readQuestion('Did you go through the village?', new Set()).others).not.toContain('go through');
  });

  it('reads a phrasal verb by the particles the language reads, but those that also open a place', () => {
    expect([...PARTICLES].every((particle) => PHRASAL_VERB_PARTICLES.has(particle))).toBe(true);
    expect(PARTICLES.has('in')).toBe(false);
    expect(readQuestion('How much do you put aside each week?', new Set()).others).toContain('put aside');
    expect(readQuestion('What did you give away?', new Set()).others).toContain('give away');
  });

  it('keeps a verb whose pronoun opens a phrase of its own as the verb alone', () => {
    expect(readQuestion('Do you keep them in the garden?', new Set()).others).not.toContain('keep in');
    expect(readQuestion('What did you give them for Christmas?', new Set()).others).toContain('give');
  });

  it('answers what keeps the owner going with what kept them going, not with what they keep', () => {
    const reply = askOwner(LOCK_KEEPER, 'What keeps you going when times are hard?');
    expect(reply).toContain('village choir');
    expect(reply).not.toContain('hens');
  });
});

describe('[TWIN] the best part of something', () => {
  it('reads "the best bit of" and "the best part of" as asking what the owner liked most about it', () => {
    expect(readQuestion('What was the best bit of the job?', new Set()).asksLikingAbout).toBe(true);
    expect(readQuestion('What was the best part of being at sea?', new Set()).asksLikingAbout).toBe(true);
    expect(readQuestion('What was the best moment of your life?', new Set()).asksLikingAbout).toBe(false);
  });

  it('answers with the sentence of liking about the work, not the one that only names it', () => {
    const reply = askOwner(LOCK_KEEPER, 'What was the best bit of working on the canal?');
    expect(reply).toContain('the quiet at dawn');
    expect(reply).not.toContain('lock keeper on the Kennet');
  });
});
