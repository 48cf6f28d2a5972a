// What one sentence says of itself: the kinds of answer it gives (a job, advice, a liking, a place, a time, an amount),
// whether it tells someone what to do, and whether it names someone's line of work or the person as a child.
import { type Word } from '../../language/lemmas.ts';
import { stemWord } from '../../language/text.ts';
import { hasPartOfSpeech, isCapitalisedKind, isDictionaryWord, isNameOnly, isOccupationNoun, isPlaceNoun, lackingSenseWords, nounKinds, verbKinds } from '../../language/wordnet.ts';
import { type AskKind } from './twin-passage.ts';
import { asOwnChildren, asSpeaker, CHILD_NOUNS, CLOCK_PREPOSITIONS, FAVOURITE_WORDS, FREQUENCY_WORDS, isNumber, KIN_ALIASES, KIN_WORDS, LIKING_VERBS, PLACE_PREPOSITIONS, readWords, TIME_NOUNS, TIME_WORDS, VAGUE_TIMES, WORK_WORDS } from './twin-words.ts';

/**
 * A sentence's words: as read, "I'm" as the person speaking. A sentence may have no verb ("Catching crabs in the rock
 * pools"), so one is not put back as in a question.
 */
export function readSentence(text: string): readonly Word[] {
  return asOwnChildren(readWords(text).map(asSpeaker).map(asCommonOpener).map(asCapitalisedKind).map(asStateLacking));
}

/**
 * "I'd be lost without her", "Who would you be lost without?": a participle after "be" and before "without" says the
 * state of one lacking someone, read as the adjective WordNet glosses so ("lost": without help, helpless), not as the
 * doing (lose: a loss). `words` are the sentence's words, `index` this one's place among them.
 */
export function asStateLacking(word: Word, index: number, words: readonly Word[]): Word {
  const written = word.text.toLowerCase();
  if (word.pos !== 'verb' || written === word.lemma || words[index - 1]?.lemma !== 'be' || words[index + 1]?.text.toLowerCase() !== 'without') return word;
  const state = lackingSenseWords(written)[0];
  return state === undefined ? word : { ...word, pos: 'adjective', lemma: state };
}

/** A capitalised word inside a sentence that WordNet writes so as a kind of thing ("we play Scrabble"), read as that noun. */
function asCapitalisedKind(word: Word, index: number): Word {
  return index > 0 && word.pos !== 'noun' && isCapitalised(word) && isCapitalisedKind(word.text) ? { ...word, pos: 'noun', lemma: word.text.toLowerCase() } : word;
}

/**
 * A sentence's capitalised first word that the tagger kept as a name though it is a common noun in the plural
 * ("Evenings I phone my son", "Weekends we walk"): read as that noun.
 */
function asCommonOpener(word: Word, index: number): Word {
  if (index !== 0 || word.pos !== 'noun' || word.lemma !== word.text.toLowerCase() || isDictionaryWord(word.lemma)) return word;
  const singular = word.lemma.replace(/s$/, '');
  return singular !== word.lemma && hasPartOfSpeech(singular, 'noun') ? { ...word, lemma: singular } : word;
}
export const isYear = (word: Word) => /^(?:1[89]|20)\d\d$/.test(word.text);

// The parts of a time said in words between its numbers ("half five", "quarter past six", "ten to eight").
const CLOCK_PARTS = new Set(['half', 'quarter', 'past', 'to', 'till', 'until']);
// Numbers that only make a bigger number ("three hundred", "a dozen"): no time of day.
const MULTIPLIERS = new Set(['hundred', 'thousand', 'dozen', 'couple']);
// An hour of the clock: "six", "11", "7.30", "6am".
const HOUR = /^(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|[1-9]|1[0-2])(?:[:.][0-5]\d)?(?:am|pm)?$/i;
// What may follow a time said in words ("at six o'clock", "at eight in the morning"), where a noun would be counted.
const AFTER_TIMES = new Set(["o'clock", 'o’clock', 'am', 'pm']);

