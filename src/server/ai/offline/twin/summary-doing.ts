// Whether the owner is the one doing what a tag names, in a clause that says it is done: read from the tagger's parts
// of speech and negation scope and WordNet's kinds of words. The tags (summary-tags.ts) ask these after the cue words
// are found: a sport watched or dozed through is not played ("I fall asleep in front of the football"), a clause whose
// subject is someone else is theirs ("My husband cooks", "Yaw is a wonderful cook"), a negation reaches the end of its
// clause ("I never learned to play the guitar"), and a money word in another sense says nothing of money ("a debt of
// gratitude", "I spent forty years at the docks").
import { CLAUSE_BREAKS, NEGATIONS } from './summary-lexicon.ts';
import { readWords, wordSentiment, type Word } from '../../language/lemmas.ts';
import { isKindOf, isNameOnly, isPersonNoun, nounKinds, relatedWords, senseCount, verbKinds } from '../../language/wordnet.ts';
import { FIRST_PERSON, modelPositionOf, OWN_WORDS, type ReadSentence, speaksOfSelf } from './summary-reading.ts';
import { deniesOnlyAComparison } from './summary-referents.ts';
import { PREPOSITIONS } from './twin-sentence-kinds.ts';

const ARTICLES = new Set(['a', 'an', 'the', 'some', 'my', 'our', 'his', 'her', 'their', 'this', 'that']);

// Words that open a clause inside a sentence, with a subject of its own ("a man who cooks", "proud that my son is
// honest", "how my wife paints").
const CLAUSE_OPENERS = new Set(['who', 'which', 'that', 'how', 'when', 'what', 'where', 'why', 'whether']);

/** A word of the model's that ends a clause: a comma or other stop, or a word joining two clauses. */
function endsClause(word: Word): boolean {
  const text = word.text.toLowerCase().replaceAll('’', "'");
  return (!word.isWord && text !== "'") || CLAUSE_BREAKS.has(text) || CLAUSE_OPENERS.has(text);
}

/** Where the clause holding the model's word at `at` begins. */
export function clauseStart(words: readonly Word[], at: number): number {
  let start = at;
  while (start > 0 && !endsClause(words[start - 1]!)) start -= 1;
  return start;
}

/** The nearest verb before `at` within its clause, or -1. */
export function verbBefore(words: readonly Word[], at: number): number {
  for (let before = at - 1; before >= clauseStart(words, at); before -= 1) if (words[before]!.pos === 'verb') return before;
  return -1;
}

// WordNet's kind of verb by which something is only perceived ("watch", "listen", "see").
const PERCEIVING_KIND = 'perception';

/** A verb of sleeping: "sleep", or one WordNet holds as a kind of it within two steps ("nap", "doze", "snooze"). */
function isSleeping(lemma: string): boolean {
  if (lemma === 'sleep') return true;
  const broader = relatedWords(lemma, 'verb', 1).broader;
  return broader.includes('sleep') || broader.some((word) => relatedWords(word, 'verb', 1).broader.includes('sleep'));
}

/**
 * "I watch the rugby every Sunday", "I watch my grandson play football", "I doze in front of the tennis", "I fall
 * asleep in front of the football": an activity named as a noun (WordNet files it as an act: a sport, a game) that the
 * owner only watches, hears or sleeps through, or that is only where they are ("in front of", "at the side of"). The
 * owner is not the one doing it.
 */
export function isOnlyBeside(sentence: ReadSentence, index: number): boolean {
  const at = modelPositionOf(sentence, index);
  if (at === undefined) return false;
  const words = readWords(sentence.text);
  const word = words[at]!;
  if (word.pos !== 'noun' || !nounKinds(word.lemma).includes('act')) return false;
  // A verb of perceiving or of sleep before it in its clause: the owner watches it, or sleeps through it.
  for (let before = at - 1; before >= clauseStart(words, at); before -= 1) {
    const verb = words[before]!;
    if (verb.pos === 'verb' && (verbKinds(verb.lemma, 1)[0] === PERCEIVING_KIND || isSleeping(verb.lemma))) return true;
  }
  // "Football on the telly", "with the rugby on": broadcast, so watched or heard.
  if (isBroadcast(words, at)) return true;
  let before = at - 1;
  while (before >= 0 && (ARTICLES.has(words[before]!.text.toLowerCase().replaceAll('’', "'")) || words[before]!.pos === 'adjective')) before -= 1;
  const preposition = words[before]?.text.toLowerCase().replaceAll('’', "'") ?? '';
  const head = words[before - 1];
  if (head === undefined || head.pos !== 'noun' || !PREPOSITIONS.has(preposition)) return false;
  // "In front of the football": the activity is named by a place word before "of", as where something else is done.
  if (preposition === 'of') return nounKinds(head.lemma, 1)[0] === 'location';
  // "A bet on the football", "a book about golf": a wager, a work or a thing about it, not a doing of it ("a game of
  // chess", "a class on yoga" are).
  return ABOUT_HEAD_KINDS.has(nounKinds(head.lemma, 1)[0] ?? '') && !FIRST_PERSON.has(head.text.toLowerCase().replaceAll('’', "'"));
}

