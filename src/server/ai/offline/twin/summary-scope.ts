// How far a clause's doing reaches the owner, read from the tagger's parts of speech: no one does it when its subject
// is "nobody" or "none of us"; the owner does what someone else's clause names when a later clause of theirs takes it
// up ("My parents taught me to pray, and I still do"); a doing the owner "had to" do is a duty, not a choice; a thing
// lost, or a pastime said to be someone else's, is not theirs; and a modal the interview question itself asked with
// ("What subject could you talk about…?" → "I could talk…") is an answer, not a supposition. The tags
// (summary-tags.ts) ask these beside the checks of summary-referents.ts.
import { getTwinQuestion } from '../../../../shared/twin-questions.ts';
import { lemmaOf, readWords, wordSentiment, type Word } from '../../language/lemmas.ts';
import { negatedSpans, normaliseMeaning } from '../negation-scope.ts';
import { expressionAround } from '../../language/expressions.ts';
import { isPersonNoun, nounSensesOfKind } from '../../language/wordnet.ts';
import { clauseStart, verbBefore } from './summary-doing.ts';
import { FIRST_PERSON, modelPositionOf, type ReadSentence } from './summary-reading.ts';

const lower = (word: Word | undefined) => word?.text.toLowerCase().replaceAll('’', "'") ?? '';

// Subjects that say no one does what their clause says ("None of us can sing", "Nobody in our house cooks", "Neither
// of us plays"). "Nothing" is left out: "Nothing beats a walk in the hills" praises the walk.
const NO_ONE = new Set(['nobody', 'none', 'neither', 'noone']);

// Verbs that may stand between such a subject and the doing it denies ("None of us can sing").
const AUXILIARY_LEMMAS = new Set(['can', 'could', 'will', 'would', 'shall', 'should', 'may', 'might', 'must', 'do', 'ever']);

// The owner as what a verb is done to ("Nobody beats me at chess"): the doing after it is still theirs.
const OWNER_OBJECTS = new Set(['me', 'us']);

/**
 * "None of us can sing a note", "Nobody in our house cooks", "Neither of us plays golf": the word at `index` is what a
 * clause whose subject is no one does, its verb or that verb's thing. Not when the owner is what the verb is done to:
 * "Nobody beats me at chess" denies no chess.
 */
export function isDoneByNoOne(sentence: ReadSentence, index: number): boolean {
  const at = modelPositionOf(sentence, index);
  if (at === undefined) return false;
  const words = readWords(sentence.text);
  const start = clauseStart(words, at);
  const subject = lower(words[start]);
  if (!NO_ONE.has(subject) && !(subject === 'no' && lower(words[start + 1]) === 'one')) return false;
  const verbs = words.slice(start + 1, at).filter((word) => word.pos === 'verb' && !AUXILIARY_LEMMAS.has(word.lemma));
  if (verbs.length > 1) return false;
  const verb = verbs[0] === undefined ? at : words.indexOf(verbs[0], start);
  return !words.slice(verb + 1, at).some((word) => OWNER_OBJECTS.has(lower(word)));
}

// Words by which the owner is the subject of a clause.
const OWNER_SUBJECTS = new Set([...FIRST_PERSON, 'we']);

// Words that may stand around a bare "do" that takes up a doing said before ("and I still do", "so do I", "I do too").
const TAKING_UP_WORDS = new Set(['still', 'also', 'too', 'so', 'as', 'well', 'always', 'now', 'today', 'it', 'every', 'day', 'week']);

/**
 * "My parents taught me to pray before every meal, and I still do", "Dad fished every weekend, and so do I": a later
 * clause of the owner's has "do" with no doing of its own, so it takes up the doing at `index` as theirs.
 */
export function isTakenUpByOwner(sentence: ReadSentence, index: number): boolean {
  const at = modelPositionOf(sentence, index);
  if (at === undefined) return false;
  const words = readWords(sentence.text);
  return words.some((word, position) => {
    if (position <= at || word.lemma !== 'do') return false;
    const start = clauseStart(words, position);
    if (start <= at) return false;
    const before = words.slice(start, position).map(lower);
    const after = words.slice(position + 1).filter((entry) => entry.isWord).map(lower);
    // The owner is its subject ("I still do", "so do I"), and nothing after it is a doing or a thing of its own.
    const bySelf = before.some((entry) => OWNER_SUBJECTS.has(entry)) || after.some((entry) => OWNER_SUBJECTS.has(entry));
    return bySelf && after.every((entry) => OWNER_SUBJECTS.has(entry) || TAKING_UP_WORDS.has(entry));
  });
}

// Verbs which, with "to", make the doing after them one the owner had to do ("had to check", "needed to learn").
const OBLIGING_LEMMAS = new Set(['have', 'need']);