/** The run of words from `from` that may make a time ("half five", "twenty past six", "eight to eight"). */
function timeRunFrom(words: readonly Word[], from: number): number[] {
  const run: number[] = [];
  for (let at = from; words[at]; at += 1) {
    const lower = words[at]!.text.toLowerCase();
    const next = words[at + 1];
    const joins = CLOCK_PARTS.has(lower) && next !== undefined && (isNumber(next) || CLOCK_PARTS.has(next.text.toLowerCase())) && (run.length > 0 || lower === 'half' || lower === 'quarter');
    if (!(isNumber(words[at]!) && !isYear(words[at]!)) && !joins) break;
    run.push(at);
  }
  return run;
}

/** Whether a number said after a preposition of time counts the noun after it ("around twenty people") or makes a bigger number. */
function countsAfter(words: readonly Word[], run: readonly number[]): boolean {
  const after = words[run.at(-1)! + 1];
  return run.some((at) => MULTIPLIERS.has(words[at]!.text.toLowerCase())) || (after?.pos === 'noun' && !TIME_NOUNS.has(after.lemma) && !AFTER_TIMES.has(after.text.toLowerCase()));
}

/**
 * The words of the times of day a sentence says: after a preposition of time ("at six", "by half five", "from
 * quarter past seven", "until ten to eight") or as a span ("the shift is eight to eight"). Not a share or a count said
 * after one ("around half the fields", "about three hundred", "around twenty people"), nor an age ("at seventeen").
 */
export function timeSaidAt(words: readonly Word[]): Set<number> {
  const said = new Set<number>();
  words.forEach((word, index) => {
    const afterPreposition = CLOCK_PREPOSITIONS.has(word.text.toLowerCase());
    // A span opens on a number that follows no other part of a time.
    const opensSpan = isNumber(word) && index > 0 && !isNumber(words[index - 1]!) && !CLOCK_PARTS.has(words[index - 1]!.text.toLowerCase()) && !CLOCK_PREPOSITIONS.has(words[index - 1]!.text.toLowerCase());
    if (!afterPreposition && !opensSpan) return;
    const run = timeRunFrom(words, afterPreposition ? index + 1 : index);
    if (run.length === 0 || countsAfter(words, run)) return;
    const parts = run.map((at) => words[at]!.text.toLowerCase());
    // The hour is the number after the last "past" or "to", else the first.
    const joined = parts.findLastIndex((part) => CLOCK_PARTS.has(part) && part !== 'half' && part !== 'quarter');
    const hour = parts.slice(joined + 1).find((part) => part !== 'half' && part !== 'quarter');
    // Said without a preposition of time, only a span from one hour to another is a time ("eight to eight").
    if (!hour || !HOUR.test(hour) || (!afterPreposition && joined < 0)) return;
    for (const at of run) said.add(at);
  });
  return said;
}

/** "At six", "at seventeen", "by half five": a time or an age said in words after a preposition of time. */
function saysTimeAfterPreposition(words: readonly Word[]): boolean {
  return words.some((word, index) => {
    if (!CLOCK_PREPOSITIONS.has(word.text.toLowerCase())) return false;
    const run = timeRunFrom(words, index + 1);
    const last = words[run.at(-1) ?? -1];
    return last !== undefined && !['half', 'quarter'].includes(last.text.toLowerCase()) && !countsAfter(words, run);
  });
}
export const isCapitalised = (word: Word) => /^\p{Lu}/u.test(word.text) && word.text !== 'I';
export const kinOf = (lemma: string) => KIN_ALIASES[lemma] ?? lemma;
export const isStrict = (kind: AskKind) => kind === 'work' || kind === 'family' || kind === 'advice';
/** A word's stem ("reading" is found by "read"), unless cutting its "e" makes another word ("care", "car"). */
export function stemOf(lemma: string): string {
  const stem = stemWord(lemma);
  return stem === lemma || lemma !== `${stem}e` || !isDictionaryWord(stem) ? stem : lemma;
}