// WordNet's kinds of noun that a sport may be what they are about: a wager, a work written or made.
const ABOUT_HEAD_KINDS = new Set(['possession', 'communication', 'artifact']);

/** A word of broadcasting: WordNet files it, or a word of the same meaning, as communication ("radio", "TV", "telly"). */
function isBroadcastNoun(lemma: string): boolean {
  return [lemma, ...relatedWords(lemma, 'noun', 1).synonyms].some((word) => nounKinds(word, 1)[0] === 'communication');
}

/**
 * The activity at `at` is followed by "on the radio" or "on the telly", or by a bare "on" (switched on), or is said to
 * be on ("when the rugby is on").
 */
function isBroadcast(words: readonly Word[], at: number): boolean {
  const on = words[at + 1]?.pos === 'verb' && words[at + 1]!.lemma === 'be' ? at + 2 : at + 1;
  if (words[on]?.text.toLowerCase() !== 'on') return false;
  const next = words[on + 1];
  if (next === undefined || !next.isWord || CLAUSE_BREAKS.has(next.text.toLowerCase())) return true;
  const medium = ARTICLES.has(next.text.toLowerCase()) ? words[on + 2] : next;
  return medium !== undefined && medium.pos === 'noun' && isBroadcastNoun(medium.lemma);
}

// WordNet's kinds of noun that a capitalised subject is when it is no one's name ("Golf", "Sunday", "Church").
const NOT_NAME_KINDS = new Set(['act', 'time', 'group', 'location']);

/** A capitalised subject of a verb said of him or her ("Grace sings", "Joy knits"): a name, even a dictionary word's. */
function isNamedDoer(word: Word, verb: Word | undefined): boolean {
  if (!/^\p{Lu}/u.test(word.text) || verb === undefined || verb.pos !== 'verb') return false;
  const written = verb.text.toLowerCase().replaceAll('’', "'");
  const saysHeOrShe = written !== verb.lemma && (written === `${verb.lemma}s` || written === `${verb.lemma}es` || written === `${verb.lemma.slice(0, -1)}ies`);
  return saysHeOrShe && !NOT_NAME_KINDS.has(nounKinds(word.lemma, 1)[0] ?? '');
}

/** Someone other than the owner: "he", "she", "they", a word for a person, a name the owner gave, or a named doer. */
function isOtherPerson(word: Word, words: readonly Word[], at: number, names: ReadonlySet<string> = new Set()): boolean {
  const text = word.text.toLowerCase().replaceAll('’', "'");
  if (['he', 'she', 'they'].includes(text)) return true;
  if (word.pos !== 'noun') return false;
  if (isPersonNoun(word.lemma) || (/^\p{Lu}/u.test(word.text) && (isNameOnly(word.text) || names.has(text)))) return true;
  if (isNamedDoer(word, words.slice(at + 1).find((entry) => entry.pos !== 'adverb'))) return true;
  // "Yaw is a wonderful cook": a capitalised subject said to be a person (a name that is also a dictionary word).
  if (!/^\p{Lu}/u.test(word.text)) return false;
  const rest = words.slice(at + 1);
  const verb = rest.findIndex((entry) => entry.pos === 'verb');
  return verb >= 0 && rest[verb]!.lemma === 'be' && rest.slice(verb + 1).some((entry) => entry.pos === 'noun' && isPersonNoun(entry.lemma) && !/^\p{Lu}/u.test(entry.text));
}

// Words opening a clause about the person named before them.
const RELATIVE_PERSON_WORDS = new Set(['who', 'whom', 'whose']);

/**
 * "My husband cooks, and I wash up", "Yaw is a wonderful cook", "I watch my grandson play football": the subject of the
 * clause that holds the word at `index` is someone else (the first pronoun or noun of the clause not after a
 * preposition, or a person named as the object of a verb of perceiving before it). The owner's "I" or "we" makes it
 * theirs.
 */
