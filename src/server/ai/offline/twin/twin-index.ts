// The index of a twin's sentences: each sentence read once (twin-passage.ts `Passage`) with MiniSearch for ordering
// equals, cached per set of sentences.
import MiniSearch from 'minisearch';
import { isLikeOfLikeness, type Word } from '../../language/lemmas.ts';
import { antonymsOf, derivedWords, hasPartOfSpeech, isNameOnly, isOccupationNoun, isPersonNoun, isPlaceNoun, isWorkplaceNoun, linkedWords, nounKinds, senseCount, verbKinds } from '../../language/wordnet.ts';
import { countedOf, doingsWithObject, madeThingStepsOf, madeThingTermsOf, namedNounsOf, opensWithName } from './twin-answer-type.ts';
import { type Passage, type PassageInput } from './twin-passage.ts';
import { isOneOccasionAt } from './summary-said.ts';
import { WANTING_LEMMAS } from './summary-doing.ts';
import { doingsOf, isGraded, isSuperlative, phrasalOf, singlesOut, thingDoingsOf, workingKinOf } from './twin-question.ts';
import { advisesOthers, imperativeVerb, isCapitalised, isImperative, isSelfAsChild, isYear, kindsOfSentence, kinOf, namesInside, opensWithNameSaid, readSentence, saysPlace, saysRole, termsOfWord, timeSaidAt, toldWithReason } from './twin-reading.ts';
import { bareNouns, frameClauseWords, compoundTerms, compoundModifiers, hasSideName, isFragmentOf, isHeadingOf, isSportNoun, kinOfAnyone, namesSomeoneIn, negatedMeanings, someoneWordsIn, ownClauses, contrastedNouns, pointsBack, selfDoneWords, speaksOfMoney, thingStates } from './twin-sentence-clauses.ts';
import { broaderDoingsOf, categoriesIn, composedKin, DETERMINERS, doingKindsIn, familyNames, feelingsIn, fullNameParts, isModifierNoun, isOwned, kindsOfThingsIn, listedNouns, mergedKinds, namedThingTermsIn, nounFilesOf, othersPossessions, settingNouns } from './twin-sentence-kinds.ts';
import { ASKING, asWritten, AUXILIARIES, isContent, isNumber, KIN_WORDS, lemmaPairs, LIKING_VERBS, OWNERS, PARTICLES, PRONOUNS, readInContext, readWords, REFERRING_OPENERS, TIME_NOUNS, TIME_WORDS, WORK_NAMES } from './twin-words.ts';

const MAX_CACHED_INDEXES = 32;
// A thing said in more of a person's sentences than this is how they talk, not what their work is made of.
const MAX_WORK_THING_SENTENCES = 3;

interface IndexedDocument {
  id: number;
  text: string;
}

interface Indexed {
  passages: Passage[];
  search: MiniSearch<IndexedDocument>;
}

const cache = new Map<string, Indexed>();

/** A noun that a doing is likened to: after "like" said as no verb, right after a verb or an adverb ("eat like lions"). */
function isLikened(words: readonly Word[], index: number): boolean {
  if (words[index]!.pos !== 'noun') return false;
  let at = index - 1;
  while (at > 0 && (DETERMINERS.has(words[at]!.text.toLowerCase()) || words[at]!.pos === 'adjective')) at -= 1;
  const like = words[at];
  return like !== undefined && like.text.toLowerCase() === 'like' && like.pos !== 'verb' && ['verb', 'adverb'].includes(words[at - 1]?.pos ?? '');
}

// The third persons a sentence's pronouns stand for, by their subject form: a sentence that says "her" of someone its
// sentence before called "she" speaks of the same one.
const PRONOUN_PERSONS: Record<string, string> = { he: 'he', him: 'he', his: 'he', himself: 'he', she: 'she', her: 'she', hers: 'she', herself: 'she', they: 'they', them: 'they', their: 'they', themselves: 'they', it: 'it', its: 'it', itself: 'it' };

const DOING_OPENERS = new Set([',', 'and', 'then', 'i', 'we', 'to']);

/**
 * The places WordNet holds a place as part of ("London" → England, "Galway" → Ireland), when every sense of it that
 * is part of somewhere agrees: "Kingston" (in Jamaica, New York and Ontario) or "Melbourne" is in none for sure.
 */
export function placesContaining(lemma: string): string[] {
  const senses = senseCount(lemma, 'noun');
  if (senses === 0) return [];
  const first = [...linkedWords(lemma, 'noun', 1, ['#p']).keys()];
  if (first.length === 0 || linkedWords(lemma, 'noun', senses, ['#p']).size !== first.length) return [];
  return first.map((whole) => whole.replaceAll(/\s+/g, '_'));
}

/**
 * A verb at `index` that the person does: in a sentence they are a subject of before it ("I walk …", "I sit by the
 * hives and watch …"), or in a clause of their own with no subject at all, as people list their day ("walk the dog,
 * bit of telly"; "coffee, the garden, walking the dog"). Not in advice, where a doing without a subject is one told to
 * others ("Walk the dog every day").
 */