/** The verb a participle read as an adjective is a form of ("married" → marry, "retired" → retire), if WordNet holds it. */
export function verbOfParticiple(word: Word): string[] {
  const written = word.text.toLowerCase();
  if (word.pos !== 'adjective' || !/[a-z]{2}ed$/.test(written)) return [];
  const root = written.slice(0, -2);
  const candidates = root.endsWith('i') ? [`${root.slice(0, -1)}y`] : [root, `${root}e`, ...(/(.)\1$/.test(root) ? [root.slice(0, -1)] : [])];
  return candidates.filter((verb) => hasPartOfSpeech(verb, 'verb')).slice(0, 1);
}
export function termsOfWord(word: Word): string[] {
  const lemma = word.lemma.replaceAll(/\s+/g, '_');
  return [lemma, stemOf(lemma), stemOf(word.text.toLowerCase()), ...verbOfParticiple(word)];
}
/** "Check everything twice", "Never borrow money": a sentence that tells someone what to do. */
const OBJECT_OPENERS = new Set(['your', 'yourself', 'the', 'a', 'an', 'every', 'some', 'them']);

export function isImperative(words: readonly Word[]): boolean {
  return imperativeVerb(words) !== null;
}

/** The verb a sentence tells someone to do ("Never lend money …" → lend), or null when it tells nobody what to do. */
export function imperativeVerb(words: readonly Word[]): Word | null {
  const content = words.filter((word) => word.isWord);
  let index = 0;
  while (index < content.length && ['and', 'but', 'so', 'also', 'just', 'please', 'always', 'never', 'do', "don't", 'dont', 'not', 'n’t', "n't"].includes(content[index]!.text.toLowerCase())) index += 1;
  const first = content[index];
  // "Feed your animals …": a word opening the sentence, read as a noun, that WordNet holds as a verb is one when what
  // follows can only be its object ("your", "the"): no noun is followed by them. So is one followed by a described
  // noun ("Respect old people"), which would be a noun of its own after a noun.
  const objectFollows = OBJECT_OPENERS.has(content[index + 1]?.text.toLowerCase() ?? '') || (content[index + 1]?.pos === 'adjective' && content[index + 2]?.pos === 'noun');
  // So is one read as a describing word ("And never open a shop …", "Clean your boots"), when what follows can only be
  // its object: a describing word is followed by how often ("busy every day"), never by "a", "the" or "your".
  const isVerbRead = first?.pos === 'noun' ? objectFollows : first?.pos === 'adjective' && OBJECT_OPENERS.has(content[index + 1]?.text.toLowerCase() ?? '') && !['every', 'some'].includes(content[index + 1]!.text.toLowerCase());
  if (first && isVerbRead && hasPartOfSpeech(first.lemma, 'verb')) return first.text.toLowerCase() === first.lemma ? first : null;
  if (!first || first.pos !== 'verb') return null;
  // "Miss Hyacinth, we trained together": a title with a name, then someone else doing the telling, is whom the
  // sentence speaks of, not an order. A relation or a place after it is still told ("Call Mum, she misses you").
  const named = content[index + 1];
  const afterName = words[words.indexOf(named!) + 1];
  if (named && /^\p{Lu}/u.test(named.text) && !KIN_WORDS.has(kinOf(named.lemma)) && !nounKinds(named.lemma, 1).includes('location') && afterName?.text === ',' && ['i', 'we', 'he', 'she', 'they'].includes(words[words.indexOf(afterName) + 1]?.text.toLowerCase() ?? '')) return null;
  const written = first.text.toLowerCase();
  // "Do not get me started", "Don't ask me": told about the speaker, what the listener should not do to them, is no
  // advice on the listener's life ("Let me tell you …" only opens what follows).
  if (content[index + 1]?.text.toLowerCase() === 'me' && first.lemma !== 'let') return null;
  return written === first.lemma || (first.lemma === 'be' && written === 'be') ? first : null;
}

