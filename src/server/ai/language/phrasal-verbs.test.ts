import { describe, expect, it } from 'vitest';
import { readWords } from './lemmas.ts';
import { particleIndexOf } from './phrasal-verbs.ts';

/** The particle the first verb of `text` takes, as written, or null. */
function particle(text: string, verb: string): string | null {
  const words = readWords(text).filter((word) => word.isWord);
  const at = particleIndexOf(words, words.findIndex((word) => word.text === verb));
  return at < 0 ? null : words[at]!.text;
}

describe('the particle a verb takes', () => {
  it('finds it beside the verb, after a pronoun, a name or a short noun phrase', () => {
    expect(particle('She set aside £200.', 'set')).toBe('aside');
    expect(particle('What did it set you back?', 'set')).toBe('back');
    expect(particle('I dropped Biscuit off at nine.', 'dropped')).toBe('off');
    expect(particle('When did you drop the old van off?', 'drop')).toBe('off');
  });

  it('finds none where the word after the object opens a place or a phrase of its own', () => {
    expect(particle('I put the car in the garage.', 'put')).toBeNull();
    expect(particle('I took Biscuit in the car.', 'took')).toBeNull();
    expect(particle('I paid the bill on time.', 'paid')).toBeNull();
  });
});