function isDoneBySelf(words: readonly Word[], index: number, ownWords: readonly Word[], isAdvice: boolean): boolean {
  const verb = words[index];
  if (verb?.pos !== 'verb') return false;
  return words.slice(0, index).some((word) => ['i', 'we'].includes(word.text.toLowerCase())) || (!isAdvice && ownWords.includes(verb));
}

/**
 * The person says a liking of their own: a verb of liking, not negated, whose subject is "I" or "we", with adverbs
 * between at most ("What I love most is …", "we really enjoy …"); "exactly like my mother" likes nothing.
 */
function saysOwnLiking(words: readonly Word[], isFeeling: (lemma: string) => boolean = (lemma) => LIKING_VERBS.has(lemma), ownWords: readonly Word[] = [], ownDoingsAsked = false): boolean {
  return words.some((word, index) => {
    if (word.pos !== 'verb' || word.negated || !isFeeling(word.lemma)) return false;
    let at = index - 1;
    while (at >= 0 && words[at]!.pos === 'adverb') at -= 1;
    // In an answer about what they do, a feeling said with no subject, as notes are typed ("Hated jet lag"), is theirs.
    const opensOwnClause = ownDoingsAsked && ownWords.includes(word) && (at < 0 || !words[at]!.isWord || ['and', 'but'].includes(words[at]!.text.toLowerCase()));
    return ['i', 'we'].includes(words[at]?.text.toLowerCase() ?? '') || opensOwnClause;
  });
}

/** A verb WordNet holds as the opposite of a verb of liking ("hate" of "love", "dislike" of "like"). */
function isDisliking(lemma: string): boolean {
  return antonymsOf(lemma, 'verb').some((opposite) => LIKING_VERBS.has(opposite));
}

/** A noun said as what a verb of eating or drinking takes ("drink mate with Lucía"): WordNet's consumption verbs. */
function isConsumed(words: readonly Word[], index: number, doingWords: ReadonlySet<Word>): boolean {
  if (words[index]!.pos !== 'noun') return false;
  let at = index - 1;
  while (at > 0 && (DETERMINERS.has(words[at]!.text.toLowerCase()) || words[at]!.pos === 'adjective')) at -= 1;
  const verb = words[at];
  // The tagger reads a doing in a list as a noun ("I wake before the sun, drink mate"): where a doing goes, it is one.
  const inDoingPlace = verb !== undefined && verb.pos === 'noun' && DOING_OPENERS.has(words[at - 1]?.text.toLowerCase() ?? '');
  return verb !== undefined && (verb.pos === 'verb' || doingWords.has(verb) || inDoingPlace) && verbKinds(verb.lemma, 1).includes('consumption');
}

/** The nouns it names first, together ("my aunt Helgi" of "And my aunt Helgi lives with us since my uncle died"). */
function firstNounPhrase(words: readonly Word[]): Word[] {
  const start = words.findIndex((word) => word.pos === 'noun');
  if (start < 0) return [];
  const end = words.findIndex((word, index) => index > start && word.pos !== 'noun');
  return words.slice(start, end < 0 ? words.length : end);
}

/** "There" of a place, pointing back to one ("I have been there eleven years"), not "there is" or "there was". */
function isPlaceThere(words: readonly Word[], index: number): boolean {
  return words[index]!.text.toLowerCase() === 'there' && words[index + 1]?.lemma !== 'be';
}

/** A number ending its phrase with no noun after it ("built over three hundred."): what it counts was named before. */
function countsBack(words: readonly Word[]): boolean {
  const times = timeSaidAt(words);
  return words.some((word, index) => isNumber(word) && !isYear(word) && !times.has(index) && !words[index + 1]?.isWord && words[index + 1]?.text !== '%');
}

/** A noun said after a determiner, with what describes it between ("the farm", "our old farm"): a thing, not a doing. */
function isDetermined(words: readonly Word[], index: number): boolean {
  let at = index - 1;
  while (at >= 0 && (words[at]!.pos === 'adjective' || words[at]!.pos === 'noun')) at -= 1;
  return DETERMINERS.has(words[at]?.text.toLowerCase() ?? '');
}

// Words after which a number is someone's age ("aged nine", "when I was ten"), and the least a number after "at" must be
// to be an age rather than a clock time ("at seventeen", not "at six").
const AGE_LEADS = new Set(['aged', 'age', 'was', 'were', 'am']);
const LEAST_AGE_AFTER_AT = 13;
const TEENS_AND_TENS = /^(?:thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)/i;

/** A sentence that says someone's age: "at seventeen", "aged nine", "when I was ten", "twelve years old". */
function saysAge(words: readonly Word[]): boolean {
  return words.some((word, index) => {
    if (!isNumber(word) || isYear(word)) return false;
    const before = words[index - 1]?.text.toLowerCase() ?? '';
    const after = words.slice(index + 1, index + 3).map((next) => next.text.toLowerCase()).join(' ');
    const old = /^(?:years? old|-year-old)/.test(after) || words[index + 1]?.text.toLowerCase() === 'year-old';
    const atAge = before === 'at' && (TEENS_AND_TENS.test(word.text) || Number(word.text) >= LEAST_AGE_AFTER_AT);
    return old || atAge || AGE_LEADS.has(before);
  });
}

