// A trait said of the owner in one adjective ("I am patient", "I have always been thrifty", "Being kindhearted"), with
// the adjectives WordNet holds as near it both ways; or its opposite denied ("I've never been unkind", "I am not
// wasteful"), with the opposites WordNet holds.
import { TRAIT_ADJECTIVES } from './summary-lexicon.ts';
import { lemmaOf } from '../../language/lemmas.ts';
import { antonymsOf, derivedWords, hasPartOfSpeech, relatedWords } from '../../language/wordnet.ts';
import type { ReadSentence } from './summary-reading.ts';
import { describesAThing, isSaidAsNoun } from './summary-doing.ts';
import { isHypothetical, isNegated } from './summary-referents.ts';

/** An adjective's synonyms and similar adjectives in its commonest sense. */
function nearAdjectives(adjective: string): Set<string> {
  return new Set([...relatedWords(adjective, 'adjective', 1).synonyms, ...derivedWords(adjective, 'adjective', 1)]);
}

let traitOfAdjective: Map<string, string> | null = null;

/** Each trait adjective and the ones WordNet holds as near it both ways ("thrifty" ↔ "frugal"), with its tag. */
function traitAdjectives(): Map<string, string> {
  if (traitOfAdjective) return traitOfAdjective;
  traitOfAdjective = new Map();
  for (const [tag, adjectives] of TRAIT_ADJECTIVES) {
    for (const adjective of adjectives) {
      traitOfAdjective.set(adjective, tag);
      for (const near of nearAdjectives(adjective)) {
        if (hasPartOfSpeech(near, 'adjective') && !near.includes(' ') && nearAdjectives(near).has(adjective) && !traitOfAdjective.has(near)) traitOfAdjective.set(near, tag);
      }
    }
  }
  return traitOfAdjective;
}

let traitOfOpposite: Map<string, string> | null = null;

/** The adjectives WordNet holds as the opposite of a trait adjective in its commonest sense ("unkind", "impatient"), with its tag. */
function oppositeAdjectives(): Map<string, string> {
  if (traitOfOpposite) return traitOfOpposite;
  traitOfOpposite = new Map();
  for (const [adjective, tag] of traitAdjectives()) {
    for (const opposite of antonymsOf(adjective, 'adjective', 1)) {
      if (!opposite.includes(' ') && !traitAdjectives().has(opposite) && !traitOfOpposite.has(opposite)) traitOfOpposite.set(opposite, tag);
    }
  }
  return traitOfOpposite;
}

// Forms of "be" by which a trait is said of its subject ("I am patient", "I have always been frugal", "I'm kind").
const BE_FORMS = new Set(['am', 'was', 'been', 'be', "i'm"]);

// Words that may stand between "I am" and the trait ("I am a very patient man", "I was always more frugal").
const DEGREE_WORDS = new Set(['a', 'an', 'very', 'quite', 'always', 'really', 'so', 'pretty', 'fairly', 'rather', 'too', 'still', 'usually', 'generally', 'just', 'naturally', 'truly']);

// Negations that may stand between "be" and an opposite they deny ("I am never impatient", "I'm not unkind").
const DENYING_WORDS = new Set(['not', 'never']);

// What may stand between the subject and "be" ("I have always been", "I think I am").
const AUXILIARIES = new Set(['have', 'always', 'never', 'ever', 'had', 'will', 'do']);

/**
 * The trait tags a sentence says of the person in an adjective: its subject is "I" and its verb "be" ("I am patient",
 * "I have always been thrifty", "I'm a dependable sort"), or it opens on "Being" ("Being straight with people"), read as
 * an adjective (not "I was a patient", "a kind of foreman") and not of a thing ("a fair copy"). Not negated ("I'm not
 * patient"; "I'm not impatient" denies the opposite, and says it), not wished or supposed ("I wish I were more
 * patient"), not someone else's ("my brother is generous", "he is the patient one").
 */
export function traitsSaidOfSelf(sentence: ReadSentence): string[] {
  const traits = traitAdjectives();
  const opposites = oppositeAdjectives();
  const words = sentence.words;
  const found: string[] = [];
  words.forEach((word, index) => {
    // A trait said, not denied; or its opposite denied ("I have never been unkind to a soul").
    const said = traits.get(word) ?? traits.get(lemmaOf(word));
    const negated = isNegated(words, index);
    const tag = said === undefined ? (negated ? (opposites.get(word) ?? opposites.get(lemmaOf(word))) : undefined) : negated ? undefined : said;
    if (tag === undefined || isHypothetical(words, index)) return;
    // "I was a patient at St Luke's", "a kind of foreman": the word as a noun in another sense is no trait; nor is one
    // said of a thing ("a fair copy").
    if (isSaidAsNoun(sentence, index) || describesAThing(sentence, index)) return;
    let at = index - 1;
    while (at >= 0 && (DEGREE_WORDS.has(words[at]!) || DENYING_WORDS.has(words[at]!) || words[at] === 'more')) at -= 1;
    if (at === 0 && words[0] === 'being') {
      found.push(tag);
      return;
    }
    if (at < 0 || !BE_FORMS.has(words[at]!)) return;
    if (words[at] === "i'm") {
      found.push(tag);
      return;
    }
    at -= 1;
    while (at >= 0 && AUXILIARIES.has(words[at]!)) at -= 1;
    if (at >= 0 && words[at] === 'i') found.push(tag);
    else if (at >= 0 && words[at] === "i've") found.push(tag);
  });
  return found;
}