/** The verb at `verb` is said as obliged: "had to" or "needed to" before it, or "must". */
function isObligedVerb(words: readonly Word[], verb: number): boolean {
  if (lower(words[verb - 1]) === 'must') return true;
  return lower(words[verb - 1]) === 'to' && OBLIGING_LEMMAS.has(words[verb - 2]?.lemma ?? lemmaOf(lower(words[verb - 2])));
}

/**
 * "At the bank I had to check every penny twice", "At the library I had to keep the children quiet": the word at
 * `index` is done, or is where something is done, only because the owner had to: a duty, not a choice. The doing is
 * the verb it follows in its clause or, for a word set before the clause's verb ("At the library …"), the verb after it.
 */
export function isDuty(sentence: ReadSentence, index: number): boolean {
  const at = modelPositionOf(sentence, index);
  if (at === undefined) return false;
  const words = readWords(sentence.text);
  if (words[at]!.pos === 'verb') return isObligedVerb(words, at);
  const verb = verbBefore(words, at);
  if (verb >= 0) return isObligedVerb(words, verb);
  const next = words.findIndex((word, position) => position > at && word.pos === 'verb');
  if (next < 0) return false;
  if (OBLIGING_LEMMAS.has(words[next]!.lemma) && lower(words[next + 1]) === 'to') return true;
  return isObligedVerb(words, next);
}

// Modals of ability the interview may ask with ("What subject could you talk about for hours?").
const ABILITY_MODALS = new Set(['could', 'can']);

/**
 * The modals of the sentence (its words' indexes) that only answer the interview question in its own words: "I could
 * talk for hours about the stars", asked "What subject could you talk about for hours…?", says what the owner can do,
 * not what might be.
 */
export function askedModals(sentence: ReadSentence): Set<number> {
  const asked = sentence.questionNumber === null ? undefined : getTwinQuestion(sentence.questionNumber)?.text;
  const found = new Set<number>();
  if (!asked) return found;
  const question = readWords(asked);
  const askedVerbs = new Set(question.flatMap((word, position) => (ABILITY_MODALS.has(lower(word)) ? question.slice(position + 1, position + 4).filter((next) => next.pos === 'verb').map((next) => next.lemma) : [])));
  if (askedVerbs.size === 0) return found;
  const words = readWords(sentence.text);
  words.forEach((word, position) => {
    if (!ABILITY_MODALS.has(lower(word))) return;
    // The owner's own modal ("I could"), with the asked verb right after it ("talk", "go on").
    if (!OWNER_SUBJECTS.has(lower(words[position - 1])) || !askedVerbs.has(words[position + 1]?.lemma ?? '')) return;
    const index = sentence.words.indexOf(lower(word));
    if (index >= 0) found.add(index);
  });
  return found;
}

/**
 * "I lost my faith after the war", "I lost my patience with him": the word at `index` is what a verb of losing takes,
 * with only its determiners between, so it is no longer the owner's.
 */
export function isLost(sentence: ReadSentence, index: number): boolean {
  const at = modelPositionOf(sentence, index);
  if (at === undefined) return false;
  const words = readWords(sentence.text);
  const verb = verbBefore(words, at);
  return verb >= 0 && words[verb]!.lemma === 'lose' && words.slice(verb + 1, at).every((word) => word.pos === 'other' || word.pos === 'adjective');
}

// Possessives by which what a clause is said to be belongs to someone else ("his thing", "my husband's passion").
const OTHERS_POSSESSIVES = new Set(['his', 'her', 'their']);

/**
 * "Knitting was my mother's hobby, never mine", "Fishing was always his thing", "Golf is my husband's passion": the
 * word at `index` opens its clause as the subject of "be", and what it is said to be is someone else's.
 */
export function isSaidToBeSomeoneElses(sentence: ReadSentence, index: number): boolean {
  const at = modelPositionOf(sentence, index);
  if (at === undefined) return false;
  const words = readWords(sentence.text);
  if (clauseStart(words, at) !== at || words[at + 1]?.lemma !== 'be') return false;
  for (let after = at + 2; after < words.length; after += 1) {
    const word = words[after]!;
    // "my mother's hobby", "Sverre's thing": a person's "'s" after their noun ("my life's passion" is the owner's).
    if (OTHERS_POSSESSIVES.has(lower(word)) || (word.pos === 'noun' && lower(words[after + 1]) === "'s" && (isPersonNoun(word.lemma) || /^\p{Lu}/u.test(word.text)))) return true;
    if (word.pos === 'noun' || !word.isWord) return false;
  }
  return false;
}

