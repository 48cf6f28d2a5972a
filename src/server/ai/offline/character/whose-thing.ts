// What a thing the character named is to them, when asked after it was told: "Why is the wedding important?" and
// "Whose wedding is it?" after "…for my sister's wedding" are answered "It's my sister's wedding.", by whose it is.
import { lemmaOf, readWords } from '../../language/lemmas.ts';

// "Why is the wedding important?", "Why does the exam matter so much?", "What does the party mean to you?": what the
// thing named is to the character; "Whose wedding is it?": whose it is.
const ASKS_WHAT_IT_IS = /^\W*(?:(?:so|and|but|sorry|okay|ok|right)\W+)*(?:why\s+(?:is|was|'s)\s+(?:the|your|this|that)\s+([a-z-]+)\s+(?:so\s+|such\s+an?\s+)?[a-z-]+(?:\s+(?:to|for)\s+you)?|why\s+(?:does|did)\s+(?:the|your|this|that)\s+([a-z-]+)\s+(?:matter|mean)\b[^?]*|what\s+(?:does|did)\s+(?:the|your|this|that)\s+([a-z-]+)\s+mean\s+to\s+you|whose\s+([a-z-]+)\s+(?:is|was)\s+(?:it|that|this))\W*$/i;
// "my sister's wedding", "our son's graduation", "her best friend's hen party": a thing named by whose it is.
const POSSESSED = /\b(?:my|our)\s+(?:[a-z-]+\s+)?[a-z-]+(?:'s|s')\s+([a-z-]+)(?:\s+([a-z-]+))?/gi;

/**
 * The thing a question asks after, named in a told fact by whose it is, as the character says it ("my sister's
 * wedding"), when the question asks what that thing is to them or whose it is; null otherwise.
 */
export function whoseThingAsked(question: string, fact: string): string | null {
  const asked = ASKS_WHAT_IT_IS.exec(question.trim());
  const noun = asked?.slice(1).find((group) => group !== undefined);
  if (!noun) return null;
  const nounLemma = lemmaOf(noun.toLowerCase());
  for (const found of fact.matchAll(POSSESSED)) {
    // The thing is the word after whose it is, or the one after that ("my friend's hen party").
    const words = readWords(found[0]).filter((word) => word.isWord);
    const at = [found[1], found[2]].findIndex((word) => word !== undefined && [lemmaOf(word.toLowerCase()), words.find((each) => each.text === word)?.lemma.toLowerCase()].includes(nounLemma));
    if (at === 0) return found[0].slice(0, found[0].length - (found[2] ? found[2].length : 0)).trim();
    if (at === 1) return found[0];
  }
  return null;
}