export function isSomeoneElsesClause(sentence: ReadSentence, index: number, names: ReadonlySet<string> = new Set()): boolean {
  const at = modelPositionOf(sentence, index);
  if (at === undefined) return false;
  const words = readWords(sentence.text);
  const start = clauseStart(words, at);
  // "I am proud of my son, who reads more books than anyone": a "who" clause is said of the person it follows.
  if (RELATIVE_PERSON_WORDS.has(words[start - 1]?.text.toLowerCase() ?? '')) {
    let head = start - 2;
    while (head >= 0 && !words[head]!.isWord) head -= 1;
    if (head >= 0 && isOtherPerson(words[head]!, words, head, names)) return true;
  }
  for (let position = start; position <= at; position += 1) {
    const word = words[position]!;
    const text = word.text.toLowerCase().replaceAll('’', "'");
    // "Yaw, our son, is a wonderful cook", "Our Kasia dances, sings and paints": a clause opening on its verb, or on
    // the word itself, goes on with the subject the sentence opened on.
    if ((word.pos === 'verb' || position === at) && position === start && start > 0) return opensOnSomeoneElse(words, start, names) || hasSubjectAfter(words, at, names);
    if (position === at || word.pos === 'verb') break;
    if (FIRST_PERSON.has(text) || text === 'we') return false;
    // "As a woman with an honest tongue": after a preposition, or "as", is no subject.
    if (PREPOSITIONS.has(text) || text === 'as') return false;
    if (OWN_WORDS.has(text) || ARTICLES.has(text) || word.pos === 'adjective') continue;
    if (word.pos === 'noun' || ['he', 'she', 'they'].includes(text)) {
      if (isOtherPerson(word, words, position, names)) return true;
      break;
    }
  }
  // "The bench was built by my husband", "the quilt was sewn by my daughter": the clause is a passive whose doer is
  // someone else, and what it names is theirs.
  let end = at;
  while (end < words.length - 1 && !endsClause(words[end + 1]!)) end += 1;
  for (let position = start; position <= end; position += 1) if (isDoneByNamed(words, position)) return true;
  // "I watch my grandson play football": what follows the person seen is their doing.
  const verb = verbBefore(words, at);
  if (verb < 0 || verbBefore(words, verb) < 0) return false;
  const seeing = words[verbBefore(words, verb)]!;
  if (verbKinds(seeing.lemma, 1)[0] !== 'perception') return false;
  return words.slice(verbBefore(words, verb) + 1, verb).some((word, offset) => isOtherPerson(word, words, verbBefore(words, verb) + 1 + offset));
}

/**
 * "I never learned to play the guitar", "I don't have the patience for fishing": the tagger reads the word at `index`
 * as inside a negation said in its clause. A negation of a verb of lack ("I never miss a Sunday") says it is always
 * done, and one of a comparison ("never happier than with a book") says what follows is best.
 */
export function isNegatedInClause(sentence: ReadSentence, index: number): boolean {
  const at = modelPositionOf(sentence, index);
  if (at === undefined) return false;
  const words = readWords(sentence.text);
  if (!words[at]!.negated) return false;
  const start = clauseStart(words, at);
  const negator = words.slice(start, at).findIndex((word) => NEGATIONS.has(word.text.toLowerCase().replaceAll('’', "'")) || word.text.toLowerCase().replaceAll('’', "'") === "n't" || word.text === 'n’t');
  // "I am never happier than with a book": a comparison denied says what follows "than" is best.
  if (negator < 0 || deniesOnlyAComparison(words.map((word) => word.text.toLowerCase()), start + negator, at)) return false;
  const negatedVerb = words.slice(start + negator + 1, at + 1).find((word) => word.pos === 'verb' && word.lemma !== 'do' && word.lemma !== 'be');
  return negatedVerb === undefined || wordSentiment(negatedVerb.lemma) >= 0;
}

// WordNet's kinds of noun that a verb of money may take in another sense: a time ("spent forty years", "wasted a day"),
// a life or a state ("saved lives"), people ("saved my family"), a feeling or an act.
const NOT_MONEY_OBJECTS = new Set(['time', 'event', 'state', 'person', 'group', 'feeling', 'act', 'attribute', 'cognition', 'body']);

// WordNet's kinds of noun that are money or an amount of it ("money", "debt", "penny", "wage").
const MONEY_KINDS = new Set(['possession', 'quantity']);

/** The first noun within a few words after `at`, over articles, numbers and adjectives ("forty years", "a day"). */
function objectAfter(words: readonly Word[], at: number): Word | undefined {
  for (let after = at + 1; after < Math.min(words.length, at + 5); after += 1) {
    const word = words[after]!;
    if (word.pos === 'noun') return word;
    // "Saved for a rainy day": what follows a preposition is no object.
    if (PREPOSITIONS.has(word.text.toLowerCase().replaceAll('’', "'"))) return undefined;
    if (!(ARTICLES.has(word.text.toLowerCase().replaceAll('’', "'")) || word.pos === 'adjective' || /^\d+$/.test(word.text) || word.pos === 'other') || endsClause(word)) return undefined;
  }
  return undefined;
}

/**
 * The money word at `index` is said in another sense: a verb whose object is a time, a life or people ("spent forty
 * years", "never wasted a day", "saved lives") or a noun of something other than money after "of" ("a debt of
 * gratitude", "a waste of time").
 */
export function isOtherThanMoney(sentence: ReadSentence, index: number): boolean {
  const at = modelPositionOf(sentence, index);
  if (at === undefined) return false;
  const words = readWords(sentence.text);
  const word = words[at]!;
  if (word.pos === 'verb') {
    const object = objectAfter(words, at);
    return object !== undefined && (isPersonNoun(object.lemma) || NOT_MONEY_OBJECTS.has(nounKinds(object.lemma, 1)[0] ?? ''));
  }
  if (words[at + 1]?.text.toLowerCase().replaceAll('’', "'") !== 'of') return false;
  const of = objectAfter(words, at + 1);
  return of !== undefined && !nounKinds(of.lemma, 1).some((kind) => MONEY_KINDS.has(kind));
}

