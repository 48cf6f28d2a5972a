// Where a verb's particle is: right after it ("set aside"), after an object pronoun ("set you back"), after a name
// ("dropped Biscuit off") or after a short noun phrase that it closes ("drop the car off"; not "put the car in the
// garage", where "in" opens a place). The character's reading of questions (fact-meaning.ts) and of what it said
// before (restating.ts) both read phrasal verbs through it.
import type { Word } from './lemmas.ts';
import { derivedWords } from './wordnet.ts';

export const PARTICLES: ReadonlySet<string> = new Set(['back', 'off', 'out', 'up', 'down', 'aside', 'over', 'away', 'in', 'on']);
export const OBJECT_PRONOUNS: ReadonlySet<string> = new Set(['you', 'me', 'him', 'her', 'it', 'us', 'them']);
// Words that open a noun phrase a verb's particle may follow: "drop the car off", "hand my keys over".
const OBJECT_DETERMINERS = new Set(['the', 'a', 'an', 'my', 'your', 'his', 'her', 'our', 'their', 'this', 'that', 'these', 'those']);
// How many words a noun phrase between a verb and its particle may hold after its determiner ("the old red van").
const OBJECT_WORDS = 3;
// How many words a name between a verb and its particle may hold ("dropped Biscuit off", "took Mrs Shah home").
const NAME_WORDS = 2;

/** Whether a word opens a phrase of its own after a particle: "in the garage", "up hills", "in 1998". */
function opensPhrase(word: Word | undefined): boolean {
  return word !== undefined && (OBJECT_DETERMINERS.has(word.lemma.toLowerCase()) || word.pos === 'noun' || /^\d/.test(word.text));
}

/** The index of the particle the verb at `index` takes, or -1. `words` holds words only (no punctuation). */
export function particleIndexOf(words: readonly Word[], index: number): number {
  const next = words[index + 1];
  if (!next) return -1;
  if (PARTICLES.has(next.lemma)) return index + 1;
  if (OBJECT_PRONOUNS.has(next.lemma)) return PARTICLES.has(words[index + 2]?.lemma ?? '') ? index + 2 : -1;
  // "dropped Biscuit off": a name, then the particle.
  if (/^\p{Lu}/u.test(next.text)) {
    for (let at = index + 2; at <= index + 1 + NAME_WORDS && at < words.length; at += 1) {
      if (PARTICLES.has(words[at]!.lemma) && !opensPhrase(words[at + 1])) return at;
      if (!/^\p{Lu}/u.test(words[at]!.text)) return -1;
    }
    return -1;
  }
  if (!OBJECT_DETERMINERS.has(next.lemma.toLowerCase())) return -1;
  for (let at = index + 2; at <= index + 1 + OBJECT_WORDS; at += 1) {
    const word = words[at];
    if (!word) return -1;
    if (PARTICLES.has(word.lemma)) return at > index + 2 && !opensPhrase(words[at + 1]) ? at : -1;
    if (word.pos !== 'noun' && word.pos !== 'adjective') return -1;
  }
  return -1;
}

// How many of a compound noun's senses to search for the phrasal verb it is made from: "make-up" is first an event
// put on again, "makeup" first cosmetics; both are made from "make up".
const COMPOUND_SENSES = 3;

/**
 * The phrasal verbs a text names by the nouns made from them, as WordNet derives them: "five make-up lessons" names
 * making up, "a payback plan" paying back, "a callback" calling back. The noun is written whole ("callback") or with a
 * hyphen ("make-up", which the model reads as three tokens), its last letters are a particle, and WordNet derives it
 * from the verb with that particle. Each is given as a verb, with the noun's place and negation.
 */
export function doingsNamedByNouns(words: readonly Word[]): Word[] {
  const found: Word[] = [];
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index]!;
    if (!word.isWord) continue;
    const [hyphen, particle] = [words[index + 1], words[index + 2]];
    const isHyphenated = hyphen?.text === '-' && particle !== undefined && PARTICLES.has(particle.lemma);
    const noun = isHyphenated ? `${word.text}-${particle.lemma}`.toLowerCase() : word.pos === 'noun' ? word.lemma.toLowerCase() : '';
    const parts = /^(\p{L}{2,}?)-?(back|off|out|up|down|aside|over|away|in|on)$/u.exec(noun);
    if (!parts) continue;
    const doing = derivedWords(noun, 'noun', COMPOUND_SENSES).find((derived) => derived.split(' ').at(-1) === parts[2] && derived.replace(' ', '') === noun.replace('-', ''));
    if (doing) found.push({ ...word, text: isHyphenated ? `${word.text}-${particle.text}` : word.text, lemma: doing, pos: 'verb', stopWord: false });
    if (isHyphenated) index += 2;
  }
  return found;
}
