// Expressions of several words that WordNet holds as lemmas of their own ("hit the books", "face the music", "at sea",
// "spend a penny", "for a song"): a word inside one, after its first, is read in the expression's sense, not its own.
// Only verb, adjective and adverb expressions: a noun of several words is mostly a kind of its last word ("vegetable
// garden", "crime novel") and keeps its sense.
import { readWords, type Word } from './lemmas.ts';
import { hasPartOfSpeech } from './wordnet.ts';

/** The most words WordNet's verb, adjective and adverb idioms run to ("let the cat out of the bag", "naked as the day one was born"). */
const LONGEST = 7;

type ExpressionPos = 'verb' | 'adjective' | 'adverb';
const EXPRESSION_POS: readonly ExpressionPos[] = ['verb', 'adjective', 'adverb'];

export interface Expression {
  /** The expression as WordNet holds it, words joined by spaces ("hit the books"). */
  lemma: string;
  pos: ExpressionPos;
  /** The positions of its first and last words. */
  start: number;
  end: number;
}

const lower = (word: Word) => word.text.toLowerCase().replaceAll('’', "'");

/** The words from `start` to `end` as WordNet may hold them: the first by its lemma ("hitting" → "hit"), the rest as written. */
function spellings(words: readonly Word[], start: number, end: number): string[] {
  const rest = words.slice(start + 1, end + 1).map(lower);
  const first = words[start]!;
  return [...new Set([first.lemma, lower(first)])].map((head) => [head, ...rest].join(' '));
}

/**
 * The longest verb, adjective or adverb expression WordNet holds that runs over the word at `at` ("hit the books" over
 * "books" in "I used to hit the books every night"), or undefined; `from` is where it may start at the earliest.
 */
export function expressionAround(words: readonly Word[], at: number, from = at - LONGEST + 1): Expression | undefined {
  let found: Expression | undefined;
  for (let start = Math.max(0, from); start <= at; start += 1) {
    for (let end = Math.max(at, start + 1); end < Math.min(words.length, start + LONGEST); end += 1) {
      if (words.slice(start, end + 1).some((word) => !word.isWord)) break;
      if (found && end - start <= found.end - found.start) continue;
      for (const spelling of spellings(words, start, end)) {
        const pos = EXPRESSION_POS.find((part) => hasPartOfSpeech(spelling, part));
        if (pos) found = { lemma: spelling, pos, start, end };
      }
    }
  }
  return found;
}

/**
 * The nouns of a text that stand inside an adverb WordNet holds ("in the end", "at last", "on time"), as written and
 * as lemmas: they say when or how, not what the text is about, so "Who let you in in the end?" is not about a "term".
 */
export function nounsInAdverbExpressions(text: string): Set<string> {
  const words = readWords(text);
  const nouns = new Set<string>();
  words.forEach((word, index) => {
    if (word.pos !== 'noun') return;
    const expression = expressionAround(words, index);
    if (expression?.pos === 'adverb' && expression.start < index) for (const form of [word.lemma, word.text.toLowerCase()]) nouns.add(form);
  });
  return nouns;
}