// WordNet's kinds of noun that name a thing, not a person or a person's nature ("copy", "day", "dog"; not "man",
// "sort", "heart").
const THING_KINDS = new Set(['artifact', 'object', 'substance', 'food', 'communication', 'possession', 'plant', 'animal', 'location', 'quantity', 'time', 'event']);

/**
 * The adjective at `index` describes a thing named right after it ("a fair copy", "a funny smell"), not the owner
 * ("a patient man", "a dependable sort").
 */
export function describesAThing(sentence: ReadSentence, index: number): boolean {
  const at = modelPositionOf(sentence, index);
  if (at === undefined) return false;
  const words = readWords(sentence.text);
  const next = words[at + 1];
  // "The funny ones" are people: "one" stands for whoever is meant.
  return words[at]!.pos === 'adjective' && next !== undefined && next.pos === 'noun' && next.lemma !== 'one' && !isPersonNoun(next.lemma) && THING_KINDS.has(nounKinds(next.lemma, 1)[0] ?? '');
}

/**
 * A word of a trait that WordNet holds mostly as an adjective (no fewer senses than as a noun), said here as a noun in
 * another sense ("the county fair"). ("Mass" and "waste" are mostly nouns, and their noun is the sense meant.)
 */
export function isTraitWordAsNoun(sentence: ReadSentence, index: number): boolean {
  const written = sentence.words[index]!;
  return senseCount(written, 'adjective') > 0 && senseCount(written, 'adjective') >= senseCount(written, 'noun') && isSaidAsNoun(sentence, index);
}

/**
 * The word at `index` stands as a noun: after an article, a possessive or a noun with no noun after it to describe ("I
 * was a patient at St Luke's", "the county fair"), or between an article and "of" ("a kind of foreman"). The tagger's own part of
 * speech is not trusted here: it reads "I am patient" as a noun too.
 */
export function isSaidAsNoun(sentence: ReadSentence, index: number): boolean {
  const at = modelPositionOf(sentence, index);
  if (at === undefined) return false;
  const words = readWords(sentence.text);
  const [before, after] = [words[at - 1], words[at + 1]];
  const beforeText = before?.text.toLowerCase().replaceAll('’', "'") ?? '';
  // "A kind of foreman"; "proud of my son" is the adjective's own "of".
  if (after?.text.toLowerCase().replaceAll('’', "'") === 'of' && ARTICLES.has(beforeText)) return true;
  const determined = ARTICLES.has(beforeText) || (before?.pos === 'noun' && !FIRST_PERSON.has(beforeText) && !OWN_WORDS.has(beforeText));
  // "The funny one", "a patient sort": the word describes the one after it.
  const describes = after !== undefined && (after.pos === 'noun' || after.pos === 'adjective' || ['one', 'ones'].includes(after.text.toLowerCase().replaceAll('’', "'")));
  return determined && !describes;
}

/** "How funny he is": the clause opens on what is said, and its subject, someone else, comes after it. */
function hasSubjectAfter(words: readonly Word[], at: number, names: ReadonlySet<string>): boolean {
  for (let after = at + 1; after < words.length - 1 && !endsClause(words[after]!); after += 1) {
    const word = words[after]!;
    if (word.pos === 'verb') return false;
    if (['he', 'she', 'they'].includes(word.text.toLowerCase()) || (word.pos === 'noun' && isOtherPerson(word, words, after, names))) return words[after + 1]?.pos === 'verb';
  }
  return false;
}

/**
 * The sentence opens on someone else, the subject a later clause without one goes on with: a noun or pronoun before
 * the first verb ("Yaw, our son, …", "Our youngest, Joy, …"), or a capitalised word that the clause's own verb is said
 * of ("Joy … knits").
 */
function opensOnSomeoneElse(words: readonly Word[], clause: number, names: ReadonlySet<string>): boolean {
  const verb = words.slice(clause).find((word) => word.pos === 'verb');
  const firstVerb = words.findIndex((word) => word.pos === 'verb');
  // "Efua and I play ludo … and laugh": the owner is among those the sentence opened on.
  if (words.slice(0, firstVerb < 0 ? clause : Math.min(firstVerb, clause)).some((word) => FIRST_PERSON.has(word.text.toLowerCase().replaceAll('’', "'")) || word.text.toLowerCase().replaceAll('’', "'") === 'we')) return false;
  for (const [position, word] of words.slice(0, clause).entries()) {
    const text = word.text.toLowerCase().replaceAll('’', "'");
    if (FIRST_PERSON.has(text) || text === 'we' || word.pos === 'verb') return false;
    if ((word.pos === 'noun' || ['he', 'she', 'they'].includes(text)) && (isOtherPerson(word, words, position, names) || isNamedDoer(word, verb))) return true;
  }
  return false;
}