/**
 * "I used to hit the books every night", "I was at sea for months after she died", "When the business failed I had to
 * face the music": the word at `index` is inside an expression WordNet holds as its own lemma, after the expression's
 * first word, so it is read as that expression (studying, lost, taking what comes), not in its own sense. The
 * expression's first word keeps its sense ("save up", "walk about"), and so does a word that opens one of its own.
 */
export function isInsideExpression(sentence: ReadSentence, index: number): boolean {
  const at = modelPositionOf(sentence, index);
  if (at === undefined) return false;
  const words = readWords(sentence.text);
  const expression = expressionAround(words, at);
  // "turned up on time": the word may also open an expression of its own ("on time"), and then keeps its sense.
  return expression !== undefined && expression.start < at && expressionAround(words, at, at)?.start !== at;
}

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where the word at `index` of the sentence's words starts in `text` (matched by occurrence), or -1. */
function offsetOf(sentence: ReadSentence, text: string, index: number): number {
  const word = sentence.words[index]!;
  const occurrence = sentence.words.slice(0, index).filter((entry) => entry === word).length;
  const found = [...text.toLowerCase().replaceAll('’', "'").matchAll(new RegExp(`(?<![\\p{L}\\p{N}'])${escapeForPattern(word)}(?![\\p{L}\\p{N}])`, 'gu'))][occurrence];
  return found?.index ?? -1;
}

/**
 * "Music has never meant much to me", "Golf never appealed to me", "Church has never been my thing": the word at
 * `index` is in the subject of a clause whose verb is negated, and the negation module (negation-scope.ts) reads such a
 * negation as denying its whole clause, the subject with it. A negated verb of lack or dislike ("Fishing never fails
 * to cheer me") denies the lack, not the pastime.
 */
export function isDeniedSubject(sentence: ReadSentence, index: number): boolean {
  const said = normaliseMeaning(sentence.text);
  const offset = offsetOf(sentence, said, index);
  if (offset < 0) return false;
  const span = negatedSpans(said).find((entry) => entry.start <= offset && offset < entry.cueStart);
  if (span === undefined) return false;
  const verb = readWords(said.slice(span.cueStart, span.end)).find((word) => word.pos === 'verb' && word.lemma !== 'be' && word.lemma !== 'have' && word.lemma !== 'do');
  return verb === undefined || wordSentiment(verb.lemma) >= 0;
}

// Modals by which a clause supposes ("I would learn", "I'd travel", "we might go").
const SUPPOSING_MODALS = new Set(['would', 'might', 'could']);
const SUPPOSING_CONTRACTIONS = new Set(["i'd", "we'd", "you'd"]);

/**
 * "Given the money, I would learn the piano", "With more time, I'd garden every day": the word at `index` is in an
 * opening set off by a comma before a clause of supposition (its subject, then "would", "might" or "could"), so it is
 * the supposition's condition, not something the owner has or does. `answered` are the modals that only answer the
 * interview question in its own words ("I could talk for hours").
 */
export function isConditionOfSupposition(sentence: ReadSentence, index: number, answered: ReadonlySet<number> = new Set()): boolean {
  const words = sentence.words;
  const text = sentence.text.toLowerCase();
  const comma = text.indexOf(',');
  if (comma < 0) return false;
  // The opening's words are those before the first comma.
  const opening = wordsBefore(text.slice(0, comma));
  if (index >= opening) return false;
  const [subject, modal] = [words[opening], words[opening + 1]];
  if (subject !== undefined && SUPPOSING_CONTRACTIONS.has(subject)) return true;
  return subject !== undefined && OWNER_SUBJECTS.has(subject) && modal !== undefined && SUPPOSING_MODALS.has(modal) && !answered.has(opening + 1);
}

/** How many of the summary's words a stretch of text holds. */
function wordsBefore(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu)?.length ?? 0;
}

/**
 * "I do the books for the church", "I did the books for the mill": a plural noun after "do the", the task it names, is
 * read in the sense WordNet files as possession (the books of account: "ledger", "account book") where it has one that
 * WordNet names with other words too, not as what is read or played. "I do the crosswords" keeps its sense (WordNet
 * holds no such sense of it), and so does "I do the songs at the pub" (its only such sense, "for a song", has no other
 * name).
 */
export function isAccountsDone(sentence: ReadSentence, index: number): boolean {
  const at = modelPositionOf(sentence, index);
  if (at === undefined) return false;
  const words = readWords(sentence.text);
  const word = words[at]!;
  if (word.pos !== 'noun' || lower(word) === word.lemma || lower(words[at - 1]) !== 'the' || words[at - 2]?.lemma !== 'do') return false;
  return nounSensesOfKind(word.lemma, 'possession').some((synonyms) => synonyms.length > 1);
}
