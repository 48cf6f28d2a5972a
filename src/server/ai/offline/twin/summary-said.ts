// How a clause of the owner's is said, read by the tagger and WordNet: a likeness ("I eat like a horse"), one time
// told ("we watched the stars until the firemen came") or an order to someone else ("Work hard, and …"). A tag needs
// the owner's own habit, liking or trait (summary-tags.ts), and none of these says one.
import { CLAUSE_BREAKS } from './summary-lexicon.ts';
import { isPastForm, readWords, type Word } from '../../language/lemmas.ts';
import { hasPartOfSpeech, isNameOnly, nounKinds, relatedWords } from '../../language/wordnet.ts';
import { FIRST_PERSON, modelPositionOf, type ReadSentence } from './summary-reading.ts';

// Prepositions of likeness: "I eat like a horse", "as stubborn as a goat" compare, they say nothing the person loves.
const LIKENESS_WORDS = new Set(['like', 'as']);

/**
 * "I sleep like a cat", "my hands shook like a wet dog", "as stubborn as a goat": the word at `index` is what something
 * is likened to, after "like" or "as" read as a preposition right after a verb, an adjective or an adverb, with only
 * an article or adjectives between. "Games like chess" names the games' kind, so a noun before "like" does not liken.
 */
export function isLikenedTo(sentence: ReadSentence, index: number): boolean {
  const at = modelPositionOf(sentence, index);
  if (at === undefined) return false;
  const words = readWords(sentence.text);
  let before = at - 1;
  while (before >= 0 && (words[before]!.pos === 'adjective' || ['a', 'an', 'the', 'some'].includes(words[before]!.text.toLowerCase()))) before -= 1;
  const preposition = words[before];
  if (!preposition || preposition.pos !== 'other' || !LIKENESS_WORDS.has(preposition.text.toLowerCase())) return false;
  const likened = words[before - 1];
  return likened !== undefined && (likened.pos === 'verb' || likened.pos === 'adjective' || likened.pos === 'adverb');
}

// Words that say a doing is kept up, not done once: how often, since when, for how long, or a habit of old.
const HABIT_WORDS = new Set(['every', 'each', 'always', 'often', 'usually', 'regularly', 'whenever', 'daily', 'weekly', 'nightly', 'years', 'since', 'used', 'most', 'sometimes', 'still', 'ever']);
// Verbs of liking: "I loved the view from the cab" is a liking, whenever it was said of.
const LIKING_VERBS = new Set(['love', 'like', 'enjoy', 'adore', 'prefer']);
// Verbs before which a past participle is a perfect or a passive, not a simple past ("I have sketched", "had grown").
const AUXILIARY_LEMMAS = new Set(['have', 'be', 'do']);

/**
 * "We looked at the stars from the roof because the power was out", "I built a small kiln": the clause of the word
 * at `index` tells of one time, its verb a simple past with no word of how often, since when or for how long in the
 * sentence ("every summer", "for forty years", "on Sundays"). A liking said in the past ("I loved the view") is a liking.
 */
export function isOneOccasion(sentence: ReadSentence, index: number): boolean {
  const at = modelPositionOf(sentence, index);
  return at !== undefined && isOneOccasionAt(readWords(sentence.text), at);
}

/** The same, of the word at `at` in a sentence's words as the tagger reads them. */
export function isOneOccasionAt(words: readonly Word[], at: number): boolean {
  if (words.some((word, position) => HABIT_WORDS.has(word.text.toLowerCase()) || isRepeatedTime(words, position))) return false;
  const verb = clauseVerb(words, at);
  if (verb < 0) return false;
  const word = words[verb]!;
  if (LIKING_VERBS.has(word.lemma) || AUXILIARY_LEMMAS.has(word.lemma) || isBeginning(word.lemma)) return false;
  return isSimplePast(words, verb);
}

/** "Begin" or a verb WordNet holds as the same in its commonest sense ("start", "set about"): a doing taken up is kept up. */
function isBeginning(lemma: string): boolean {
  return lemma === 'begin' || relatedWords('begin', 'verb', 1).synonyms.includes(lemma);
}

/**
 * The verb of the clause of the word at `at`: the nearest before it within its clause (not past a comma or a word
 * joining clauses), else the first after it ("flowers I had grown myself"). -1 when it has none.
 */
