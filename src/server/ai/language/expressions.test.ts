import { describe, expect, it } from 'vitest';
import { expressionAround } from './expressions.ts';
import { readWords } from './lemmas.ts';
import { nounSensesOfKind } from './wordnet.ts';

/** The expression WordNet holds around the first occurrence of `word` in `text`. */
function around(text: string, word: string) {
  const words = readWords(text);
  return expressionAround(words, words.findIndex((entry) => entry.text === word));
}

describe('expressions', () => {
  it('finds the verb or adjective expression WordNet holds around a word, its first word by its lemma', () => {
    expect(around('At exam time I was hitting the books every night.', 'books')).toMatchObject({ lemma: 'hit the books', pos: 'verb' });
    expect(around('I was at sea for months after she died.', 'sea')).toMatchObject({ lemma: 'at sea', pos: 'adjective' });
    expect(around('When the shop closed I faced the music.', 'music')).toMatchObject({ lemma: 'face the music', pos: 'verb' });
  });

  it('finds an idiom as long as WordNet holds one', () => {
    expect(around('My brother let the cat out of the bag at dinner.', 'bag')).toMatchObject({ lemma: 'let the cat out of the bag', pos: 'verb' });
    expect(around('In the end we took the bull by the horns and sold up.', 'horns')).toMatchObject({ lemma: 'take the bull by the horns', pos: 'verb' });
  });

  it('finds none where the word stands in its own sense', () => {
    expect(around('At exam time I read books every night.', 'books')).toBeUndefined();
    expect(around('I swim in the sea every morning.', 'sea')).toBeUndefined();
  });
});

describe('senses of a kind', () => {
  it('lists the words of each sense WordNet files as the kind asked, in every sense', () => {
    expect(nounSensesOfKind('book', 'possession')).toEqual([['ledger', 'leger', 'account book', 'book of account', 'book']]);
    expect(nounSensesOfKind('crossword', 'possession')).toEqual([]);
    expect(nounSensesOfKind('notaword', 'possession')).toEqual([]);
  });
});