// Who may open the clause that gives advice its reason ("…, the lean years always come", "…, you'll not see it
// again"), besides a noun ("…, rust never sleeps").
const CLAUSE_SUBJECTS = new Set(['i', 'you', 'he', 'she', 'it', 'we', 'they', 'nobody', 'no one', 'everyone', 'everybody', 'somebody', 'someone', 'nothing', 'everything', 'that', 'this', 'there', 'the', 'a', 'your', 'my', 'our', 'their', 'his', 'her']);
// Words between a clause's subject and its verb ("the day is", "nobody can take", "your back will thank you").
const SUBJECT_REACH = 3;

/**
 * Advice with its reason told after it in a clause of its own: "Save a little every week, the lean years always come",
 * "Learn a trade, they can never take it off you". The told doing, then a comma or a colon, then a subject and its verb.
 */
export function toldWithReason(words: readonly Word[]): boolean {
  if (imperativeVerb(words) === null) return false;
  return words.some((word, index) => {
    if (![',', ':', ';', '-', '–', '—'].includes(word.text) || index === 0) return false;
    const subject = words[index + 1];
    if (!subject?.isWord || !(CLAUSE_SUBJECTS.has(subject.text.toLowerCase()) || subject.pos === 'noun')) return false;
    return words.slice(index + 2, index + 2 + SUBJECT_REACH).some((next) => next.pos === 'verb' || AUXILIARY_FORMS.has(next.text.toLowerCase()));
  });
}
const AUXILIARY_FORMS = new Set(['is', 'was', 'are', 'were', 'will', 'would', 'can', 'could', 'has', 'have', 'had', 'does', 'did', 'must', 'should', 'may', 'might']);

// Verbs that say what someone ought to do ("You should marry a kind man", "People must save").
const OBLIGATION_MODALS = new Set(['should', 'must', 'ought', "shouldn't", "mustn't", 'shouldn’t', 'mustn’t']);
// Who, said as the subject of such a verb, is anyone the advice is for ("you", "everyone"), not the person themselves.
const ANYONE_SUBJECTS = new Set(['you', 'everyone', 'everybody', 'anyone', 'anybody', 'one', 'people']);

/**
 * "You should always marry someone who makes you laugh", "Young people must learn to save": what anyone ought to do,
 * said by the nearest subject before the verb of obligation, is advice as an imperative is; "I should have …" is the
 * person's own regret, and "my son should call more" a wish about someone of theirs.
 */
export function advisesOthers(words: readonly Word[]): boolean {
  return words.some((word, index) => {
    if (!OBLIGATION_MODALS.has(word.text.toLowerCase()) || words[index + 1]?.text.toLowerCase() === 'have') return false;
    const subject = words.slice(0, index).findLast((before) => before.pos === 'noun' || before.pos === 'other' && /^(?:i|you|he|she|we|they|it|everyone|everybody|anyone|anybody|one|people)$/i.test(before.text));
    if (!subject) return false;
    const said = subject.text.toLowerCase();
    return ANYONE_SUBJECTS.has(said) || (subject.pos === 'noun' && said !== subject.lemma && !isCapitalised(subject) && !KIN_WORDS.has(kinOf(subject.lemma)));
  });
}

/** A sentence that tells someone what to do ("Learn a trade", "Never borrow money"). */
export function isImperativeText(text: string): boolean {
  return isImperative(readWords(text));
}

/** The kinds of question a sentence answers by its own words ("I loved …" likes, "in Setúbal" where). */
const SHARE_FOLLOWERS = new Set(['the', 'of', 'my', 'our', 'his', 'her', 'their', 'its', 'your', 'this', 'that', 'these', 'those']);