function clauseVerb(words: readonly Word[], at: number): number {
  const breaks = (word: Word) => word.text === ',' || word.text === ';' || CLAUSE_BREAKS.has(word.text.toLowerCase());
  for (let before = at; before >= 0; before -= 1) {
    if (before < at && breaks(words[before]!)) break;
    if (words[before]!.pos === 'verb') return governingVerb(words, before);
  }
  for (let after = at + 1; after < words.length; after += 1) {
    // "The stars over the desert, which I saw on our honeymoon": a clause saying what was done with it goes with it.
    if (breaks(words[after]!) && !RELATIVE_OPENERS.has(words[after + 1]?.text.toLowerCase() ?? '')) break;
    if (words[after]!.pos === 'verb') return after;
  }
  return -1;
}

// Words opening a clause about the thing named before them ("…, which I saw on our honeymoon").
const RELATIVE_OPENERS = new Set(['which', 'that', 'where', 'when', 'who']);

/** "We went camping", "I go fishing": an -ing doing right after a verb is governed by it, and told in its tense. */
function governingVerb(words: readonly Word[], at: number): number {
  const before = words[at - 1];
  return /ing$/i.test(words[at]!.text) && before?.pos === 'verb' && !AUXILIARY_LEMMAS.has(before.lemma) ? at - 1 : at;
}

/** A verb written in its past form, with no auxiliary before it ("looked", "built"; not "have sketched", "was built"). */
function isSimplePast(words: readonly Word[], at: number): boolean {
  const word = words[at]!;
  if (!isPastForm(word)) return false;
  for (let before = at - 1; before >= 0; before -= 1) {
    const previous = words[before]!;
    if (previous.pos === 'adverb') continue;
    return !(previous.pos === 'verb' && AUXILIARY_LEMMAS.has(previous.lemma));
  }
  return true;
}

/** "On Sundays", "in the evenings", "weekends": a time of day or week said in the plural is a time it keeps coming back. */
function isRepeatedTime(words: readonly Word[], at: number): boolean {
  const word = words[at]!;
  return word.pos === 'noun' && word.text.toLowerCase() !== word.lemma && /s$/i.test(word.text) && nounKinds(word.lemma, 1).includes('time');
}

/**
 * "Work hard, and never lend what you cannot afford", "Respect your elders": a sentence opening on a verb's plain form
 * that the tagger read as a noun, followed by no verb of its own as a subject would be: it tells someone what to do.
 */
export function opensOnCommand(sentence: ReadSentence): boolean {
  if (sentence.words.some((word) => FIRST_PERSON.has(word))) return false;
  const words = readWords(sentence.text).filter((word) => word.isWord);
  const [first, second] = words;
  if (!first || !second || first.pos !== 'noun' || /^\p{Lu}{2}/u.test(first.text) || first.text.toLowerCase() !== first.lemma) return false;
  if (isNameOnly(first.text) || !hasPartOfSpeech(first.lemma, 'verb')) return false;
  return second.pos === 'adverb' || second.pos === 'adjective' || ['your', 'the', 'a', 'an', 'what', 'people', 'others'].includes(second.text.toLowerCase());
}

// Who may open a clause said of the thing before it: the owner ("the roses I planted") or someone else.
const OWNER_SUBJECTS = new Set(['i', 'we']);
const OTHER_PRONOUN_SUBJECTS = new Set(['he', 'she', 'they']);
const POSSESSIVE_WORDS = new Set(['my', 'our', 'his', 'her', 'their']);

/**
 * "The garden my wife made", "the cake she baked": the thing at `index` is followed by a clause whose subject is
 * someone else and whose verb says what they did with it, so it is their doing, not the owner's.
 */
export function isDoneBySomeoneElse(sentence: ReadSentence, index: number): boolean {
  const at = modelPositionOf(sentence, index);
  if (at === undefined) return false;
  const words = readWords(sentence.text);
  // A thing named ("the garden", though the tagger may read it as a verb after "the"), in a clause whose own verb is no
  // doing of the owner's: "I grow the roses my grandmother planted" is the owner growing them.
  const isThing = words[at]?.pos === 'noun' || ['the', 'a', 'an', 'that', 'those'].includes(words[at - 1]?.text.toLowerCase() ?? '');
  if (!isThing || ownDoingBefore(words, at)) return false;
  let next = at + 1;
  const first = words[next];
  if (!first || OWNER_SUBJECTS.has(first.text.toLowerCase())) return false;
  if (OTHER_PRONOUN_SUBJECTS.has(first.text.toLowerCase())) next += 1;
  else if (POSSESSIVE_WORDS.has(first.text.toLowerCase()) && words[next + 1]?.pos === 'noun') next += 2;
  else if (first.pos === 'noun' && /^\p{Lu}/u.test(first.text) && isNameOnly(first.text)) next += 1;
  else return false;
  return words[next]?.pos === 'verb';
}