/** "Was built by my husband", "sewn by Kwame": the verb at `at` is a passive whose doer, after "by", is a person. */
function isDoneByNamed(words: readonly Word[], at: number): boolean {
  const verb = words[at]!;
  // A participle the tagger may read as an adjective ("was sewn by").
  if ((verb.pos !== 'verb' && verb.pos !== 'adjective') || words[at - 1]?.lemma !== 'be' || words[at + 1]?.text.toLowerCase().replaceAll('’', "'") !== 'by') return false;
  for (let after = at + 2; after < Math.min(words.length, at + 6); after += 1) {
    const word = words[after]!;
    if (word.pos === 'noun') return isOtherPerson(word, words, after);
    if (!(OWN_WORDS.has(word.text.toLowerCase().replaceAll('’', "'")) || ARTICLES.has(word.text.toLowerCase().replaceAll('’', "'")) || word.pos === 'adjective')) return false;
  }
  return false;
}

/**
 * The word at `index` is part of a name, not the thing it says: a capital after another capital inside the sentence
 * ("Fort Jesus", "the Royal Opera"), a name the owner gave someone, or a name joined to the owner ("Faith and I").
 */
export function isPartOfName(sentence: ReadSentence, index: number, names: ReadonlySet<string> = new Set()): boolean {
  const at = modelPositionOf(sentence, index);
  if (at === undefined) return false;
  const words = readWords(sentence.text);
  const before = words[at - 1];
  const capital = (entry: Word | undefined) => entry !== undefined && entry.isWord && /^\p{Lu}/u.test(entry.text) && entry.text !== 'I';
  // "Faith and I", "my sister Faith": a name the owner gave, or one joined to the owner, is a person, not a trait.
  if (capital(words[at]) && (names.has(words[at]!.text.toLowerCase().replaceAll('’', "'")) || (words[at + 1]?.text.toLowerCase().replaceAll('’', "'") === 'and' && ['i', 'me'].includes(words[at + 2]?.text.toLowerCase().replaceAll('’', "'") ?? '')))) return true;
  return capital(words[at]) && capital(before) && at - 1 > 0;
}