export function kindsOfText(text: string): Set<AskKind> {
  return kindsOfSentence(readSentence(text));
}
/** The kinds of question a sentence answers by its own words. */
export function kindsOfSentence(words: readonly Word[]): Set<AskKind> {
  const kinds = new Set<AskKind>();
  // "My uncle taught me": a relation names who, as a name does.
  if (words.some((word) => word.pos === 'noun' && KIN_WORDS.has(kinOf(word.lemma)))) kinds.add('family').add('who');
  const speaksOfSelf = words.some((word) => word.text === 'I' || ['my', 'we', 'our'].includes(word.text.toLowerCase()));
  if (words.some((word) => !word.negated && (WORK_WORDS.has(word.lemma) || (speaksOfSelf && word.lemma === 'work')))) kinds.add('work');
  // "a fisherman", "a primary school teacher": a line of work named.
  if (words.some((word) => !word.negated && word.pos === 'noun' && !isCapitalised(word) && !KIN_WORDS.has(kinOf(word.lemma)) && isOccupationNoun(word.lemma))) kinds.add('work');
  // "I was a railway signaller", "Tane, who is a builder", "I'm chief engineer": what someone is, said of a kind of person.
  if (saysRole(words)) kinds.add('work');
  // A year says when, not how many: "in 1989" answers no "how long" or "how many".
  // "Half the boats", "half of it": a share of something, not how many.
  const isShare = (index: number) => words[index]!.text.toLowerCase() === 'half' && SHARE_FOLLOWERS.has(words[index + 1]?.text.toLowerCase() ?? '');
  // "Up at half five": a time of day says when, not how many.
  const times = timeSaidAt(words);
  if (times.size > 0 || saysTimeAfterPreposition(words)) kinds.add('when');
  if (words.some((word, index) => isNumber(word) && !isYear(word) && !isShare(index) && !times.has(index))) kinds.add('amount');
  if (isImperative(words) || advisesOthers(words)) kinds.add('advice');
  if (words.some((word) => !word.negated && word.pos === 'verb' && LIKING_VERBS.has(word.lemma))) kinds.add('likes');
  // "The best bit is …", "my favourite walk": what the person likes most, said without a verb of liking.
  if (words.some((word, index) => !word.negated && FAVOURITE_WORDS.has(word.text.toLowerCase()) && words[index + 1]?.pos === 'noun')) kinds.add('likes');
  // "Every Tuesday", "twice a week", "on Sundays": how often, and when.
  if (words.some((word, index) => (['every', 'each'].includes(word.text.toLowerCase()) && TIME_WORDS.has(words[index + 1]?.lemma ?? '')) || false)) kinds.add('amount').add('when');
  if (words.some((word) => FREQUENCY_WORDS.has(word.text.toLowerCase()))) kinds.add('amount');
  words.forEach((word, index) => {
    const lower = word.text.toLowerCase();
    if (((TIME_WORDS.has(lower) || TIME_WORDS.has(word.lemma)) && !VAGUE_TIMES.has(word.lemma) && !isSpanCounted(words, index)) || /^(?:1[89]|20)\d\d$/.test(lower) || (/^\d{1,2}(?::\d\d)?(?:am|pm)?$/.test(lower) && !isSpanCounted(words, index + 1))) kinds.add('when');
    const before = words[index - 1];
    // "In Can Tho": a capitalised word after a preposition of place names the place, though the tagger read a verb;
    // "out of Little Chute" too, where one is from.
    // "On the Dwyryd", "in the Rhondda": a name nothing else in WordNet, after "the" after a preposition of being somewhere.
    const afterThe = before?.text.toLowerCase() === 'the' && THERE_PREPOSITIONS.has(words[index - 2]?.text.toLowerCase() ?? '') && isCapitalised(word) && isNameOnly(word.text);
    const placeNamed = afterThe || (before !== undefined && PLACE_PREPOSITIONS.has(before.text.toLowerCase()) && word.isWord && (before.text.toLowerCase() !== 'of' || isPlaceOf(words, index) || words[index - 2]?.text.toLowerCase() === 'out') && !isRecipientAt(words, index));
    // "Machu Picchu at six in the morning": a name WordNet holds first as a place says where, wherever it stands.
    if (isCapitalised(word) && !isCapitalised(words[index - 1] ?? word) && isPlaceName(words, index)) kinds.add('where');
    if ((word.pos !== 'noun' && !placeNamed) || !isCapitalised(word) || index === 0) return;
    if (placeNamed && !TIME_WORDS.has(word.lemma)) kinds.add('where');
    else if (isNameOnly(word.text)) kinds.add('who');
  });
  return kinds;
}