/** A verb before `at` in its clause other than "be" or "have": the owner doing something to the thing. */
function ownDoingBefore(words: readonly Word[], at: number): boolean {
  for (let before = at - 1; before >= 0; before -= 1) {
    const word = words[before]!;
    if (word.text === ',' || CLAUSE_BREAKS.has(word.text.toLowerCase())) return false;
    if (word.pos === 'verb' && !['be', 'have'].includes(word.lemma)) return true;
  }
  return false;
}

// Forms of "be" and "get" before "used to" that make it "accustomed to" ("I am used to the cold", "we got used to it").
const ACCUSTOMED_BEFORE = new Set(['be', 'get']);

// The verbs of leaving off a doing ("stop", "quit", "give up", "cease"): WordNet's synonyms of "discontinue".
let discontinuing: Set<string> | null = null;
function discontinuingVerbs(): Set<string> {
  discontinuing ??= new Set(['discontinue', ...relatedWords('discontinue', 'verb', 1).synonyms]);
  return discontinuing;
}

/**
 * "I used to swim in the sea every morning, but my knees put a stop to it", "I gave up golf", "I stopped painting": the
 * word at `index` is in a clause of a doing the owner kept once and no longer does: after "used to" (not "am used to"),
 * or after a verb of leaving off (WordNet's "discontinue": "stop", "quit", "give up") in the same clause.
 */
export function isGivenUp(sentence: ReadSentence, index: number): boolean {
  const at = modelPositionOf(sentence, index);
  if (at === undefined) return false;
  const words = readWords(sentence.text);
  for (let before = at - 1; before >= 0; before -= 1) {
    const word = words[before]!;
    const text = word.text.toLowerCase();
    if (word.text === ',' || word.text === ';' || CLAUSE_BREAKS.has(text)) return false;
    if (word.pos !== 'verb') continue;
    const next = words[before + 1]?.text.toLowerCase() ?? '';
    if (text === 'used' && next === 'to') return !ACCUSTOMED_BEFORE.has(words[before - 1]?.lemma ?? '');
    // "We stopped to look at the birds" pauses for a doing; "stopped painting" leaves it off.
    const phrasal = discontinuingVerbs().has(`${word.lemma} ${next}`);
    if ((phrasal || discontinuingVerbs().has(word.lemma)) && words[before + (phrasal ? 2 : 1)]?.text.toLowerCase() !== 'to') return true;
  }
  return isLeftOffLater(words, at);
}

// Words by which a later clause points back to the doing it leaves off ("but I gave it up").
const POINTING_BACK = new Set(['it', 'them', 'that']);

/**
 * "I started painting at sixty, but I gave it up", "…, but I stopped long ago": a later clause leaves off the doing
 * said before, by a verb of leaving off that is not denied ("now I cannot stop") and takes no other doing or thing
 * ("and I stopped smoking" leaves off the smoking).
 */
function isLeftOffLater(words: readonly Word[], at: number): boolean {
  let clauseBroken = false;
  for (let after = at + 1; after < words.length; after += 1) {
    const word = words[after]!;
    const text = word.text.toLowerCase();
    if (word.text === ',' || word.text === ';' || CLAUSE_BREAKS.has(text)) clauseBroken = true;
    if (!clauseBroken || word.pos !== 'verb' || word.negated) continue;
    const [next, then] = [words[after + 1]?.text.toLowerCase() ?? '', words[after + 2]?.text.toLowerCase() ?? ''];
    // "gave up", "gave it up".
    const particle = discontinuingVerbs().has(`${word.lemma} ${next}`) ? 1 : POINTING_BACK.has(next) && discontinuingVerbs().has(`${word.lemma} ${then}`) ? 2 : 0;
    if (particle === 0 && !discontinuingVerbs().has(word.lemma)) continue;
    const object = words[after + 1 + (particle === 1 ? 1 : 0)];
    if (!object || !object.isWord || POINTING_BACK.has(object.text.toLowerCase()) || particle === 2 || (object.pos !== 'noun' && object.pos !== 'verb' && object.text.toLowerCase() !== 'to')) return true;
  }
  return false;
}
