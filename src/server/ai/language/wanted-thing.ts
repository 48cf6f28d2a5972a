// The thing an indefinite want asks for, as it is named once asked: "a two-week extension" → "extension", "a £340
// credit note" → "credit note". Edit when a want sorts its thing another way than by the words before its noun.
import type { Word } from './lemmas.ts';

/**
 * Whether the word at `index` only sorts the noun after it: a part of a hyphened word ("two-week"), an adjective
 * ("full"), a figure ("£340").
 */
function isSortingWord(words: readonly Word[], index: number): boolean {
  const word = words[index]!;
  return word.text === '-' || words[index + 1]?.text === '-' || words[index - 1]?.text === '-' || word.pos === 'adjective' || /^[\d£$€]/u.test(word.text);
}

/**
 * The run of common nouns that a phrase opening with "a" or "an" names, past the words that sort it: of "a two-week
 * extension" the words "extension"; empty when the phrase opens otherwise or names no noun there.
 */
export function indefiniteNounRun(words: readonly Word[]): Word[] {
  const determiner = words[0]?.text.toLowerCase();
  if (determiner !== 'a' && determiner !== 'an') return [];
  let at = 1;
  while (at < words.length && isSortingWord(words, at)) at += 1;
  const first = at;
  while (at < words.length && words[at]!.isWord && /^\p{Ll}/u.test(words[at]!.text) && words[at]!.pos === 'noun' && !words[at]!.stopWord && words[at + 1]?.text !== '-') at += 1;
  return words.slice(first, at);
}