// The kinds of doing WordNet files giving and telling under: done "to" someone, not to somewhere.
const DONE_TO_SOMEONE = new Set(['possession', 'communication']);

/**
 * Whether the word after "to" is whom a doing of giving or telling in its clause went to ("I gave the restaurant to
 * Jamal", "I wrote to Agnes every week"), not where someone went ("we moved to Leeds").
 */
function isRecipientAt(words: readonly Word[], index: number): boolean {
  if (words[index - 1]?.text.toLowerCase() !== 'to') return false;
  for (let at = index - 2; at >= 0; at -= 1) {
    const word = words[at]!;
    if (!word.isWord) return false;
    if (word.pos === 'verb' && !['be', 'have', 'do'].includes(word.lemma)) return verbKinds(word.lemma, 1).some((kind) => DONE_TO_SOMEONE.has(kind));
  }
  return false;
}

// The words after a counted stretch of time that place it ("ten years ago", "two days later", "at 14 years old").
const PLACING_AFTER = new Set(['ago', 'later', 'earlier', 'after', 'before', 'old', 'back']);

/**
 * Whether a time noun is a stretch counted ("for 35 years", "40 years in London"): that says how long, not when, so a
 * question asking when ("When did you open the salon?") is not answered by it.
 */
function isSpanCounted(words: readonly Word[], index: number): boolean {
  const before = words[index - 1];
  if (words[index] === undefined || !TIME_NOUNS.has(words[index].lemma) || before === undefined || !isNumber(before) || isYear(before)) return false;
  return !PLACING_AFTER.has(words[index + 1]?.text.toLowerCase() ?? '');
}

/**
 * The names a person says inside their sentences ("Karim makes his predictions"), where a capital tells a name: the
 * same word opening a sentence ("Karim, since primary school …") names that one too, though a capital there alone
 * says nothing.
 */
export function namesInside(read: readonly (readonly Word[])[]): Set<string> {
  const names = new Set<string>();
  for (const words of read) {
    const first = words.findIndex((word) => word.isWord);
    words.forEach((word, index) => {
      if (index > first && word.pos === 'noun' && isCapitalised(word) && isNameOnly(word.text) && !kindsOfSentence([word]).has('where')) names.add(word.text);
    });
  }
  return names;
}

/** Whether a sentence opens with one of the names the person says inside their sentences (see `namesInside`). */
export function opensWithNameSaid(words: readonly Word[], names: ReadonlySet<string>): boolean {
  const opening = words.find((word) => word.isWord);
  return opening !== undefined && names.has(opening.text);
}

// The WordNet noun files of places and of the land ("the city of Hue", "the hills of Donegal"), and how many senses are read.
const PLACE_FILES = new Set(['location', 'object']);
const PLACE_SENSES = 2;

/**
 * "The north of England", "the bogs of Connemara", "the Republic of Ireland": a name after "of" is a place when what
 * comes before it is one, or WordNet holds the name as a place; "a song of Khánh Ly", "a friend of Tess" name someone.
 */
