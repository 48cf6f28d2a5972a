// The animal or person a want asks to keep, bring or have ("consent to keep a retired greyhound called Pepper"): what
// such a want is about is that one, not a rule or a thing around it. Edit when a want names its one another way.
import { readWords, type Word } from './lemmas.ts';
import { nounKinds } from './wordnet.ts';

// WordNet's files for nouns that name someone, or a creature kept.
const BEING_KINDS: ReadonlySet<string> = new Set(['animal', 'person']);
// Words that may stand between a verb and its object's noun: "a retired", "my assistance", "our two".
const DETERMINERS: ReadonlySet<string> = new Set(['a', 'an', 'the', 'my', 'our', 'her', 'his', 'their', 'your', 'this', 'that', 'one', 'two', 'three']);
// "a greyhound called Pepper", "a girl named Ava": the name after such a word is the same one's.
const NAMING_VERBS: ReadonlySet<string> = new Set(['call', 'name']);

const isName = (word: Word | undefined): boolean => word !== undefined && word.isWord && /^\p{Lu}[\p{Ll}'-]+$/u.test(word.text);

/** Whether the noun at `index` is what a verb acts on: only determiners, adjectives and nouns stand between them. */
function isVerbObject(words: readonly Word[], index: number): boolean {
  for (let at = index - 1; at >= 0; at -= 1) {
    const word = words[at]!;
    if (!word.isWord) return false;
    if (word.pos === 'verb') return true;
    if (DETERMINERS.has(word.text.toLowerCase()) || word.pos === 'adjective' || (word.pos === 'noun' && !isName(word))) continue;
    return false;
  }
  return false;
}

/**
 * The name a noun is given in its own phrase: right after it ("my daughter Ava"), after "called" or "named" ("a
 * greyhound called Pepper"), or so in a phrase beside it ("my assistance dog, a spaniel named Rufus").
 */
function nameOf(words: readonly Word[], index: number): Word | undefined {
  if (isName(words[index + 1])) return words[index + 1];
  for (let at = index + 1; at < words.length; at += 1) {
    const word = words[at]!;
    if (NAMING_VERBS.has(word.lemma)) return isName(words[at + 1]) ? words[at + 1] : undefined;
    if (word.text === ',' || DETERMINERS.has(word.text.toLowerCase()) || word.pos === 'adjective' || (word.pos === 'noun' && !isName(word))) continue;
    return undefined;
  }
  return undefined;
}

/**
 * The animal or person a want asks to keep, bring or have, as the character would name it: the name given to it
 * ("Pepper" in "to keep a retired greyhound called Pepper", "Ava" in "to bring my daughter Ava"), else the noun as
 * theirs ("my dog"); null when the want acts on no animal or person ("a refund from the manager").
 */
export function beingWantedIn(want: string): string | null {
  const words = readWords(want);
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index]!;
    if (!word.isWord || word.pos !== 'noun' || isName(word) || words[index + 1]?.pos === 'noun' && !isName(words[index + 1])) continue;
    const kind = nounKinds(word.lemma, 1)[0] ?? '';
    if (!BEING_KINDS.has(kind) || !isVerbObject(words, index)) continue;
    const named = nameOf(words, index);
    // "to see a doctor", "to hire an assistant": a person asked for is the want's own one only when named or theirs.
    if (kind === 'person' && !named && !/^(?:my|our)$/i.test(words[index - 1]?.text ?? '')) continue;
    return named ? named.text : `my ${word.text.toLowerCase()}`;
  }
  return null;
}
