// Whether words say a thing stays as it is: a doing of keeping ("stays", "remains", "we'll keep") or a word that says it
// is right as it is ("correct", "standard"). Read from WordNet's opposites of changing and moving and from the model's
// sentiment lexicon, not from a list of phrases. The character reads refusals said without a "not" through it.
import { wordSentiment } from './lemmas.ts';
import { antonymsOf, relatedWords } from './wordnet.ts';

// Prefixes that make the marked, negative pole of an opposite pair: "incorrect", "unfair", "nonstandard", "abnormal".
const NEGATING_PREFIX = /^(?:un|in|im|il|ir|non|dis|ab)-?/;

let keepingVerbs: ReadonlySet<string> | null = null;

/**
 * The doings that keep a thing as it is: WordNet's opposites of changing and moving ("stay", "stand still"), with their
 * synonyms and broader terms ("remain", "continue", "rest"), but not "be" itself, which says nothing of staying.
 */
function keepingLemmas(): ReadonlySet<string> {
  if (keepingVerbs) return keepingVerbs;
  const opposites = [...antonymsOf('change', 'verb'), ...antonymsOf('move', 'verb')];
  const found = new Set(opposites.flatMap((opposite) => [opposite, ...relatedWords(opposite, 'verb', 3).synonyms, ...relatedWords(opposite, 'verb', 3).broader]));
  found.delete('be');
  keepingVerbs = found;
  return found;
}

/** Whether a doing is one of keeping or joined to one by WordNet: "remains", "keep" (which continues), "stands" (which rests). */
function keepsDirectly(lemma: string): boolean {
  const keeping = keepingLemmas();
  const { synonyms, broader } = relatedWords(lemma, 'verb');
  return keeping.has(lemma) || synonyms.some((word) => keeping.has(word)) || broader.some((word) => keeping.has(word));
}

/** Whether a doing keeps a thing as it is: "stays", "remains", "keep", and "hold" (which is to keep). */
export function keepsAsItIs(lemma: string): boolean {
  return keepsDirectly(lemma) || relatedWords(lemma, 'verb').synonyms.some(keepsDirectly);
}

/**
 * Whether an adjective says a thing is as it should be: a favourable word ("correct", "fair") or the plain pole of an
 * opposite pair made by a negating prefix ("standard" of "nonstandard", "fixed" of "unfixed"); never an unfavourable
 * one ("wrong", "unfair", "necessary").
 */
export function saysItIsRight(adjective: string): boolean {
  const favour = wordSentiment(adjective);
  if (favour !== 0) return favour > 0;
  return antonymsOf(adjective, 'adjective', 3).some((opposite) => NEGATING_PREFIX.test(opposite) && opposite.replace(NEGATING_PREFIX, '') === adjective);
}