/** "A small garden's tea": the word at `index` is said as the owner of the thing after it, which is what is spoken of. */
export function isPossessor(sentence: ReadSentence, index: number): boolean {
  return /['’]s$/.test(sentence.words[index] ?? '');
}

/**
 * "Saving money is important", "Hard work never killed anyone": a saying in general, with nothing of the owner's in it
 * and "be" or a doing as its subject. It tells what the owner values, as advice does, not a habit they keep.
 */
export function saysInGeneral(sentence: ReadSentence): boolean {
  if (speaksOfSelf(sentence)) return false;
  const words = readWords(sentence.text).filter((word) => word.isWord);
  const verb = words.findIndex((word, position) => word.pos === 'verb' && position > 0 && !/ing$/i.test(word.text));
  if (verb < 1) return false;
  const subject = words.slice(0, verb);
  return subject.some((word) => /ing$/i.test(word.text) || (word.pos === 'noun' && !isPersonNoun(word.lemma) && !/^\p{Lu}/u.test(word.text) && nounKinds(word.lemma, 1)[0] === 'act'));
}

// Verbs of wanting: "I want my grandchildren to remember" wishes what is not yet so.
export const WANTING_LEMMAS: ReadonlySet<string> = new Set(['want', 'wish', 'hope']);

/** "I want my grandchildren to remember me saying that": the word at `index` is the object of a verb of wanting. */
export function isObjectOfWish(sentence: ReadSentence, index: number): boolean {
  const at = modelPositionOf(sentence, index);
  if (at === undefined) return false;
  const words = readWords(sentence.text);
  const verb = verbBefore(words, at);
  if (verb < 0 || !WANTING_LEMMAS.has(words[verb]!.lemma)) return false;
  return words.slice(verb + 1, at).every((word) => OWN_WORDS.has(word.text.toLowerCase().replaceAll('’', "'")) || ARTICLES.has(word.text.toLowerCase().replaceAll('’', "'")) || word.pos === 'adjective');
}

/**
 * "It saved more lives than money ever could": the word at `index` opens a clause of its own after "than", as the subject
 * of the verb that follows it, so it is what something is compared with, not what the owner does. ("I love nothing
 * more than fishing" has no verb after it: fishing is the owner's.)
 */
export function isComparedSubject(sentence: ReadSentence, index: number): boolean {
  const at = modelPositionOf(sentence, index);
  if (at === undefined) return false;
  const words = readWords(sentence.text);
  let before = at - 1;
  while (before >= 0 && (ARTICLES.has(words[before]!.text.toLowerCase().replaceAll('’', "'")) || words[before]!.pos === 'adjective')) before -= 1;
  if (words[before]?.text.toLowerCase().replaceAll('’', "'") !== 'than') return false;
  let after = at + 1;
  while (after < words.length && words[after]!.pos === 'adverb') after += 1;
  return words[after]?.pos === 'verb';
}

// WordNet's kinds of noun that a trait is in its commonest sense: a doing, a way of thinking or a quality ("practice",
// "faith", "kindness").
const ABSTRACT_KINDS = new Set(['act', 'cognition', 'attribute']);

/**
 * "I ran a dental practice", "a faith that …": a trait's noun said with "a" names one thing of its kind (a business,
 * a religion), not the owner's practising or believing.
 */
export function isOneOfAKind(sentence: ReadSentence, index: number): boolean {
  const at = modelPositionOf(sentence, index);
  if (at === undefined) return false;
  const words = readWords(sentence.text);
  const word = words[at]!;
  if (word.pos !== 'noun' || !ABSTRACT_KINDS.has(nounKinds(word.lemma, 1)[0] ?? '')) return false;
  let before = at - 1;
  while (before >= 0 && (words[before]!.pos === 'adjective' || words[before]!.pos === 'adverb')) before -= 1;
  return ['a', 'an'].includes(words[before]?.text.toLowerCase().replaceAll('’', "'") ?? '');
}

/**
 * "The wooden churches of Maramureș", "the blue tiles of the mosque": a building named, with no verb before it of what
 * the owner does there ("I go to church"), says what stayed with them, not their faith.
 */
export function namesBuildingOnly(sentence: ReadSentence, index: number): boolean {
  const at = modelPositionOf(sentence, index);
  if (at === undefined) return false;
  const words = readWords(sentence.text);
  const word = words[at]!;
  // "My church choir" names the choir: the building word only describes it.
  if (words[at + 1]?.pos === 'noun') return false;
  return word.pos === 'noun' && nounKinds(word.lemma).includes('artifact') && !words.slice(0, at).some((before) => before.pos === 'verb');
}

// Prepositions of where something is or is done ("in the garden", "by the river").
const PLACE_PREPOSITIONS = new Set(['in', 'at', 'on', 'by', 'near', 'beside', 'along', 'above', 'below', 'under', 'over', 'behind', 'outside', 'inside']);

// WordNet's kinds of verb whose doing a place only hosts: reading, watching, eating, talking, sleeping.
const HOSTED_KINDS = new Set(['cognition', 'perception', 'consumption', 'communication', 'body']);

/**
 * "I read Hafez in the garden", "a workshop by the Zayandeh river": the place at `index` is where a thing is, or where
 * a doing of another kind is done, not the garden or the outdoors the owner is busy in ("I walk along the river", "I
 * work in the garden").
 */
export function isPlaceOfSomethingElse(sentence: ReadSentence, index: number): boolean {
  const at = modelPositionOf(sentence, index);
  if (at === undefined) return false;
  const words = readWords(sentence.text);
  const describing = (word: Word) => ARTICLES.has(word.text.toLowerCase().replaceAll('’', "'")) || word.pos === 'adjective' || (word.pos === 'noun' && /^\p{Lu}/u.test(word.text));
  let before = at - 1;
  while (before >= 0 && describing(words[before]!)) before -= 1;
  // "Six hives at the bottom of the garden": a part of the place ("the bottom of", "the far end of") is that place.
  while (before >= 2 && words[before]!.text.toLowerCase() === 'of' && words[before - 1]!.pos === 'noun' && nounKinds(words[before - 1]!.lemma, 1)[0] === 'location') {
    before -= 2;
    while (before >= 0 && describing(words[before]!)) before -= 1;
  }
  if (before < 1 || !PLACE_PREPOSITIONS.has(words[before]!.text.toLowerCase().replaceAll('’', "'"))) return false;
  const head = words[before - 1]!;
  // "A workshop by the river" locates a thing; "a good walk by the river" is a doing there; "I walk the dog by the
  // river": what a verb of motion moves goes there with the owner, so the place is where they go.
  // ("I'm in the garden": the tagger may read "I'm" as a noun.)
  if (head.pos === 'noun' && !FIRST_PERSON.has(head.text.toLowerCase().replaceAll('’', "'"))) return nounKinds(head.lemma, 1)[0] !== 'act' && !isMovedBy(words, before - 1);
  const verb = verbBefore(words, before);
  return verb >= 0 && HOSTED_KINDS.has(verbKinds(words[verb]!.lemma, 1)[0] ?? '');
}

// WordNet's kind of verb of going from place to place ("walk", "ride", "row").
const MOTION_KIND = 'motion';

/**
 * The noun at `at` is what a verb of motion right before it moves ("walk the dog", "row our boat", "walk my two
 * spaniels"): only articles, possessives, numbers and adjectives between them.
 */
function isMovedBy(words: readonly Word[], at: number): boolean {
  let before = at - 1;
  while (before >= 0 && !endsClause(words[before]!) && (words[before]!.pos === 'adjective' || (words[before]!.pos === 'other' && !PREPOSITIONS.has(words[before]!.text.toLowerCase())))) before -= 1;
  const verb = words[before];
  return verb?.pos === 'verb' && verbKinds(verb.lemma, 1)[0] === MOTION_KIND;
}

// Verbs of liking whose denial ("I don't enjoy it") takes back the pleasure of what the sentence names.
const LIKING_LEMMAS = new Set(['like', 'love', 'enjoy', 'care']);

/**
 * "I cook for my husband every night, though I don't enjoy it": the sentence denies liking what it names, by a negated
 * verb of liking whose object points back ("it", "them"). A pastime done without pleasure is no pastime.
 */
export function deniesLikingIt(sentence: ReadSentence): boolean {
  const words = readWords(sentence.text);
  return words.some((word, position) => word.pos === 'verb' && LIKING_LEMMAS.has(word.lemma) && word.negated && ['it', 'them', 'that'].includes(words[position + 1]?.text.toLowerCase().replaceAll('’', "'") ?? ''));
}

/**
 * "The stars were out the night Tomek was born": the thing at `index` is the subject of its clause, in a sentence with
 * nothing of the owner's in it: it is what was there, not what the owner did.
 */
export function isSubjectWithoutOwner(sentence: ReadSentence, index: number): boolean {
  if (speaksOfSelf(sentence)) return false;
  const at = modelPositionOf(sentence, index);
  if (at === undefined) return false;
  const words = readWords(sentence.text);
  if (words[at]!.pos !== 'noun') return false;
  const start = clauseStart(words, at);
  const before = words.slice(start, at);
  // Only articles and describing words before it, and a verb after it in its clause.
  if (!before.every((word) => ARTICLES.has(word.text.toLowerCase().replaceAll('’', "'")) || word.pos === 'adjective')) return false;
  const rest = words.slice(at + 1);
  const end = rest.findIndex(endsClause);
  return (end < 0 ? rest : rest.slice(0, end)).some((word) => word.pos === 'verb');
}

/**
 * The verb at `index` has a time or a doing as its object ("never missed a day", "never took a holiday", "never
 * missed a sailing"), as a habit of work does; "never missed a match", "never took a penny" are of something else.
 */
export function takesTimeObject(sentence: ReadSentence, index: number): boolean {
  const at = modelPositionOf(sentence, index);
  if (at === undefined) return false;
  const object = objectAfter(readWords(sentence.text), at);
  return object !== undefined && ['time', 'event', 'act'].includes(nounKinds(object.lemma, 1)[0] ?? '');
}

/**
 * "To tell the truth, I was terrified", "To be fair, it wasn't all bad", "In that respect, I was lucky", "Fair enough,
 * I said": the word at `index` is in an opening aside (an infinitive, a phrase after a preposition, or words with no
 * noun of their own) set off by a comma before a clause with its own subject and verb. It is a way of speaking, not
 * what the owner is. A heading ("Honesty, because …", "Gardening, I love it") names what the sentence is about.
 */
export function isInOpeningAside(sentence: ReadSentence, index: number): boolean {
  const at = modelPositionOf(sentence, index);
  if (at === undefined) return false;
  const words = readWords(sentence.text);
  const comma = words.findIndex((word) => word.text === ',');
  if (comma <= at) return false;
  const aside = words.slice(0, comma);
  const first = aside[0]!.text.toLowerCase();
  // "Fair enough": a word or two with an adverb, nothing named (the tagger may read "Fair" as a noun).
  const isShortAside = aside.length <= 2 && aside.some((word) => word.pos === 'adverb') && aside.every((word, position) => word.pos !== 'noun' || position === at);
  const isAside = first === 'to' || PREPOSITIONS.has(first) || isShortAside;
  if (!isAside) return false;
  const [subject, verb] = [words[comma + 1], words[comma + 2]];
  return subject !== undefined && verb !== undefined && (FIRST_PERSON.has(subject.text.toLowerCase().replaceAll('’', "'")) || ['it', 'we', 'he', 'she', 'they', 'that'].includes(subject.text.toLowerCase())) && verb.pos === 'verb';
}

/** The verb before `at` in its clause whose object the word at `at` is: only articles, own words, adjectives and nouns between. */
function verbOfObject(words: readonly Word[], at: number): Word | undefined {
  const verb = verbBefore(words, at);
  if (verb < 0) return undefined;
  const between = words.slice(verb + 1, at);
  const isObject = between.every((word) => {
    const text = word.text.toLowerCase().replaceAll('’', "'");
    return ARTICLES.has(text) || OWN_WORDS.has(text) || word.pos === 'adjective' || word.pos === 'noun';
  });
  return isObject ? words[verb] : undefined;
}

/** A verb of keeping: "keep", or one WordNet holds as its synonym in its commonest senses ("maintain"). */
function isKeeping(lemma: string): boolean {
  return lemma === 'keep' || relatedWords('keep', 'verb').synonyms.includes(lemma);
}

/**
 * "I keep the parish records", "I kept the books for the mill", "I keep a photo album": a written or recorded thing
 * (WordNet files it as communication) kept up as the object of a verb of keeping is a record maintained, not music
 * listened to nor a book read.
 */
export function isKeptRecord(sentence: ReadSentence, index: number): boolean {
  const at = modelPositionOf(sentence, index);
  if (at === undefined) return false;
  const words = readWords(sentence.text);
  const word = words[at]!;
  if (word.pos !== 'noun' || !nounKinds(word.lemma).includes('communication')) return false;
  const verb = verbOfObject(words, at);
  return verb !== undefined && isKeeping(verb.lemma);
}

// How far up WordNet a painted thing is looked for as a structure ("fence", "wall", "door", "shed").
const STRUCTURE_DEPTH = 5;

/**
 * "I paint the fences every spring", "I painted the kitchen door": a verb of making by covering (WordNet files it as
 * both creation and contact: "paint") whose object is a structure covers a surface; a picture, a landscape or nothing
 * named is art.
 */
export function coversASurface(sentence: ReadSentence, index: number): boolean {
  const at = modelPositionOf(sentence, index);
  if (at === undefined) return false;
  const words = readWords(sentence.text);
  const verb = words[at]!;
  const kinds = verbKinds(verb.lemma);
  if (verb.pos !== 'verb' || !kinds.includes('creation') || !kinds.includes('contact')) return false;
  const object = objectAfter(words, at);
  return object !== undefined && isKindOf(object.lemma, 'structure', STRUCTURE_DEPTH) && !isKindOf(object.lemma, 'representation', STRUCTURE_DEPTH);
}

/**
 * "I turn up the radio": a verb and its particle ("turn up", said of arriving) followed by an object of its own is the
 * verb's other sense, done to a thing.
 */
export function isParticleVerbWithObject(sentence: ReadSentence, index: number, length: number): boolean {
  const at = modelPositionOf(sentence, index);
  if (at === undefined || length !== 2) return false;
  const words = readWords(sentence.text);
  const [verb, particle] = [words[at]!, words[at + 1]];
  // "Look after your mother": a preposition takes its object in every sense.
  if (verb.pos !== 'verb' || particle === undefined || particle.pos !== 'other' || !particle.isWord || PREPOSITIONS.has(particle.text.toLowerCase())) return false;
  return objectAfter(words, at + 1) !== undefined;
}

/**
 * "My word, it was cold": a possessive and a noun alone before a comma, then a clause of "it" or "that", is an
 * exclamation, not the owner's word given.
 */
export function isExclamation(sentence: ReadSentence, index: number): boolean {
  const at = modelPositionOf(sentence, index);
  if (at === undefined) return false;
  const words = readWords(sentence.text);
  const [first, second, comma, subject] = words;
  if (first === undefined || second === undefined || comma?.text !== ',' || at > 1) return false;
  return OWN_WORDS.has(first.text.toLowerCase()) && second.pos === 'noun' && ['it', 'that'].includes(subject?.text.toLowerCase() ?? '');
}

/**
 * "I sent money to my daughter": money that goes "to" someone (a person after "to" in its clause) is given, not kept.
 */
export function isGivenToSomeone(sentence: ReadSentence, index: number): boolean {
  const at = modelPositionOf(sentence, index);
  if (at === undefined) return false;
  const words = readWords(sentence.text);
  for (let after = at + 1; after < words.length && !endsClause(words[after]!); after += 1) {
    if (words[after]!.text.toLowerCase() !== 'to') continue;
    const person = objectAfter(words, after);
    return person !== undefined && (isPersonNoun(person.lemma) || names(person));
  }
  return false;
}

/** A capitalised word WordNet holds only as a name ("Ama"). */
function names(word: Word): boolean {
  return /^\p{Lu}/u.test(word.text) && isNameOnly(word.text);
}

/**
 * "I argued with my son", "I fought with my daughter": a verb of quarrelling ("quarrel", its WordNet synonyms and the
 * broader verbs it is a kind of: "argue") or one the sentiment lexicon holds as bad, before the relation in its clause,
 * says no devotion.
 */
export function isQuarrelWith(sentence: ReadSentence, index: number): boolean {
  const at = modelPositionOf(sentence, index);
  if (at === undefined) return false;
  const words = readWords(sentence.text);
  const verb = verbBefore(words, at + 1);
  if (verb < 0) return false;
  const lemma = words[verb]!.lemma;
  const quarrel = relatedWords('quarrel', 'verb');
  return lemma === 'quarrel' || quarrel.synonyms.includes(lemma) || quarrel.broader.includes(lemma) || wordSentiment(lemma) < 0;
}

// WordNet's kinds of verb by which a pastime is made or moved through ("dance", "paint"), not arranged or written down.
const PASTIME_VERB_KINDS = new Set(['creation', 'motion']);

/**
 * "I book a holiday every year", "I record the meters": a word mostly the name of a written or recorded thing (WordNet
 * files its noun as communication, with more senses than its verb) that the tagger reads as a verb is the verb's own
 * sense (arranging, writing down), not the thing read or heard; a verb of making or moving ("I dance") still is one.
 */
export function isThingNameAsVerb(sentence: ReadSentence, index: number): boolean {
  const at = modelPositionOf(sentence, index);
  if (at === undefined) return false;
  const word = readWords(sentence.text)[at]!;
  if (word.pos !== 'verb' || nounKinds(word.lemma, 1)[0] !== 'communication' || senseCount(word.lemma, 'noun') <= senseCount(word.lemma, 'verb')) return false;
  return !verbKinds(word.lemma).some((kind) => PASTIME_VERB_KINDS.has(kind));
}
