// Putting a thing off, as WordNet reads a verb: "postpone", "defer", "put off", "hold over" are one with postponing
// or delaying, or have it as their broader term. The reading of what a line puts off (meets-nothing.ts) and of what
// an offer gives when more time is wanted (offer-meaning.ts) both go through it.
import type { Word } from './lemmas.ts';
import { particleIndexOf } from './phrasal-verbs.ts';
import { relatedWords } from './wordnet.ts';

/** What putting off means in WordNet: a verb that is one of these, or has one as a synonym or a broader term. */
const POSTPONING = new Set(['postpone', 'delay']);

/** Whether a verb (with its particle: "put off", "hold over") means putting off, by WordNet. `words` holds words only. */
export function postpones(words: readonly Word[], index: number): boolean {
  const verb = words[index]!;
  const particle = particleIndexOf(words, index);
  const lemmas = particle === -1 ? [verb.lemma] : [`${verb.lemma} ${words[particle]!.lemma}`, verb.lemma];
  return lemmas.some((lemma) => {
    if (POSTPONING.has(lemma)) return true;
    const { synonyms, broader } = relatedWords(lemma, 'verb', 1);
    return [...synonyms, ...broader].some((word) => POSTPONING.has(word));
  });
}

/** Whether a noun names a delay by WordNet: "an extension", "a postponement", "a deferral". */
export function namesDelay(lemma: string): boolean {
  return relatedWords(lemma, 'noun', 1).broader.some((word) => POSTPONING.has(word)) || POSTPONING.has(lemma);
}