// The objects that are the one speaking: "me", "us".
const SPEAKER_OBJECTS = new Set(['me', 'us']);
// The objects that are people of the sentence's own: "me", "us", "him", "her", "them".
const PERSONAL_OBJECTS = new Set(['me', 'us', 'him', 'her', 'them']);

/** Whether the doing at `index` is done to a person: "taught me", "taught our boys". */
function doneToSomeone(words: readonly Word[], index: number): boolean {
  const next = words[index + 1];
  if (!next) return false;
  if (PERSONAL_OBJECTS.has(next.text.toLowerCase())) return true;
  const noun = OWNERS.has(next.text.toLowerCase()) ? words[index + 2] : undefined;
  return noun?.pos === 'noun' && (KIN_WORDS.has(kinOf(noun.lemma)) || isPersonNoun(noun.lemma));
}

/** The terms of the doing a sentence tells someone to do, with its particle ("Get up early" → get, get_up). */
function toldTermsOf(words: readonly Word[]): Set<string> {
  const verb = imperativeVerb(words);
  if (!verb) return new Set();
  const phrasal = phrasalOf(words, words.indexOf(verb));
  return new Set([...termsOfWord(verb), ...(phrasal ? [phrasal.replace(' ', '_')] : [])]);
}

/**
 * The doings a sentence does to work or a workplace ("gave up the shop", "I stop working", "we sold the business"): a
 * verb, with its particle, whose object is a word for work, a workplace by WordNet or one of the person's own (a place
 * named in their answer about their work: "the restaurant"), or work said as a doing.
 */
function workDoneTermsOf(words: readonly Word[], ownWorkplaces: ReadonlySet<string> = new Set()): Set<string> {
  const found = new Set<string>();
  for (const [index, word] of words.entries()) {
    if (word.pos !== 'verb' || word.negated || AUXILIARIES.has(word.lemma) || word.lemma === 'work') continue;
    let at = index + 1;
    if (PARTICLES.has(words[at]?.text.toLowerCase() ?? '')) at += 1;
    while (at < words.length && (DETERMINERS.has(words[at]!.text.toLowerCase()) || words[at]!.pos === 'adjective')) at += 1;
    const object = words[at];
    if (!object || !(object.lemma === 'work' || (object.pos === 'noun' && !isCapitalised(object) && (WORK_NAMES.has(object.lemma) || isWorkplaceNoun(object.lemma) || ownWorkplaces.has(object.lemma))))) continue;
    for (const term of termsOfWord(word)) found.add(term);
    const phrasal = phrasalOf(words, index);
    if (phrasal) found.add(phrasal.replaceAll(' ', '_'));
  }
  return found;
}

/**
 * Whether a sentence says what a doing was for: "for" and a thing that is neither a time, an amount nor someone
 * ("I moved down to Ashburton for a job at the practice", "came over for the shipyard work"); "for thirty years", "for
 * a week" and "for my brother" say how long and for whom.
 */
function saysPurposeOf(words: readonly Word[]): boolean {
  return words.some((word, index) => {
    if (word.text.toLowerCase() !== 'for' || index === 0) return false;
    let at = index + 1;
    while (at < words.length && (DETERMINERS.has(words[at]!.text.toLowerCase()) || words[at]!.pos === 'adjective')) at += 1;
    const thing = words[at];
    if (!thing || thing.pos !== 'noun' || isNumber(thing) || isCapitalised(thing) || TIME_NOUNS.has(thing.lemma)) return false;
    return !nounKinds(thing.lemma, 1).includes('time') && !isPersonNoun(thing.lemma) && !KIN_WORDS.has(kinOf(thing.lemma));
  });
}