function isPlaceOf(words: readonly Word[], index: number): boolean {
  const head = words[index - 2];
  const isPlace = (lemma: string) => nounKinds(lemma, PLACE_SENSES).some((file) => PLACE_FILES.has(file));
  return isPlace(words[index]!.text.toLowerCase()) || (head !== undefined && head.pos === 'noun' && (isCapitalised(head) || isPlace(head.lemma)));
}

// What may stand between a preposition of place and the place it names ("in a little shop", "at the old mill").
const PLACE_NOUN_REACH = 4;
const BEFORE_PLACE = new Set(['the', 'a', 'an', 'my', 'our', 'his', 'her', 'their', 'its', 'this', 'that', 'your']);

/**
 * "A little shop on the corner", "at the hospital", "down by the harbour": a common noun that names a place (WordNet,
 * `isPlaceNoun`) after a preposition of place, past its determiners and describing words, says where as a name does.
 * "Of" says whose or what kind ("a man of the sea"), not where.
 */
function saysCommonPlaceAt(words: readonly Word[], index: number): boolean {
  const word = words[index]!;
  if (word.pos !== 'noun' || word.negated || isCapitalised(word) || TIME_WORDS.has(word.lemma) || TIME_NOUNS.has(word.lemma)) return false;
  for (let at = index - 1; at >= Math.max(0, index - PLACE_NOUN_REACH); at -= 1) {
    const before = words[at]!;
    const lower = before.text.toLowerCase();
    if (PLACE_PREPOSITIONS.has(lower)) return lower !== 'of' && isPlaceNoun(word.lemma);
    // "St. Columba's primary school", "Dudley Road hospital": a place of that kind given a name.
    if (at > 0 && isCapitalised(before) && before.pos === 'noun') return isPlaceNoun(word.lemma);
    if (!(BEFORE_PLACE.has(lower) || /^['’]s?$/.test(lower) || before.pos === 'adjective' || before.pos === 'noun')) return false;
  }
  return false;
}

/**
 * Whether a sentence says where, by a place's name or by a common noun of place ("down by the harbour", "at the
 * hospital", "St. Columba's primary school"): what a where-question needs of its answer.
 */
export function saysPlace(words: readonly Word[], ownKinds: ReadonlySet<AskKind>): boolean {
  return ownKinds.has('where') || words.some((_word, index) => saysCommonPlaceAt(words, index));
}

/**
 * Whether a capitalised word, alone or with the capitalised word after it ("Machu Picchu"), names a place: first of
 * all a place in WordNet, and not said of the noun after it.
 */
// The prepositions of being somewhere, before "the" and a place's name ("on the Dwyryd"): not "to" or "of", after which
// "the" names whom or what as often.
const THERE_PREPOSITIONS = new Set(['in', 'at', 'on', 'near', 'by']);

function isPlaceName(words: readonly Word[], index: number): boolean {
  const next = words[index + 1];
  const names = [words[index]!.text, ...(next && isCapitalised(next) ? [`${words[index]!.text} ${next.text}`] : [])];
  // "A Hong Kong movie", "the Galway matches": a place's name before a noun says what kind of thing that is.
  const after = words[index + names.length];
  return names.some((name) => nounKinds(name.toLowerCase(), 1).includes('location')) && !(after?.pos === 'noun' && !isCapitalised(after));
}

// Nouns for anyone at all: "she is a kind woman", "he was a good friend" says what someone is like, not their work.
const ANYONE_NOUNS = new Set(['person', 'man', 'woman', 'boy', 'girl', 'guy', 'lad', 'lass', 'friend', 'mate', 'kid', 'child', 'baby', 'adult', 'fan', 'lover', 'one', 'someone', 'human', 'individual', 'soul', 'member', 'neighbour', 'neighbor', 'stranger', 'character', 'gentleman', 'lady', 'bloke', 'people', 'type', 'sort', 'kind', 'saint', 'angel', 'hero', 'legend', 'rock']);
const COPULAS = new Set(['is', 'was', 'am', 'are', 'were', "'m", '’m', "'s", '’s', "'re", '’re', 'be', 'been', 'became', 'become', 'becomes']);
// Words that may stand between the verb and the role: "a", "the chief", "a primary school".
const ROLE_REACH = 4;
/**
 * A clause that says what someone is by a kind of person, in any of the noun's first senses ("I was a railway
 * signaller", "who is a builder", "I'm chief engineer on the ferry", "works as a porter"): their line of work.
 */
export function saysRole(words: readonly Word[]): boolean {
  return words.some((word, index) => {
    const lower = word.text.toLowerCase();
    const opens = COPULAS.has(lower) || (['as'].includes(lower) && ['work', 'serve', 'train', 'start', 'retire'].includes(words[index - 1]?.lemma ?? ''));
    if (!opens || words[index + 1]?.negated || words[index + 1]?.text.toLowerCase() === 'not') return false;
    // "Dad's cancer", "Mum's lamingtons": after a noun, "'s" before a bare noun is whose it is, not what they are ("he's
    // chief engineer", "Dad's a welder").
    if (["'s", '’s'].includes(lower) && words[index - 1]?.pos === 'noun' && words[index + 1]?.pos === 'noun') return false;
    for (let at = index + 1; at <= Math.min(words.length - 1, index + ROLE_REACH); at += 1) {
      const next = words[at]!;
      if (!next.isWord || next.pos === 'verb' || next.pos === 'adverb') return false;
      // "The regulars", "my rock": a role is said as one of a kind ("a builder", "chief engineer"), not as those ones.
      if (next.pos === 'other' && !['a', 'an'].includes(next.text.toLowerCase())) return false;
      if (next.pos !== 'noun') continue;
      // The head of the noun phrase: the last noun of a run ("railway signaller").
      if (words[at + 1]?.pos === 'noun') continue;
      if (isCapitalised(next) || ANYONE_NOUNS.has(next.lemma) || KIN_WORDS.has(kinOf(next.lemma))) return false;
      return nounKinds(next.lemma, ROLE_SENSES).includes('person');
    }
    return false;
  });
}
const ROLE_SENSES = 3;
/** "When you were a child", "as a boy", "growing up": the person's own childhood, not a relative. */
export function isSelfAsChild(words: readonly Word[], index: number): boolean {
  const word = words[index]!;
  if (word.lemma === 'grow' && words[index + 1]?.text.toLowerCase() === 'up') return true;
  if (!CHILD_NOUNS.has(word.lemma)) return false;
  const before = words.slice(Math.max(0, index - 3), index).map((entry) => entry.text.toLowerCase());
  // "I am small girl in Can Tho": a grown person telling their childhood in the present, as said in English learned later.
  const selfNow = before.at(-1) === 'am' || (before.at(-2) === 'am' && words[index - 1]?.pos === 'adjective');
  return (selfNow || before.some((entry) => ['being', 'as', 'were', 'was'].includes(entry))) && !before.some((entry) => ['your', 'my', 'any', 'have'].includes(entry));
}

// Words between "you" and the role said of them: "have you been a guide", "were you ever the captain".
const ROLE_OF_YOU_REACH = 5;
/** "How long have you been a guide?", "Are you a nurse?": a kind of person said of the one asked, not someone else. */
export function isRoleOfListener(words: readonly Word[], index: number): boolean {
  const before = words.slice(Math.max(0, index - ROLE_OF_YOU_REACH), index).map((word) => word.text.toLowerCase());
  const you = before.lastIndexOf('you');
  const copula = before.findIndex((word) => COPULAS.has(word));
  return you >= 0 && copula >= 0 && before.slice(Math.max(you, copula) + 1).every((word) => ['a', 'an', 'the', 'ever', 'still'].includes(word) || /^\p{L}+$/u.test(word));
}