function buildIndex(inputs: readonly PassageInput[]): Indexed {
  const read = inputs.map((input) => readSentence(input.text));
  const relatives = familyNames(read, inputs);
  const namesSaid = namesInside(read);
  const nameParts = fullNameParts(read);
  // A match said as a verb by the tagger ("never miss a Gor Mahia match") is still the noun.
  const speaksOfSport = read.map((words) => words.some((word) => (word.pos === 'noun' || word.pos === 'verb') && isContent(word) && !isCapitalised(word) && isSportNoun(word.lemma)));
  const nextOf = new Map(inputs.flatMap((input, id) => (input.previous === null ? [] : [[input.previous, id] as const])));
  const passages: Passage[] = inputs.map((input, id) => {
    const words = read[id]!;
    const previous = input.previous === null ? [] : read[input.previous]!;
    // "When I was a girl", "where we grew up": the person's own childhood, not a child of theirs.
    const asChild = words.filter((_word, index) => isSelfAsChild(words, index));
    // "A lot of", "a couple of": a measure, not a thing said.
    const measures = words.filter((word, index) => word.pos === 'noun' && ['a', 'an'].includes(words[index - 1]?.text.toLowerCase() ?? '') && words[index + 1]?.text.toLowerCase() === 'of');
    // "Eat like lions", "cried like babies": what a doing is likened to is no thing the sentence speaks of.
    const likened = words.filter((_word, index) => isLikened(words, index));
    // "Tea, not the coffee": what the person's thing is not is no thing the sentence speaks of.
    const contrasted = contrastedNouns(words);
    const terms = new Set(words.filter((word) => isContent(word) && !asChild.includes(word) && !measures.includes(word) && !likened.includes(word) && !contrasted.includes(word)).flatMap((word) => termsOfWord(asWritten(word))));
    // "I go fishing", "we went swimming": the "-ing" word after "go" is the doing, whatever the tagger made of it.
    const goneDoing = (word: Word, index: number) => /ing$/i.test(word.text) && words[index - 1]?.lemma === 'go';
    const doingTerms = new Set(words.filter((word, index) => (word.pos === 'verb' || goneDoing(word, index)) && isContent(word)).flatMap(termsOfWord));
    // "Emeka lives in Atlanta", read as a noun: its verb too. And a doing the tagger's list of common words holds ("we
    // call every Sunday", "I keep a lock"): the question reads it as what is asked ("When do you call …?"), so it is said.
    for (const word of readInContext(input.text)) {
      if (word.pos !== 'verb' || !(isContent(word) || isCommonDoing(word))) continue;
      for (const term of termsOfWord(word)) doingTerms.add(term);
      if (!terms.has(word.lemma)) for (const term of termsOfWord(word)) terms.add(term);
    }
    for (const compound of compoundTerms(words)) terms.add(compound);
    // "Dale lending me his chopper", of "Dale Kowalski": the rest of the name one part of it is said for.
    for (const word of words) for (const part of nameParts.get(word.text.toLowerCase()) ?? []) terms.add(part);
    // "On the sites in London": in England too, asked "Did you ever work in England?".
    const wholes = new Map(words.filter((word) => word.pos === 'noun' && isCapitalised(word)).map((word) => [word, placesContaining(word.lemma)] as const));
    for (const places of wholes.values()) for (const whole of places) terms.add(whole);
    const kinTerms = new Set<string>(asChild.length > 0 ? ['childhood'] : []);
    for (const word of words) for (const relation of relatives.get(word.text.toLowerCase()) ?? []) kinTerms.add(relation).add(kinOf(relation));
    for (const relation of composedKin(words, previous)) kinTerms.add(relation);
    // "My girls": daughters, found as the relation they are rather than as the word said.
    for (const word of words) if (asWritten(word) !== word) kinTerms.add(word.lemma).add(kinOf(word.lemma));
    const ownKinds = kindsOfSentence(words);
    if (opensWithNameSaid(words, namesSaid)) ownKinds.add('who');
    if (words.some((word) => relatives.has(word.text.toLowerCase())) || composedKin(words, previous).length > 0) ownKinds.add('family');
    // Asked what they do (on a free afternoon, for a living, on an ordinary day), a doing said with no subject ("Walk
    // the dog, coffee, cook dinner") is their own, as it is no imperative there: advice only when it tells others.
    if (input.tellsOwnDoings === true && !advisesOthers(words)) ownKinds.delete('advice');
    const context = readWords(input.context);
    const listed = listedNouns(context);
    const opener = words.find((word) => word.isWord && !['and', 'but', 'so'].includes(word.text.toLowerCase()))?.text.toLowerCase() ?? '';
    const settings = settingNouns(words);
    const possessed = othersPossessions(words);
    // Verbs as read, and those read as verbs in context ("… and sketch people's hands").
    const inContextWords = readInContext(input.text);
    const doingWords = new Set(words.filter((word, index) => word.pos === 'verb' || inContextWords[index]?.pos === 'verb'));
    const ownWords = ownClauses(words, input.text);
    const topicTerms = new Set([...words.filter((word) => isContent(word) && !settings.includes(word)).flatMap(termsOfWord), ...compoundTerms(words, words.filter((word) => !settings.includes(word)))]);
    // "I get up at five", "we came over in 1975": the verb with its particle, as one doing.
    const ownTerms = new Set([...ownWords.filter((word) => isContent(word) && !asChild.includes(word) && !measures.includes(word) && !likened.includes(word) && !contrasted.includes(word)).flatMap((word) => termsOfWord(asWritten(word))), ...compoundTerms(words, ownWords)]);
    for (const [word, places] of wholes) if (ownWords.includes(word)) for (const whole of places) ownTerms.add(whole);
    const phrasals: string[] = [];
    for (const index of words.keys()) {
      const phrasal = phrasalOf(words, index)?.replace(' ', '_');
      if (!phrasal) continue;
      phrasals.push(phrasal);
      terms.add(phrasal);
      if (ownWords.includes(words[index]!)) ownTerms.add(phrasal);
    }
    // "Up at five, coffee on the porch": the doing left out, its particle said, as people list a day. Only its own
    // clause goes without a verb: "Up at half six, then I walk the dog" goes on to say another doing.
    const opening = words.find((word) => word.isWord);
    const openingClause = words.slice(0, (words.findIndex((word) => !word.isWord && /^[,;:]$/.test(word.text)) + 1 || words.length + 1) - 1);
    if (opening && PARTICLES.has(opening.text.toLowerCase()) && !openingClause.some((word) => word.pos === 'verb' && word.lemma !== 'be')) for (const set of [terms, ownTerms]) set.add(`_${opening.text.toLowerCase()}`);
    const bare = bareNouns(words);
    // "I walk the dog": an animal said as the one of the house, what the person does something to, is theirs too; one
    // waited for or watching from somewhere is no animal of theirs.
    const owned = words.filter((word, index) => word.pos === 'noun' && isContent(word) && (isOwned(words, index) || (words[index - 1]?.text.toLowerCase() === 'the' && isDoneBySelf(words, index - 2, ownWords, input.kinds.includes('advice')) && nounKinds(word.lemma, 1).includes('animal'))));
    const anyones = new Set(kinOfAnyone(words));
    const names = new Set(words.filter((word, index) => index > 0 && isCapitalised(word) && word.pos === 'noun'));
    const counted = countedOf(words);
    const named = namedNounsOf(words, previous);
    const times = timeSaidAt(words);
    const doneTo = new Set(doingsWithObject(words));
    const ownDoneTo = new Set([...doneTo].filter((word) => ownWords.includes(word)));
    const framing = frameClauseWords(words);
    const unframed = new Set([...words.filter((word) => isContent(word) && !framing.includes(word)).flatMap((word) => termsOfWord(asWritten(word))), ...compoundTerms(words, words.filter((word) => !framing.includes(word)))]);
    const framedOnly = new Set([...framing.filter(isContent).flatMap((word) => termsOfWord(asWritten(word))), ...compoundTerms(words, framing)].filter((term) => !unframed.has(term)));
    // "A good friend", "an old friend": one described so, not the best or the oldest.
    const qualified = words.filter((word, index) => word.pos === 'noun' && words[index - 1]?.pos === 'adjective' && !isSuperlative(words[index - 1]!));
    return {
      ...input,
      id,
      terms,
      settingTerms: new Set(settings.flatMap(termsOfWord)),
      othersTerms: new Set(possessed.flatMap(termsOfWord)),
      broaderDoings: broaderDoingsOf(words, doingWords),
      ownBroaderDoings: broaderDoingsOf(ownWords, doingWords),
      thingTerms: new Set([...words.filter((word, index) => isContent(word) && word.pos !== 'verb' && !isModifierNoun(words, index)).flatMap((word) => termsOfWord(asWritten(word))), ...compoundTerms(words), ...[...wholes.values()].flat()]),
      ownedKinTerms: new Set(words.filter((word, index) => word.pos === 'noun' && KIN_WORDS.has(kinOf(word.lemma)) && ['my', 'our'].includes(words[index - 1]?.text.toLowerCase() ?? '')).flatMap((word) => [...termsOfWord(asWritten(word)), word.lemma])),
      othersKinTerms: new Set(words.filter((word, index) => word.pos === 'noun' && KIN_WORDS.has(kinOf(word.lemma)) && /^(?:his|her|their|.+['’]s)$/i.test(words[index - 1]?.text ?? '')).flatMap((word) => [...termsOfWord(asWritten(word)), word.lemma, kinOf(word.lemma)])),
      ownedTerms: new Set(owned.flatMap((word) => termsOfWord(asWritten(word)))),
      ownedKindsOfThings: kindsOfThingsIn(owned),
      modifierTerms: new Set(compoundModifiers(words).flatMap(termsOfWord)),
      ownedNounFiles: nounFilesOf(owned),
      unpossessedTerms: new Set([...words.filter((word) => isContent(word) && !possessed.includes(word)).flatMap((word) => termsOfWord(asWritten(word))), ...compoundTerms(words, words.filter((word) => !possessed.includes(word)))]),
      // "Our girl Kirsty" says a daughter of theirs: the relation is found as said.
      personalTerms: new Set(words.filter((word) => isContent(word) && !asChild.includes(word) && !measures.includes(word) && !likened.includes(word) && !anyones.has(word)).flatMap((word) => [...termsOfWord(asWritten(word)), ...(asWritten(word) === word ? [] : [word.lemma])])),
      // A phrasal verb said ("got me through") is a word of the language, never a name.
      commonTerms: new Set([...words.filter((word) => isContent(word) && !asChild.includes(word) && !measures.includes(word) && !likened.includes(word) && !names.has(word)).flatMap((word) => termsOfWord(asWritten(word))), ...phrasals]),
      consumedTerms: new Set(words.filter((_word, index) => isConsumed(words, index, doingWords)).flatMap(termsOfWord)),
      // "Walk the dog, bit of telly", telling an ordinary day, is the person's own doing, told to nobody.
      isImperative: isImperative(words) && input.tellsOwnDoings !== true,
      toldTerms: toldTermsOf(words),
      doingTerms,
      determinedTerms: new Set(words.filter((word, index) => word.pos === 'noun' && isContent(word) && isDetermined(words, index)).flatMap(termsOfWord)),
      toldWithReason: toldWithReason(words),
      saysPurpose: saysPurposeOf(words),
      attributiveTerms: new Set(words.filter((word, index) => word.pos === 'adjective' && isContent(word) && words[index + 1]?.pos === 'noun').flatMap(termsOfWord)),
      qualifiedTerms: new Set(qualified.flatMap((word) => termsOfWord(asWritten(word)))),
      unqualifiedTerms: new Set(words.filter((word) => isContent(word) && !qualified.includes(word)).flatMap((word) => termsOfWord(asWritten(word)))),
      thingStateTerms: new Set(thingStates(words).filter(isContent).flatMap(termsOfWord)),
      singlesOut: singlesOut(words),
      gradedTerms: new Set(words.filter((word) => word.pos === 'adjective' && isGraded(word)).map((word) => word.lemma)),
      rankedTerms: new Set(words.filter((word) => (word.pos === 'adjective' || word.pos === 'adverb') && isSuperlative(word)).map((word) => word.lemma)),
      contextSinglesOut: singlesOut(context),
      contextRankedTerms: new Set(context.filter((word) => (word.pos === 'adjective' || word.pos === 'adverb') && isContent(word) && isSuperlative(word)).flatMap(termsOfWord)),
      topicTerms,
      topicKindsOfThings: kindsOfThingsIn(words.filter((word) => !settings.includes(word))),
      ownTerms,
      kinTerms,
      // "Do you like sport?": "I ski the trails" says a kind of it by its doing.
      kindsOfThings: mergedKinds(kindsOfThingsIn(words.filter((word) => !likened.includes(word)), doingWords), doingKindsIn(words, doingWords)),
      ownKindsOfThings: mergedKinds(kindsOfThingsIn(ownWords.filter((word) => !likened.includes(word)), doingWords), doingKindsIn(ownWords, doingWords)),
      nounFiles: nounFilesOf(words),
      doingKinds: new Set(doingKindsIn(words, doingWords).keys()),
      ownNounFiles: nounFilesOf(ownWords),
      categories: categoriesIn(words.filter((word) => !likened.includes(word))),
      ownCategories: categoriesIn(ownWords.filter((word) => !likened.includes(word))),
      ownedCategories: categoriesIn(words, { only: new Set(owned) }),
      ownFeelings: feelingsIn(ownWords),
      contextTerms: new Set([...context.filter((word) => isContent(word) && !listed.has(word.lemma)), ...readWords(input.kindWords ?? '').filter(isContent)].flatMap(termsOfWord)),
      askedTerms: new Set(context.filter((word) => isContent(word) && !listed.has(word.lemma)).flatMap(termsOfWord)),
      contextAsksLiking: context.some((word, index) => LIKING_VERBS.has(word.lemma) && !isLikeOfLikeness(context, index)),
      contextAsksLikeness: context.some((_word, index) => isLikeOfLikeness(context, index)),
      contextVerbTerms: new Set(context.filter((word) => word.pos === 'verb' && isContent(word)).flatMap(termsOfWord)),
      contextDoingTerms: new Set([...context.filter((word, index) => !(word.pos === 'noun' && /ing$/i.test(word.text) && DETERMINERS.has(context[index - 1]?.text.toLowerCase() ?? ''))), ...readWords(input.kindWords ?? '').filter((word) => !/ing$/i.test(word.text))].filter((word) => isContent(word) && !listed.has(word.lemma)).flatMap(termsOfWord)),
      listedTerms: new Set(context.filter((word) => listed.has(word.lemma)).flatMap(termsOfWord)),
      namedThingTerms: namedThingTermsIn(words),
      ownKinds,
      saysPlace: saysPlace(words, ownKinds),
      // In an answer about what they do, a liking typed as notes, with no subject ("love the team"), is theirs.
      likesOwn: saysOwnLiking(words) || (input.tellsOwnDoings === true && saysOwnLiking(inContextWords, undefined, inContextWords, true)),
      dislikesOwn: saysOwnLiking(words, isDisliking, ownWords, input.tellsOwnDoings === true),
      hasPronoun: input.previous !== null && words.some((word, index) => PRONOUNS.has(word.text.toLowerCase()) || isPlaceThere(words, index)),
      pronouns: new Set(words.flatMap((word) => PRONOUN_PERSONS[word.text.toLowerCase()] ?? [])),
      namesWhom: names.size > 0 || words.some((word) => word.pos === 'noun' && KIN_WORDS.has(kinOf(word.lemma))),
      isFirst: input.previous === null,
      leansBack: input.previous !== null && (REFERRING_OPENERS.has(opener) || pointsBack(words)),
      isFragment: isFragmentOf(words),
      isHeading: isHeadingOf(words),
      // Things in common words: a place named ("in Leeds") is where they lived, a number or a describing word no thing.
      commonNouns: new Set(words.filter((word) => word.pos === 'noun' && isContent(word) && !names.has(word) && !isNumber(word)).map((word) => word.lemma)),
      heading: null,
      underFamilyHeading: false,
      followsFragment: input.previous !== null && isFragmentOf(previous),
      headedTerms: new Set<string>(),
      contextAsksActivity: context.some((word) => word.pos === 'noun' && isContent(word) && nounKinds(word.lemma, 1).includes('act')),
      pairs: lemmaPairs(words),
      askedPairs: new Set([...lemmaPairs(context)].filter((pair) => !pair.split(' ').some((lemma) => AUXILIARIES.has(lemma)))),
      doings: doingsOf(words, readInContext(input.text), relatives, previous),
      workingKin: workingKinOf(words, readInContext(input.text), relatives, previous),
      thingDoings: thingDoingsOf(words, readInContext(input.text), relatives, previous),
      negatedTerms: negatedMeanings(words),
      feltDoings: broaderDoingsOf(ownWords.filter((word) => !/ing$/i.test(word.text)), doingWords),
      speaksOfMoney: speaksOfMoney(words),
      namesSomeone: namesSomeoneIn(words, ownKinds),
      someoneTerms: new Set(someoneWordsIn(words).flatMap((word) => termsOfWord(asWritten(word)))),
      personTerms: new Set(someoneWordsIn(words, true).flatMap((word) => termsOfWord(asWritten(word)))),
      namesPersonByName: someoneWordsIn(words, true).some((word) => isCapitalised(word) && isNameOnly(word.text)),
      namesKin: words.some((word) => relatives.has(word.text.toLowerCase())),
      // A trade is done for anyone ("she taught chemistry"): done to someone of theirs ("my mother taught me to save",
      // "he taught our boys") it is what passed between them.
      doesTrade: [...doingWords].some((word) => !word.negated && isContent(word) && !doneToSomeone(words, words.indexOf(word)) && derivedWords(word.lemma, 'verb').some(isOccupationNoun)),
      // "My uncle Frank gave me my first birds", "Aileen got me started": someone does something to the one speaking.
      doneToSpeaker: words.some((word, index) => word.pos === 'verb' && !word.negated && SPEAKER_OBJECTS.has(words[index + 1]?.text.toLowerCase() ?? '')),
      saysAmount: ownKinds.has('amount'),
      saysDuration: words.some((word, index) => isNumber(word) && !isYear(word) && TIME_NOUNS.has(words[index + 1]?.lemma ?? '')),
      saysTimeOfDay: times.size > 0,
      saysAge: saysAge(words),
      subjectTerms: new Set(firstNounPhrase(words).filter(isContent).flatMap((word) => termsOfWord(asWritten(word)))),
      saysSinceWhen: words.some((word) => isYear(word) || word.text.toLowerCase() === 'since'),
      saysDoing: words.some((_word, index) => isDoing(words, index)),
      // "Bethan and I walk the dog", not "Gwil, whom I met at the mart in 1981": a doing kept up, not told of one time.
      saysKeptDoing: words.some((word, index) => isDoing(words, index) && !isOneOccasionAt(words, index)),
      // "So for my daughter I want university", "I would love to see Japan one day": a doing wished, not done.
      onlyWants: onlyWished(words),
      saysNumber: words.some((word) => isNumber(word) && !isYear(word)),
      saysCount: words.some((word, index) => isNumber(word) && !isYear(word) && !times.has(index) && !(word.text.toLowerCase() === 'half' && DETERMINERS.has(words[index + 1]?.text.toLowerCase() ?? '')) && !TIME_NOUNS.has(words[index + 1]?.lemma ?? '')),
      countsBack: countsBack(words),
      selfDoneTerms: new Set(selfDoneWords(words).filter(isContent).flatMap((word) => termsOfWord(asWritten(word)))),
      namesTeam: hasSideName(words) && [id, input.previous, nextOf.get(id)].some((near) => near !== null && near !== undefined && speaksOfSport[near]),
      namesRole: saysRole(words),
      // "We had a dog. He was called Tom.": the name given to a pronoun is the name of what it stands for.
      namedTerms: new Set(named.flatMap(termsOfWord)),
      namedKinds: kindsOfThingsIn(named),
      opensWithName: opensWithName(words),
      countedTerms: counted.terms,
      countedKinds: kindsOfThingsIn(counted.nouns),
      countedBack: counted.back,
      madeThingTerms: madeThingTermsOf(words),
      madeThingSteps: madeThingStepsOf(words),
      workDoneTerms: workDoneTermsOf(words),
      objectDoingTerms: new Set([...[...doneTo].flatMap(termsOfWord), ...broaderDoingsOf(words, doneTo)]),
      mainClauseTerms: new Set([...terms].filter((term) => !framedOnly.has(term))),
      ownObjectDoingTerms: new Set([...[...ownDoneTo].flatMap(termsOfWord), ...broaderDoingsOf(words, ownDoneTo)]),
      bareTerms: new Set(bare.flatMap(termsOfWord)),
      pickedTerms: new Set(words.filter((word) => isContent(word) && !bare.includes(word)).flatMap((word) => termsOfWord(asWritten(word)))),
    };
  });
  for (const passage of passages) {
    const next = nextOf.get(passage.id);
    if (passage.isFragment && next !== undefined) passage.headedTerms = passages[next]!.terms;
  }
  // How often each term is said among this person's sentences: one said all through them picks out none.
  const frequency = new Map<string, number>();
  for (const passage of passages) for (const term of passage.terms) frequency.set(term, (frequency.get(term) ?? 0) + 1);
  const ownerWords = { sentences: passages.length, frequency };
  for (const passage of passages) passage.ownerWords = ownerWords;
  for (const passage of passages) {
    const heading = headingIdOf(passage, passages);
    passage.heading = heading;
    passage.underFamilyHeading = heading !== null && (passages[heading]!.ownKinds.has('family') || passages[heading]!.kinTerms.size > 0);
  }
  // The things named in the answer about their work that few of their sentences name: what that work is made of.
  const rare = (term: string) => (frequency.get(term) ?? 0) <= MAX_WORK_THING_SENTENCES && !TIME_WORDS.has(term) && !KIN_WORDS.has(term) && !ASKING.has(term) && !isPersonNoun(term);
  const workThings = new Set(passages.filter((passage) => passage.kinds.includes('work')).flatMap((passage) => [...passage.commonNouns].filter(rare)));
  for (const passage of passages) passage.namesOwnWork = !passage.kinds.includes('work') && [...passage.commonNouns].some((term) => workThings.has(term));
  // The places named in the answer about their work ("opened the restaurant", "at the exchange") are their workplaces:
  // what is done to one ("gave the restaurant to my son") is done to their work.
  const ownWorkplaces = new Set(passages.filter((passage) => passage.kinds.includes('work')).flatMap((passage) => [...passage.commonNouns].filter((term) => !term.includes('_') && isPlaceNoun(term))));
  if (ownWorkplaces.size > 0) for (const passage of passages) passage.workDoneTerms = workDoneTermsOf(read[passage.id]!, ownWorkplaces);
  const search = new MiniSearch<IndexedDocument>({ fields: ['text'], tokenize: (text) => text.split(' ').filter(Boolean), processTerm: (value) => value });
  // Ordered by what its words and nouns say: the kinds of its doings decide whether it answers, not how it ranks.
  search.addAll(passages.map((passage) => ({ id: passage.id, text: [...passage.terms, ...passage.kinTerms, ...kindsOfThingsIn(read[passage.id]!).keys()].join(' ') })));
  return { passages, search };
}
// How many sentences back an answer's heading is read as what a sentence goes on about.
const HEADING_REACH = 3;

/** The id of the heading its answer opened with, within HEADING_REACH sentences before it (see Passage `heading`). */
function headingIdOf(passage: Passage, passages: readonly Passage[]): number | null {
  let first = passage;
  for (let steps = 0; steps < HEADING_REACH && first.previous !== null; steps += 1) first = passages[first.previous]!;
  return first !== passage && first.previous === null && first.isHeading ? first.id : null;
}
export function indexFor(inputs: readonly PassageInput[]): Indexed {
  const key = JSON.stringify(inputs);
  const cached = cache.get(key);
  if (cached) {
    cache.delete(key);
    cache.set(key, cached);
    return cached;
  }
  const built = buildIndex(inputs);
  if (cache.size >= MAX_CACHED_INDEXES) cache.delete(cache.keys().next().value as string);
  cache.set(key, built);
  return built;
}

/** A verb among the tagger's common words that is a doing of its own ("call", "keep"), not one every question asks with. */
function isCommonDoing(word: Word): boolean {
  return word.isWord && word.stopWord && !AUXILIARIES.has(word.lemma) && !ASKING.has(word.lemma) && hasPartOfSpeech(word.lemma, 'verb');
}

// Modal verbs that put a doing after them in what would be, not in what was ("would love to", "would have bought").
const WOULD = new Set(['would', 'could', 'might', 'should', "'d", '’d']);
// What would be, after such a modal: a liking wished ("I would love to see Japan"), not a habit ("we would swim").
const WISHED_LIKINGS = new Set(['love', 'like', 'prefer', 'rather']);
// Words that end the clause a wish is said in.
const WISH_ENDS = new Set([',', ';', ':', '.', 'but', 'because', 'so', 'and']);

/**
 * Whether every doing of a sentence is wished, not done: a verb of wanting ("I want university", "I hope to retire"),
 * a liking said as what would be ("I would love to see Japan one day"), or what would have been ("I would have bought
 * a boat"), and each doing after it in its clause. "We would swim in the river every summer" tells a habit: done.
 */
function onlyWished(words: readonly Word[]): boolean {
  let wishing = false;
  let wished = false;
  for (const [index, word] of words.entries()) {
    const lower = word.text.toLowerCase();
    if (WISH_ENDS.has(lower)) wishing = false;
    const modal = WOULD.has(lower);
    const next = words[index + 1];
    const opensWish = (word.pos === 'verb' && WANTING_LEMMAS.has(word.lemma)) || (modal && next !== undefined && (WISHED_LIKINGS.has(next.lemma) || next.lemma === 'have'));
    if (opensWish) wishing = wished = true;
    if (!wishing && !modal && isDoing(words, index)) return false;
  }
  return wished;
}

/** A verb other than being or having ("we knit"), not a doing's word that only says what kind a thing is ("a fishing rod"). */
function isDoing(words: readonly Word[], index: number): boolean {
  const word = words[index]!;
  return word.pos === 'verb' && !['be', 'have'].includes(word.lemma) && !(/ing$/i.test(word.text) && words[index + 1]?.pos === 'noun');
}
