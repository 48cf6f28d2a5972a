// The meaning gate: whether a sentence answers a question. Each focus word is looked for in the sentence, in whom or what
// it goes on about and in the interview question it answered (as said, a synonym, a narrower thing, the relation), and
// a sentence answers only when the things asked are found and the kind asked for (work, family, advice) is met.
import { type PartOfSpeech, type Word } from '../../language/lemmas.ts';
import { antonymsOf, categoriesOf, definitionsOf, derivedWords, feelingsOf, hasPartOfSpeech, isDictionaryWord, isNounFileName, isAnimalNoun, isKindOfSense, isNameOnly, KIND_SENSES, isOccupationNoun, isPersonNoun, linkedWords, nounKinds, regionalBroaderTerms, relatedWords, similarAdjectives, verbKinds } from '../../language/wordnet.ts';
import { type AskKind, type Doer, type Focus, type Passage, type ReadQuestion } from './twin-passage.ts';
import { isCapitalised, isStrict, kinOf, stemOf, verbOfParticiple } from './twin-reading.ts';
import { isMoneyNoun, isTeamNoun } from './twin-sentence-clauses.ts';
import { makesThings } from './twin-answer-type.ts';
import { isNarrower } from './twin-sentence-kinds.ts';
import { glossedOf, glossFound, senseSelectedBy } from './twin-glosses.ts';
import { ASKING, DAY_PARTS, KIN_GROUPS, KIN_WORDS, LIKING_VERBS, PARTICLES, PHRASAL_PARTICLES, PLACE_PREPOSITIONS, readWords, readWordsInContext, TIME_NOUNS, TIME_WORDS, WORK_NAMES, WORK_WORDS } from './twin-words.ts';

// How directly a focus word is found: as said, as a synonym or word of its family, as a narrower thing, in the
// sentence the pronoun points back to, in the interview question answered.
export const FOUND = { said: 1, synonym: 0.85, narrower: 0.75, previous: 0.9, context: 0.6, nearby: 0.5 } as const;
const QUESTION_SENSES = 1;
// The WordNet verb file of a doing of the body, and how many senses of a phrasal verb are read for it: a particle alone
// says such a doing, its verb left out ("Up at five" for getting up).
const BODY = 'body';
const BODY_SENSES = 3;
// The senses of an adverb a question asserts whose synonyms say it too ("lately": recently, of late).
const ADVERB_SENSES = 2;
const RECENT_DETERMINERS = new Set(['last', 'this']);
// How many sentences back a pronoun said in each of them is followed to whom it stands for.
const REFERENT_REACH = 3;
// How strong a link by WordNet's other relations must be to find a word asked: one narrower sense ("hours" of work →
// shift, 0.8; see linkedWords).
const LINK_ALONE = 0.75;
// The relations followed from a thing asked: its narrower senses and the words of its family ("a contract" → to sign).
// From a time or a person, only the narrower senses: a family word of "mate" is "twin", of "day" "daily".
const LINKS_OF_THINGS = ['~', '+'];
const NARROWER = ['~'];

// Noun endings that make a noun of a verb ("marriage" of marry, "retirement" of retire, "arrival" of arrive), with
// what the verb ends in instead. WordNet links most such pairs; where it does not ("marriage", "breakage"), the verb
// is found by taking the ending off, and kept only when WordNet holds it as a verb.
const NOUN_ENDINGS: readonly [ending: string, verbEndings: readonly string[]][] = [
  ['iage', ['y']],
  ['age', ['', 'e']],
  ['ment', ['']],
  ['al', ['', 'e']],
  ['ance', ['', 'e']],
  ['ence', ['', 'e']],
];

/** The verb a noun is made of by its ending ("marriage" → marry), when WordNet holds it as a verb. */
export function verbOfNoun(noun: string): string[] {
  for (const [ending, verbEndings] of NOUN_ENDINGS) {
    if (!noun.endsWith(ending) || noun.length < ending.length + 3) continue;
    const root = noun.slice(0, -ending.length);
    const verbs = verbEndings.map((verbEnding) => root + verbEnding).filter((verb) => verb.length >= 3 && hasPartOfSpeech(verb, 'verb'));
    if (verbs.length > 0) return verbs;
  }
  return [];
}

/**
 * What a compound noun is about beside what it is: "paycheck" is a check, of pay. Only when the compound ends in the
 * word WordNet files it under, the rest is a word of its own ("football" is a field game: no such rest), and WordNet's
 * definition says it ("a check issued in payment of wages"): a lifeboat is a boat, and "a strong sea boat designed to
 * rescue people" is not about life.
 */
function modifiersOf(lemma: string, related: { broader: readonly string[] }): string[] {
  const modifiers: string[] = [];
  for (const broader of related.broader) {
    const head = broader.split(' ').at(-1)!;
    const rest = lemma.slice(0, -head.length);
    if (!lemma.includes(' ') && lemma.endsWith(head) && rest.length >= 3 && isDictionaryWord(rest) && definesWith(lemma, rest)) modifiers.push(rest);
  }
  return modifiers;
}

/** Whether a noun's definitions in its commonest senses say a word, or one made from it ("payment" says pay). */
function definesWith(lemma: string, word: string): boolean {
  return definitionsOf(lemma, 'noun', QUESTION_SENSES).some((definition) => definition.toLowerCase().split(/[^a-z]+/).some((said) => said.startsWith(word)));
}
// How many senses of a phrasal verb are read for what it means, and of another with the same verb for its definitions.
const PHRASAL_SENSES = 4;
const SIBLING_SENSES = 3;

/** The phrasal verbs of the same verb with another particle whose definitions say what this one means (see focusOf). */
function phrasalSiblingsOf(lemma: string): string[] {
  const [verb, particle] = lemma.split(' ');
  if (!verb || !particle) return [];
  const meanings = new Set(relatedWords(lemma, 'verb', PHRASAL_SENSES).synonyms.filter((word) => !word.includes(' ') && !ASKING.has(word)));
  if (meanings.size === 0) return [];
  return [...PHRASAL_PARTICLES]
    .filter((other) => other !== particle && hasPartOfSpeech(`${verb} ${other}`, 'verb'))
    .map((other) => `${verb} ${other}`)
    .filter((sibling) => definitionsOf(sibling, 'verb', SIBLING_SENSES).some((definition) => readWords(definition).some((word) => meanings.has(word.lemma))));
}
export function focusOf(lemma: string, isNoun: boolean, pos: PartOfSpeech | 'any' = isNoun ? 'noun' : 'any', ofAnyone = false, isState = false, isRanked = false): Focus {
  const key = lemma.replaceAll(/\s+/g, '_');
  const said = new Set([key, stemOf(key)]);
  // "Get up" is said by "Up at five", where the doing is left out.
  const particle = /^[a-z]+ ([a-z]+)$/.exec(lemma)?.[1];
  // A doing of the body, as WordNet files it (rising, waking, staying up): "Up at six" says no moving up to a better job.
  if (particle && PARTICLES.has(particle) && verbKinds(lemma, BODY_SENSES).includes(BODY)) said.add(`_${particle}`);
  const synonyms = new Set<string>();
  // "How did you get over it?", told as "what got me through it": the same verb with another particle, which WordNet
  // defines by what the one asked means ("get through": "… after overcoming problems"; "get over": overcome).
  if (!isNoun && particle) for (const sibling of phrasalSiblingsOf(lemma)) synonyms.add(sibling.replaceAll(' ', '_'));
  const kin = ofAnyone ? undefined : KIN_GROUPS[kinOf(lemma)];
  // One's own childhood: said as such, or the interview question asked about it ("when you were a child").
  if (lemma === 'childhood') for (const word of ['child', 'young', 'youth', 'kid', 'boyhood', 'girlhood']) synonyms.add(word);
  else if (kin) {
    for (const relation of kin) said.add(relation).add(stemOf(relation));
    // "Are you married?": the word itself and its family ("married", "marriage") as well as the relation it names.
    if (pos !== 'noun') for (const word of derivedWords(lemma, pos === 'other' ? 'any' : pos, QUESTION_SENSES + 1)) said.add(word).add(stemOf(word));
  } else {
    const related = relatedWords(lemma, pos === 'other' ? 'any' : pos, QUESTION_SENSES);
    const family = [...derivedWords(lemma, 'noun', QUESTION_SENSES), ...derivedWords(lemma, 'verb', QUESTION_SENSES), ...(isNoun ? [...verbOfNoun(lemma), ...modifiersOf(lemma, related)] : [])];
    for (const word of [...related.synonyms, ...family]) {
      // "Get" is a synonym of "start", "have" of "eat": a word every question asks with says nothing of what it asks.
      // Two nouns read as one ("star sign") are found as said or as a narrower thing: their synonyms ("house", for a
      // sign of the zodiac) are another sense's words.
      if (ASKING.has(word) || (isNoun && lemma.includes(' '))) continue;
      const term = word.replaceAll(/\s+/g, '_');
      synonyms.add(term).add(stemOf(term));
    }
    // "Who's your best mate?": a word said, in a region's speech, for a thing of the kind it commonly names ("mate", a
    // friend in Britain and Australia) is found by what it says there.
    if (isNoun) for (const word of regionalBroaderTerms(lemma)) synonyms.add(word.replaceAll(/\s+/g, '_')).add(stemOf(word.replaceAll(/\s+/g, '_')));
  }
  const files = isNoun ? nounKinds(lemma, 1) : [];

  const roleOf = files.find((file) => file !== 'person' && relatedWords(lemma, 'noun', 1).broader.includes(file)) ?? null;
  const definedKind = kin === undefined && (isNoun || pos === 'verb') ? definedKindOf(lemma, isNoun) : null;
  // "Scared" is found by "terrified", "angry" by "furious": an adjective's WordNet cluster (the head it is similar to
  // and the heads' other similar adjectives), so a feeling asked of is found however the person put it. A participle
  // in -ing ("laughing" beside happy) says what someone does, not how they feel: it is left out. A quality asked in
  // the superlative ("the worst year", "the toughest moment") is found the same way: "the hardest thing" says it. Not
  // one that only describes ("a lazy afternoon" is no slow one).
  if (isState || isRanked) {
    // A state reaches the similar words' own similar ones too, in the sense reached (a satellite's head and its other
    // satellites: "scared" → afraid → terrified), not in another sense of theirs ("cold" → nippy → tasty); a ranked
    // quality only its own ("bad": hard, awful), as two steps from "bad" reach "old" and "rubber".
    // A similar word that is a thing too ("rock", similar to hard) is read in a sentence as the thing: left out.
    const similar = [...derivedWords(lemma, 'adjective', QUESTION_SENSES), ...(isState ? similarAdjectives(lemma, QUESTION_SENSES, 2) : [])];
    for (const word of similar) if (word !== lemma && !ASKING.has(word) && !/ing$/.test(word) && !hasPartOfSpeech(word, 'noun')) synonyms.add(word.replaceAll(/\s+/g, '_')).add(stemOf(word.replaceAll(/\s+/g, '_')));
  }
  const isFeeling = pos === 'verb' && verbKinds(lemma, 1).includes('emotion');
  // A category asked for ("any animals?", "music"): a relation, a time or two nouns read as one are not one.
  const categories = isNoun && kin === undefined && !TIME_NOUNS.has(lemma) && !lemma.includes(' ') ? categoriesOf(lemma) : [];
  // A feeling asked of ("What annoys you?", "What makes you angry?", "your fears"), by the kinds of feeling it names.
  const feelingPos = isNoun ? 'noun' : isFeeling ? 'verb' : isState ? 'adjective' : null;
  // Liking ("care", "love", "enjoy") is asked as a kind of its own ("likes"): not as a feeling that any "I love …" says.
  const feelings = new Set(feelingPos === null || kin !== undefined ? [] : [...feelingsOf(lemma, feelingPos)].filter((feeling) => !likingFeelings().has(feeling)));
  const glossed = kin !== undefined || TIME_NOUNS.has(lemma) || lemma.includes(' ') ? new Set<string>() : glossedOf(lemma, isNoun ? 'noun' : pos === 'other' || pos === 'any' ? 'verb' : pos);
  // A thing asked for, by a narrower sense WordNet holds under another lemma ("What hours do you work?", of one whose
  // shift is ten to six) or by a word of its family ("Should I sign this contract?"). Looser links (a part, a member,
  // two steps) say too little: a day's parts are evenings.
  const linked = new Map(isNoun && kin === undefined && !lemma.includes(' ') ? [...linkedWords(lemma, 'noun', 1, TIME_NOUNS.has(lemma) || isPersonNoun(lemma) ? NARROWER : LINKS_OF_THINGS)].map(([word, weight]) => [word.replaceAll(/\s+/g, '_'), weight] as const).filter(([word, weight]) => weight >= LINK_ALONE && !said.has(word) && !synonyms.has(word) && !ASKING.has(word)) : []);
  const doneToWork = isNoun || kin !== undefined ? new Set<string>() : workLeavingOf(lemma);
  return { lemma, isNoun, isKin: kin !== undefined, isTime: TIME_NOUNS.has(lemma), isPlace: files.includes('location'), isVerb: pos === 'verb', isAdjective: isState, isRanked, roleOf, definedKind, isMoney: isNoun && isMoneyNoun(lemma), isFeeling, isTeam: isNoun && isTeamNoun(lemma), categories, feelings, said, synonyms, glossed, linked, ...(doneToWork.size > 0 ? { doneToWork } : {}) };
}

// The doing of leaving one's post, as WordNet holds it ("leave office": quit, step down, resign), and how many senses of
// each of its words are read for the verbs that say it ("give up", "stop").
const LEAVING_POST = 'leave office';
const LEAVING_SENSES = 3;
// How many of those verbs a broader doing must be above to say the leaving too, and the WordNet verb file of a handing
// over, its commonest sense (give, hand, pass on; not "reach" or "pass", whose commonest senses are movings).
const SHARED_LEAVING = 2;
const HANDING_OVER = 'possession';

/**
 * For a doing whose commonest sense is a kind of leaving one's post ("retire"), the verbs that say it done to one's
 * work: that broader doing's words and those sharing one of their senses ("give up", "stop", "quit"), as terms, and
 * the handing over two of those are kinds of in WordNet ("resign" and "relinquish" are kinds of giving, handing, turning
 * over): "I gave the shop to my son in 2009". Empty for any other doing.
 */
function workLeavingOf(lemma: string): Set<string> {
  const broader = relatedWords(lemma, 'verb', QUESTION_SENSES).broader;
  if (!broader.includes(LEAVING_POST)) return new Set();
  const verbs = new Set(broader.flatMap((word) => [word, ...relatedWords(word, 'verb', LEAVING_SENSES).synonyms]));
  const kindOf = new Map<string, number>();
  for (const verb of verbs) for (const above of relatedWords(verb, 'verb', LEAVING_SENSES).broader) kindOf.set(above, (kindOf.get(above) ?? 0) + 1);
  const shared = [...kindOf].filter(([word, count]) => count >= SHARED_LEAVING && verbKinds(word, 1).includes(HANDING_OVER)).map(([word]) => word);
  return new Set([...verbs, ...shared].filter((word) => !ASKING.has(word)).map((word) => word.replaceAll(/\s+/g, '_')));
}

/**
 * The kind of thing a doing that takes in or makes things, or a meal, is defined by, as WordNet files it: "eat" is
 * "take in solid food"; a breakfast is "the first meal of the day", a meal "the food served and eaten at one time".
 * Asked what they eat or have for breakfast, a sentence naming a food ("porridge") answers. Only a defining noun that
 * names its file or is defined by it (food; a meal), and of a thing only its broader kind ("coffee", "a beverage", is
 * no meal): a thing's is a loose link, which needs something else of the question found beside it. Food only: "knit"
 * is defined by what it makes, and any thing made would answer "Who taught you to knit?".
 */
function definedKindOf(lemma: string, isNoun: boolean): { file: string; isLoose: boolean } | null {
  if (!isNoun && !makesThings(lemma, QUESTION_SENSES)) return null;
  const broader = isNoun ? relatedWords(lemma, 'noun', QUESTION_SENSES).broader : null;
  for (const word of glossedOf(lemma, isNoun ? 'noun' : 'verb')) {
    if ((broader !== null && !broader.includes(word)) || !hasPartOfSpeech(word, 'noun')) continue;
    const file = isNounFileName(word) ? word : nounKinds(word, QUESTION_SENSES)[0];
    if (file === 'food' && (file === word || definesWith(word, file))) return { file, isLoose: isNoun };
  }
  return null;
}

const dayParts = new Map<string, readonly string[]>();

/**
 * The parts of the day a word names (DAY_PARTS): a part itself or a synonym of one ("noon": midday, "dawn": morning);
 * a meal, those its WordNet definition says ("breakfast", "the first meal of the day (usually in the morning)": the
 * morning; "dinner", "served in the evening or at midday"). Empty for any other word.
 */
export function dayPartsOf(lemma: string): readonly string[] {
  let parts = dayParts.get(lemma);
  if (parts === undefined) {
    const partOf = (word: string) => (DAY_PARTS.includes(word) ? word : DAY_PARTS.find((part) => relatedWords(word, 'noun', QUESTION_SENSES).synonyms.includes(part)));
    const own = partOf(lemma);
    const meal = own === undefined && relatedWords(lemma, 'noun', QUESTION_SENSES).broader.includes('meal') ? definitionsOf(lemma, 'noun', QUESTION_SENSES).flatMap((definition) => definition.toLowerCase().split(/[^a-z]+/)).map(partOf) : [];
    parts = [...new Set([own, ...meal].filter((part): part is string => part !== undefined))];
    dayParts.set(lemma, parts);
  }
  return parts;
}

/**
 * The parts of the day a sentence is told at: those it says itself (a part of the day or a meal), or else the last
 * said before it in the same answer, or else the part its interview question opens the day with ("What does an
 * ordinary day look like, from morning to night?": what comes first is the morning). Empty when none is said.
 */
export function dayPartsAt(passage: Passage, passages: readonly Passage[]): Set<string> {
  for (let at: number | null = passage.id; at !== null; at = passages[at]!.previous) {
    const own = new Set([...passages[at]!.terms].flatMap((term) => dayPartsOf(term.replaceAll('_', ' '))));
    if (own.size > 0) return own;
  }
  const opening = [...passage.contextTerms].flatMap((term) => dayPartsOf(term.replaceAll('_', ' ')))[0];
  return new Set(opening === undefined ? [] : [opening]);
}

let liking: Set<number> | null = null;

/** The feelings the verbs of liking name (love, liking, enjoyment). */
function likingFeelings(): Set<number> {
  liking ??= new Set([...LIKING_VERBS].flatMap((verb) => [...feelingsOf(verb, 'verb')]));
  return liking;
}
/** How directly a focus word is found in a set of terms: as said, as a synonym, or not. */
export function foundIn(focus: Focus, terms: ReadonlySet<string>, inContext = false, common: ReadonlySet<string> = terms): number {
  for (const term of focus.said) if (terms.has(term)) return FOUND.said;
  // "Children" in a sentence are someone's; only an interview question about childhood says it with them.
  if (focus.lemma === 'childhood' && !inContext) return 0;
  for (const term of focus.synonyms) if (terms.has(term) && common.has(term)) return FOUND.synonym;
  return 0;
}

/**
 * Whether a person said is one of the kind asked in one of its commonest senses. `isNarrower` compares WordNet's files,
 * and every person is filed as one: a wife is a mate, but only in mate's spouse sense. Other things keep the file's
 * word, so an activity done ("I ski") still counts as the kind of thing it is (a sport).
 */
function inAskedSense(focus: Focus, passage: Passage): boolean {
  if (!isPersonNoun(focus.lemma)) return true;
  return focus.categories.length === 0 || focus.categories.some((category) => passage.categories.has(category));
}

/**
 * Whether a thing said is one of the kind asked in the sense the question's doing selects (see senseSelectedBy): asked
 * what instrument they play, a guitar is one and a dart, a device, is not.
 */
function inSelectedSense(focus: Focus, terms: ReadonlySet<string>): boolean {
  const sense = focus.selectedSense;
  // Any of a word's commoner senses may be the one said: "Quechua" is a language in its third, a people in its first.
  return sense === undefined || [...terms].some((term) => isKindOfSense(term.replaceAll('_', ' '), focus.lemma, sense, KIND_SENSES));
}

/** The question's things, each with the sense a doing asked with it selects ("What instrument do you play?"). */
export function withSelectedSenses(focus: readonly Focus[]): Focus[] {
  const verbs = focus.filter((entry) => entry.isVerb);
  return focus.map((entry) => {
    if (!entry.isNoun || entry.isKin || entry.isTime) return entry;
    const sense = verbs.map((verb) => senseSelectedBy(entry.lemma, verb.lemma)).find((selected) => selected > 0);
    return sense === undefined ? entry : { ...entry, selectedSense: sense };
  });
}

/**
 * How a focus word was found in the sentence itself: as said or a synonym of it, or by a looser link (a narrower kind,
 * a category, a place, a feeling, a definition, the sentence before) that is surer when something else agrees.
 */
export type FoundBy = 'none' | 'said' | 'synonym' | 'linked' | 'work' | 'kind' | 'doing' | 'role' | 'category' | 'feeling' | 'felt' | 'negated' | 'money' | 'team' | 'place' | 'gloss' | 'kin-name' | 'previous';

export interface Finding {
  /** In the sentence itself, or in the sentence it goes on from. */
  inText: number;
  /** How it was found there ('none' when it was not). */
  via: FoundBy;
  inContext: number;
  /** Among the alternatives its interview question lists. */
  listed: boolean;
  /** In the sentence before it, in the same answer. */
  nearby: number;
  /** Found in the sentence itself only by WordNet's definitions (see glossFound): one more sign, never enough alone. */
  byGloss?: boolean;
  /**
   * In an earlier sentence of the same answer, however far before ("I drive the tram … What I like most is the
   * regulars"): what a sentence of liking there is about, asked what they like about it.
   */
  inAnswer?: number;
  /** Found by WordNet's other relations (via 'linked'): how strongly the word said is linked to the one asked. */
  linkWeight?: number;
}

/**
 * Whether a sentence names someone the person introduced only as a relation broader than the one asked, as WordNet
 * holds it in its commonest sense: "your wife", of "Glenys", known only as the person's spouse.
 */
function knownOnlyAsBroader(focus: Focus, passage: Passage): boolean {
  if (!focus.isNoun || !KIN_WORDS.has(focus.lemma)) return false;
  return relatedWords(focus.lemma, 'noun', 1).broader.some((broader) => KIN_WORDS.has(kinOf(broader)) && passage.kinTerms.has(broader) && !passage.terms.has(broader));
}

/** How a focus word is found in the sentences before this one in the same answer (0 when none names it). */
function foundEarlierInAnswer(focus: Focus, passage: Passage, passages: readonly Passage[]): number {
  let best = 0;
  for (let at = passage.previous; at !== null; at = passages[at]!.previous) {
    const before = passages[at]!;
    // A thing only a clause of cause or time named ("while I was away at sea") is not what a liking after it is about.
    best = Math.max(best, foundIn(focus, focus.isKin || isPersonNoun(focus.lemma) ? before.terms : before.mainClauseTerms), foundIn(focus, before.kinTerms));
  }
  return best;
}
// The words that point back at a thing or a place rather than at someone: a demonstrative opening the sentence, "there".
const THING_POINTERS = /^\W*(?:this|that|these|those)\b|\bthere\b/i;
export function find(focus: Focus, passage: Passage, passages: readonly Passage[], aboutSelf = false, particular: ReadonlySet<string> = new Set(), likesAsked = false, asksHaving = false, asksOwning = false): Finding {
  // Asked what the person does or likes, what someone else does ("Gwyn does all the baking") is not an answer.
  // A relation is found wherever it is named: "my wife Ursula died" answers "were you married?", though she is its subject.
  const isKin = focus.isKin;
  // Asked whether they have a thing, it is found only where it is theirs, here or in the sentence before.
  const asksOwned = asksOwning && focus.isNoun && !isKin;
  // A stretch of time asked of ("the hardest period of your life") is not found in an evening or a summer, though WordNet
  // files those as periods too: they say when, not which stretch was asked.
  const isPeriod = focus.isNoun && nounKinds(focus.lemma, 1).includes('time');
  // A relation is found where it is someone's ("our girl Kirsty"), not said of anyone ("never let a child go hungry");
  // a synonym is found among common words, not in a name ("Christmas Eve" is no evening).
  let inText = isKin ? foundIn(focus, passage.personalTerms) : foundIn(focus, aboutSelf ? passage.ownTerms : passage.terms, false, passage.commonTerms);
  // A thing asked ("What do you do in the spring?") said only as what another thing is of ("the spring tides", which
  // WordNet holds as one thing) is not said: that is another sense of the word.
  if (inText > 0 && focus.isNoun && !isKin && !focus.lemma.includes(' ') && foundIn(focus, new Set([...passage.terms].filter((term) => !passage.modifierTerms.has(term)))) === 0) inText = 0;
  let via: FoundBy = inText === FOUND.said ? 'said' : inText > 0 ? 'synonym' : 'none';
  // "What scared you?" is not answered by "I talked a frightened pilot down": the feeling there is the pilot's; nor "Are
  // you hard on yourself?" by "Times are hard": that is how the times are.
  if (inText > 0 && aboutSelf && focus.isAdjective && foundIn(focus, new Set([...passage.ownTerms].filter((term) => !passage.attributiveTerms.has(term) && !passage.thingStateTerms.has(term))), false, passage.commonTerms) === 0) inText = 0;
  // Someone asked for ("your best mate") is not found in a thing drunk or eaten ("drink mate with Lucía").
  if (inText > 0 && focus.isNoun && isPersonNoun(focus.lemma) && foundIn(focus, passage.consumedTerms) > 0) inText = 0;
  // Nor in a word of its family that describes a thing ("time was something friendly", asked for the oldest friend):
  // someone is named by a noun, or by what they do ("my father sang them", asked which singer).
  if (via === 'synonym' && inText > 0 && focus.isNoun && !isKin && isPersonNoun(focus.lemma) && ![...focus.said, ...focus.synonyms].some((term) => passage.commonNouns.has(term) || passage.doingTerms.has(term))) inText = 0;
  // "Your favourite colour" is not found in "full of colour": the word said in general picks out none.
  if (inText > 0 && particular.has(focus.lemma) && foundIn(focus, passage.bareTerms) > 0 && foundIn(focus, passage.pickedTerms) === 0) inText = 0;
  // A thing asked for ("What film …") said only as a doing ("we film it") or as what another thing is of ("the farm
  // accounts") is found less directly than the thing itself. An activity ("swimming") is found as the doing too.
  if (inText === FOUND.said && focus.isNoun && !/ing$/.test(focus.lemma) && foundIn(focus, passage.thingTerms) === 0) { inText = FOUND.synonym; via = 'synonym'; }
  // And a doing asked ("What do you farm?") said only as a thing ("Keeping the shop going for my son") than the doing.
  if (inText === FOUND.said && focus.isVerb && foundIn(focus, passage.doingTerms) === 0 && foundIn(focus, passage.determinedTerms) > 0) { inText = FOUND.synonym; via = 'synonym'; }
  // Asked whether they have one ("Do you own a boat?"), a thing named only as one met ("I never let a boat wait") is not
  // theirs: it must be one they name as their own ("my boat", "I have a boat"); a kind of it is looked for below.
  if (inText > 0 && asksOwned && foundIn(focus, passage.ownedTerms) === 0) inText = 0;
  // "A career": any sentence that itself speaks of work ("Learn a trade").
  if (inText === 0 && WORK_NAMES.has(focus.lemma) && passage.ownKinds.has('work')) { inText = FOUND.synonym; via = 'work'; }
  // A narrower thing is one of the kind in a sense the question means: a wife is a kind of mate only in mate's fourth
  // sense (a spouse), and "your best mate" asks for a friend, so she is not found by it.
  // Asked whether they have one, only a kind of it they name as theirs ("my dinghy"), not the ferries they worked on.
  const kindsOfThings = asksOwned ? passage.ownedKindsOfThings : aboutSelf ? passage.ownKindsOfThings : passage.kindsOfThings;
  if (inText === 0 && focus.isNoun && !focus.isTime && !isPeriod && isNarrower(focus, kindsOfThings.get(focus.lemma.replaceAll(/\s+/g, '_'))) && inAskedSense(focus, passage) && inSelectedSense(focus, aboutSelf ? passage.ownTerms : passage.terms)) { inText = FOUND.narrower; via = 'kind'; }
  // "Drawing", asked of one who "sketches people's hands": a doing that is a kind of the one asked about.
  if (inText === 0 && focus.isNoun && /ing$/.test(focus.lemma) && foundIn(focus, aboutSelf ? passage.ownBroaderDoings : passage.broaderDoings) > 0) { inText = FOUND.narrower; via = 'doing'; }
  // Asked whether they have one, only an animal they name as theirs ("my border collie"), not the fish they catch or
  // the ducks they carve.
  if (inText === 0 && focus.roleOf !== null && (asksHaving ? passage.ownedNounFiles : aboutSelf ? passage.ownNounFiles : passage.nounFiles).has(focus.roleOf)) { inText = FOUND.narrower; via = 'role'; }
  // "What do you eat?", "What did you have for breakfast?": a thing of the kind the doing or the meal is defined by
  // ("the porridge"), said as a thing itself, not as what another thing is of ("my ackee tree").
  const kindDefined = focus.definedKind;
  // Asked of a meal or a part of the day ("in the morning", "for breakfast"), only a thing told at that part of the day
  // answers: "Dinner at one o'clock, a proper dinner, spuds" says nothing of the morning. Told where the meal or the
  // part of the day asked is said (as such or in the answer's own order), a meal's thing is as sure as a doing's.
  if (inText === 0 && kindDefined && [...passage.thingTerms].some((term) => (aboutSelf ? passage.ownTerms : passage.terms).has(term) && nounKinds(term.replaceAll('_', ' '), 1).includes(kindDefined.file))) {
    const asked = focus.askedDayParts ?? new Set<string>();
    const told = asked.size === 0 ? new Set<string>() : dayPartsAt(passage, passages);
    if (told.size === 0 || [...told].some((part) => asked.has(part))) { inText = FOUND.narrower; via = kindDefined.isLoose && told.size === 0 ? 'gloss' : 'role'; }
  }
  // "Any animals?", asked of one who rides "my mare Tormenta": a thing that is one of the kind asked, however far up
  // WordNet files it (a mare is a horse, an ungulate, a mammal … an animal). Asked whether they have one, only one
  // they name as theirs ("my pigeons"), not the crabs they caught as a child.
  const categories = asksHaving ? passage.ownedCategories : aboutSelf ? passage.ownCategories : passage.categories;
  if (inText === 0 && !isPeriod && focus.categories.some((category) => categories.has(category)) && inSelectedSense(focus, aboutSelf ? passage.ownTerms : passage.terms)) { inText = FOUND.narrower; via = 'category'; }
  // "What annoys you?", of one whom nothing "makes angrier": the same feeling, said in another word of it.
  if (inText === 0 && [...focus.feelings].some((feeling) => passage.ownFeelings.has(feeling))) { inText = FOUND.synonym; via = 'feeling'; }
  // Disliking, asked of, is said by "I hate …" (a kind of disliking) and by "I can't stand …" (not tolerating). A
  // feeling only: the kinds of a general doing ("grow" is a kind of "change") say nothing of it; and the person's own,
  // said as a doing, not as what someone else is ("a panicking stranger").
  if (inText === 0 && focus.isFeeling && foundIn(focus, passage.feltDoings) > 0) { inText = FOUND.narrower; via = 'felt'; }
  if (inText === 0 && !focus.isNoun && foundIn(focus, passage.negatedTerms) > 0) { inText = FOUND.synonym; via = 'negated'; }
  // Asked about saving, debt or spending, advice that speaks of money in other words ("put a little aside from every
  // wage", "never owe anything") answers it.
  if (inText === 0 && focus.isMoney && passage.speaksOfMoney && (passage.isImperative || passage.kinds.includes('advice'))) { inText = FOUND.narrower; via = 'money'; }
  // The team someone follows: a side named with its sport ("a Gor Mahia match"), though the word "team" is not said.
  if (inText < FOUND.synonym && focus.isTeam && passage.namesTeam) { inText = FOUND.synonym; via = 'team'; }
  // A place asked for ("your favourite place") is any place the sentence names ("at Sagres").
  // Asked which place they love, only where they say they love it, or where the interview asked for places they love:
  // "at Münsterplatz", where they play chess, is where a pastime happens, not a place loved.
  // A place named ("Have you been to London?") is not any place: only the name says it.
  if (inText === 0 && focus.isPlace && !isNameOnly(focus.lemma) && passage.ownKinds.has('where') && (!likesAsked || passage.ownKinds.has('likes') || foundIn(focus, passage.listedTerms) > 0)) { inText = FOUND.narrower; via = 'place'; }
  // "What hours do you work?", of one whose "shift is ten at night to six": a word linked to the one asked (focusOf).
  let linkWeight = 0;
  if (inText === 0 && focus.linked.size > 0) {
    const terms = aboutSelf ? passage.ownTerms : passage.terms;
    linkWeight = Math.max(0, ...[...focus.linked].filter(([word]) => terms.has(word) && passage.commonTerms.has(word)).map(([, weight]) => weight));
    if (linkWeight > 0) { inText = FOUND.narrower; via = 'linked'; }
  }
  // "When did you retire?", of one who "gave up the shop in 2009": a verb of leaving one's post, done to their work.
  if (inText === 0 && focus.doneToWork && [...focus.doneToWork].some((term) => passage.workDoneTerms.has(term))) { inText = FOUND.synonym; via = 'work'; }
  // "Do you enjoy gardening?", of one who grows tomatoes: a word the focus word is defined by, or one defined by it.
  const byGloss = inText === 0 && !focus.isKin && !focus.isTime && glossFound(focus, aboutSelf ? passage.ownTerms : passage.terms, passage.commonTerms);
  if (byGloss) { inText = FOUND.narrower; via = 'gloss'; }
  // A time asked about ("your day") says when, not what: found in a sentence, it is weaker than a thing.
  if (focus.isTime) inText *= FOUND.narrower;
  // "Gary", introduced as "our son": a relation by name.
  if (inText === 0 && foundIn(focus, passage.kinTerms) > 0) { inText = FOUND.synonym; via = 'kin-name'; }
  // "Your wife", of one known only as the person's spouse ("me and Glenys, married fifty-one years"): a relation asked,
  // by the broader relation WordNet holds it under, which is all the person said of them.
  if (inText === 0 && knownOnlyAsBroader(focus, passage)) { inText = FOUND.narrower; via = 'kin-name'; }
  // "Sketching. I started …", "My uncle Frank … He …": the sentence before names what this one is about.
  // Someone asked of is not found in the sentence before one that opens by naming someone of its own and does not point
  // back ("My sister Annika lives in Oslo with her three cats", after a sentence about a brother): its "her" is Annika.
  const namesAnother = (focus.isKin || isPersonNoun(focus.lemma)) && !passage.followsFragment && !passage.leansBack && [...passage.subjectTerms].some((term) => KIN_WORDS.has(kinOf(term)) || !isDictionaryWord(term));
  // A sentence that points back only by "he" or "she" goes on about someone or an animal ("And Dai Roberts, … he was
  // the postman", after a sentence about the railway; "She taught us …", after "mam brought us up"): a thing or a doing
  // asked is not found in the sentence before it through that pronoun, though a name given there to one of the kind asked
  // is ("We had a collie. He was called Shep."). A heading it follows ("Railways. He …") is what it is about.
  // An animal asked is found there unless the sentence opens by naming someone, whom its pronoun stands for ("Pieter
  // went to Madison …, he never liked the barn").
  const opensWithSomeone = !/^\W*(?:he|she)\b/i.test(passage.text) && [...passage.subjectTerms].some((term) => KIN_WORDS.has(kinOf(term)) || !isDictionaryWord(term));
  const pointsOnlyAtSomeone = !passage.followsFragment && !(focus.isKin || isPersonNoun(focus.lemma) || (isAnimalNoun(focus.lemma) && !opensWithSomeone) || isNameOnly(focus.lemma) || !isDictionaryWord(focus.lemma)) && passage.pronouns.size > 0 && [...passage.pronouns].every((person) => person === 'he' || person === 'she') && !THING_POINTERS.test(passage.text);
  if (inText === 0 && passage.previous !== null && !namesAnother && (passage.followsFragment || passage.leansBack || (focus.isNoun && (passage.hasPronoun || passage.countsBack)))) {
    // Asked what the person does, what someone else does in the sentence before ("My wife teaches piano") is not what
    // one that merely has a pronoun ("Our son …") goes on about; one that opens by pointing back does go on about it.
    const pointedAt = passage.followsFragment || passage.leansBack || passage.countsBack || !aboutSelf || isKin;
    // "My mother was a higgler. People said you could hear her from the clock tower. She taught me …": where the
    // sentence before does not name what is asked but says the same pronoun, that pronoun stands for one named further back.
    const ofSomeone = isKin || isPersonNoun(focus.lemma) || isNameOnly(focus.lemma) || !isDictionaryWord(focus.lemma);
    // A thing the sentence before tells, not one that only frames it ("when I am tired after the night shift"): "He is
    // always making me salabat" goes on about him, not about the night shift. Someone named there may be who "she" is.
    const toldBy = (sentence: Passage) => {
      const terms = asksOwned ? sentence.ownedTerms : pointedAt ? sentence.terms : sentence.ownTerms;
      return ofSomeone ? terms : new Set([...terms].filter((term) => sentence.mainClauseTerms.has(term)));
    };
    let before = passages[passage.previous]!;
    inText = pointsOnlyAtSomeone ? 0 : foundIn(focus, toldBy(before)) * FOUND.previous;
    // "Glenys of course. Met her at a dance …": named there by the name of one known only as the broader relation ("me
    // and Glenys, married fifty-one years").
    const namedThere = (sentence: Passage) => (knownOnlyAsBroader(focus, sentence) ? FOUND.narrower : 0);
    if (inText === 0) inText = namedThere(before) * FOUND.previous;
    // Only for someone asked about, in a sentence that names nobody itself ("And my Lola Ising, she …" speaks of her).
    for (let steps = 1; ofSomeone && !passage.namesWhom && inText === 0 && steps < REFERENT_REACH && before.previous !== null && [...passage.pronouns].some((pronoun) => before.pronouns.has(pronoun)); steps += 1) {
      before = passages[before.previous]!;
      inText = (foundIn(focus, toldBy(before)) || namedThere(before)) * FOUND.previous;
    }
    // Named there as a kind of the thing asked, and given its name here ("We had a collie. He was called Shep.", asked
    // for the dog's name).
    if (inText === 0 && focus.isNoun && !focus.isTime && isNarrower(focus, passage.namedKinds.get(focus.lemma.replaceAll(/\s+/g, '_')))) inText = FOUND.narrower * FOUND.previous;
    // Named there alone as a kind of the thing asked, which this one goes on about ("Bowls. Played for the county …",
    // asked what games they play).
    if (inText === 0 && passage.followsFragment && focus.isNoun && !focus.isTime && !ofSomeone && isNarrower(focus, before.kindsOfThings.get(focus.lemma.replaceAll(/\s+/g, '_')))) inText = FOUND.narrower * FOUND.previous;
    // "The flood in 2007. The water came up to the counter. What got me through it was …": a thing's "it" goes on about what the
    // answer opened by naming, though a sentence between speaks of something else.
    if (inText === 0 && focus.isNoun && !ofSomeone && passage.pronouns.has('it')) {
      const heading = headingOf(passage, passages);
      if (heading !== null) inText = foundIn(focus, heading.terms) * FOUND.previous;
    }
    if (inText > 0) via = 'previous';
  }
  // People an interview question names ("when you were a child", "your parents") are its setting, not its answer.
  // The sentence before it in the same answer, which this one goes on from ("… gardening. I grow tomatoes …").
  // Or the heading its answer opened with ("When Colm was ill, for a year and more."), which the answer
  // goes on about: "What helped, in the end, was the choir …" says what helped then.
  const heading = inText === 0 ? headingOf(passage, passages) : null;
  const nearbyTerms = (sentence: Passage) => (asksOwned ? sentence.ownedTerms : sentence.terms);
  const nearby = inText === 0 && passage.previous !== null && !namesAnother ? Math.max(foundIn(focus, nearbyTerms(passages[passage.previous]!)), heading === null ? 0 : foundIn(focus, new Set([...nearbyTerms(heading), ...heading.kinTerms]))) * FOUND.nearby : 0;
  const inAnswer = inText === 0 && likesAsked ? foundEarlierInAnswer(focus, passage, passages) * FOUND.nearby : 0;
  if (KIN_WORDS.has(kinOf(focus.lemma)) && focus.lemma !== 'family') return { inText, inContext: 0, listed: false, nearby, byGloss, inAnswer, via: inText > 0 ? via : 'none', ...(via === 'linked' && inText > 0 ? { linkWeight } : {}) };
  // A state asked of the person, not ranked ("Are you hard on yourself?"), is what an interview question asked only in
  // its own word ("What are you most proud of?"): not one ranking a thing by it ("the hardest thing you have worked
  // through"), nor a word near it there ("difficult").
  const inContext = focus.isAdjective && !focus.isRanked ? foundIn({ ...focus, synonyms: new Set() }, new Set([...passage.contextTerms].filter((term) => !passage.contextRankedTerms.has(term))), true) * FOUND.context : foundIn(focus, passage.contextTerms, true) * FOUND.context;
  const listed = inContext === 0 && foundIn(focus, passage.listedTerms, true) > 0;
  // One of the things its interview question lists ("books, music, films or places"), answered by naming one of that
  // kind ("the zambas my mother sang" is music, by its doing; "Johnny Cash", a country music singer, by what WordNet
  // says he is): the answer says which of them has stayed with the person.
  if (listed && focus.isNoun && (isNarrower(focus, passage.kindsOfThings.get(focus.lemma.replaceAll(/\s+/g, '_'))) || passage.doingKinds.has(focus.lemma.replaceAll(/\s+/g, '_')) || focus.categories.some((category) => passage.categories.has(category)) || foundIn(focus, passage.namedThingTerms) > 0)) return { inText, inContext: FOUND.context, listed: false, nearby, byGloss, inAnswer, via: inText > 0 ? via : 'none', ...(via === 'linked' && inText > 0 ? { linkWeight } : {}) };
  return { inText, inContext, listed, nearby, byGloss, inAnswer, via: inText > 0 ? via : 'none', ...(via === 'linked' && inText > 0 ? { linkWeight } : {}) };
}
/** The heading its answer opened with, which it goes on about (twin-index.ts `headingIdOf`); null when none. */
function headingOf(passage: Passage, passages: readonly Passage[]): Passage | null {
  return passage.heading === null ? null : passages[passage.heading]!;
}
/**
 * One of the alternatives an interview question lists ("a tradition, a dish or a saying") is what it asks when the
 * rest of the question is there too: the kind it answers, or another word of it.
 */
export function withListed(findings: readonly Finding[], kinds: ReadonlySet<AskKind>): Finding[] {
  const rest = [...kinds].some(isStrict) || findings.some((finding) => finding.inContext > 0);
  return findings.map((finding) => (finding.listed && rest ? { ...finding, inContext: FOUND.context } : finding));
}
/**
 * The question's focus words, each without the words of the others in its definitions: "soccer" is defined as a game
 * of two teams, and "What soccer team do you support?" names the team already, so "that team" says nothing of soccer.
 */
export function glossesApart(focus: readonly Focus[]): Focus[] {
  return focus.map((entry) => {
    const others = new Set(focus.filter((other) => other !== entry).flatMap((other) => [...other.said, ...other.synonyms]));
    return [...entry.glossed].some((term) => others.has(term)) ? { ...entry, glossed: new Set([...entry.glossed].filter((term) => !others.has(term))) } : entry;
  });
}

/**
 * A word found only by WordNet's definitions is one more sign, never enough on its own: it counts where another word of
 * the question is found otherwise, or where the sentence, or the interview question it answered, is of a kind asked
 * (liking, work, a place): "Do you sew?", of one who embroiders, answered when asked what they do for pleasure.
 */
export function withGlossCorroborated(findings: readonly Finding[], passage: Passage, kinds: ReadonlySet<AskKind>): Finding[] {
  if (!findings.some((finding) => finding.byGloss)) return [...findings];
  const corroborated = findings.some((finding) => !finding.byGloss && (finding.inText > 0 || finding.inContext > 0)) || [...kinds].some((kind) => passage.ownKinds.has(kind) || passage.kinds.includes(kind));
  return corroborated ? [...findings] : findings.map((finding) => (finding.byGloss ? { ...finding, inText: 0, byGloss: false, via: 'none' as const } : finding));
}
/** Things asked as alternatives ("brothers or sisters"): each is found as well as the best of its group. */
export function eitherOf(findings: Finding[], focus: readonly Focus[], alternatives: readonly string[][]): Finding[] {
  if (alternatives.length === 0) return findings;
  return findings.map((finding, index) => {
    const group = alternatives.find((entry) => entry.includes(focus[index]!.lemma));
    if (!group) return finding;
    const members = findings.filter((_other, at) => group.includes(focus[at]!.lemma));
    const best = members.reduce((left, right) => (right.inText > left.inText ? right : left));
    return { ...finding, via: best.via, inText: best.inText, inContext: Math.max(...members.map((entry) => entry.inContext)), nearby: Math.max(...members.map((entry) => entry.nearby)) };
  });
}
/**
 * Whether a sentence answers: the things the question names are all found (one may be missing among three or more),
 * in the sentence, the sentence it goes on from or the interview question it answered; with no thing named, one of its
 * other focus words is in the sentence itself. The kinds it asks for (work, family, advice) must be the sentence's.
 */
// How many senses of a verb asked of someone its synonyms are taken from.
const WIDER_SENSES = 2;

export function answers(focus: readonly Focus[], findings: readonly Finding[], passage: Passage, kinds: ReadonlySet<AskKind>, doer: Doer | null = null, settings: ReadonlySet<string> = new Set(), aboutSelf = false, asksKin = false, asksDuration = false, asksView = false, asksLikingAbout = false, ordinals: ReadonlySet<string> = new Set(), about: Pick<ReadQuestion, 'people' | 'asksStill' | 'asksWhether' | 'asksCount' | 'asksOften' | 'asksDoingWith' | 'asksKinOfNamed' | 'pairs' | 'asksBeen' | 'ranked' | 'asksHaving' | 'asksOwning' | 'framed' | 'asksDescription' | 'answerType'> & Partial<Pick<ReadQuestion, 'asking' | 'particular' | 'asksDoer' | 'asserted' | 'rankedNouns' | 'comparedPeople' | 'asksDoingWithNow' | 'asksDidSelf' | 'asksWhy' | 'isFramed'>> = { people: new Set(), asksStill: false, asksCount: false, asksOften: false, asksDoingWith: false, asksKinOfNamed: false, pairs: new Set(), asksBeen: false, ranked: new Set(), asksHaving: false, asksOwning: false, asksDescription: false }): boolean {
  // Asked what someone of theirs does for a living, that one doing what names a trade says it ("My husband teaches
  // chemistry": a teacher), though nothing in it is a word of work; loving fishing is no living. The doer's own test
  // below decides whose doing it is. Asked where or when they worked, it is their work that is asked about.
  // Asked whether it was done again or of late ("Did you marry again?"), the doing done once, long ago, is no answer.
  if ([...(about.asserted ?? [])].some((adverb) => !saysAdverb(adverb, passage))) return false;
  const asksWhatDoerDoes = doer !== null && passage.doesTrade && !(['where', 'when', 'who', 'amount'] as const).some((kind) => kinds.has(kind));
  // A sentence that names what their work is made of ("the ovens flooded") speaks of their work too.
  // Asked of someone's work ("Where does your husband work?", "What does Kees do for work?"), a sentence that has them
  // work or names their line of work speaks of it, wherever it was said.
  const ofWork = (kind: AskKind) => kind === 'work' && (asksWhatDoerDoes || passage.namesOwnWork === true || (doer !== null && doerWorks(doer, passage)));
  for (const kind of ['work', 'family', 'advice'] as const) if (kinds.has(kind) && !ofWork(kind) && !passage.kinds.includes(kind) && !passage.ownKinds.has(kind)) return false;
  // Asked when or at what time, a sentence answers only when it says a time; asked how many, how long or how old, only
  // when it says an amount (or, for how long, since when); asked who, only when it names someone.
  if (kinds.has('when') && !passage.ownKinds.has('when')) return false;
  // Asked when, where or how long a state of kin came about ("When did you get married?"), a sentence that only names a
  // wife or a husband ("make coffee for Duarte") says whom, not when the marrying was: the state's own word says it.
  if ((kinds.has('when') || kinds.has('where') || asksDuration) && !stateOfKinSaid(focus, findings, passage)) return false;
  // Asked where someone lives or stays (a verb whose commonest sense is a way of being somewhere), a sentence that says
  // where they are: that verb, one of its synonyms or narrower verbs ("stays in Glasgow"), a verb WordNet defines by
  // one of those or a word made of them ("moved to Canada": change residence), or being in a place ("he's in Boston", "a
  // nurse in Dubai"). A place named only as where someone went or drove ("drives everywhere, even to Florida") is not.
  if (kinds.has('where') && focus.some((entry, index) => entry.isVerb && isBeingSomewhere(entry.lemma) && findings[index]!.inText === 0 && findings[index]!.inContext === 0) && !saysBeingThere(passage, focus.filter((entry) => entry.isVerb && isBeingSomewhere(entry.lemma)).map((entry) => entry.lemma), focus.filter((entry) => entry.isKin || about.people.has(entry.lemma)).map((entry) => entry.lemma))) return false;
  // How many of a relation (children, sisters) is said by naming them too ("our twin boys", "our son and daughter").
  // Not how old they are, nor how many there are when it only speaks of them ("I want my grandchildren to remember …").
  const countsKin = asksKin && about.asksCount && passage.namesKin;
  if (kinds.has('amount') && !passage.saysAmount && !(asksDuration && passage.ownKinds.has('when')) && !countsKin) return false;
  // How long is said by a length of time or since when ("for eleven years", "since 2005"), not by a time of day ("the
  // shift is midnight to six").
  if (asksDuration && kinds.has('amount') && !passage.saysDuration && !passage.saysSinceWhen && !countsKin) return false;
  // How often is said by "every Friday"; how old, how much or how far only by a number: a frequency measures nothing else.
  if (kinds.has('amount') && !about.asksOften && !asksDuration && !about.asksCount && !passage.saysNumber && !countsKin) return false;
  // Asked how many of a thing, a count of that very thing ("eleven times" for how many times; "two trees" counts no
  // visits), or a number counting back to what was named before ("nine of them").
  const type = about.answerType;
  if (about.asksCount && !countsKin && !(type?.counted ? countsAsked(type.counted, focus, findings, passage) : passage.saysCount)) return false;
  // Asked for a name ("What was your father's name?", "What was the shop called?"), a name given to that thing ("my
  // father, Tom", "the shop, Gill's Food and Wine"); "Father's boat" names no father.
  if (type?.named && !namesAsked(type.named, focus, passage)) return false;
  // Asked what was made, cooked or eaten ("What did your father make?"), that doing or a kind of it done to a thing, or
  // a thing of the kind made or eaten that the question does not name itself ("the rice and peas", asked what is cooked).
  // A sentence with no doing of its own ("Tourtière on Christmas Eve, every year.") names the thing itself.
  // Asked what the person does to a thing ("What do you play for yourself?"), the doing with its object is theirs: "She
  // played it badly, and then I began to play again" has someone else play a thing.
  if (type?.doneTo && !passage.isFragment && passage.saysDoing && !holdsThingDone(type.doneTo, focus, passage, aboutSelf)) return false;
  if (kinds.has('who') && !passage.namesSomeone) return false;
  // Asked whether they themselves like a thing ("Do you like Florida?"), a sentence that speaks only of someone else of
  // theirs ("My brother Nils hates flying and drives everywhere, even to Florida") says nothing of their own liking.
  if (aboutSelf && about.asksWhether === true && (about.asking ?? []).some((verb) => LIKING_VERBS.has(verb)) && speaksOnlyOfOthers(passage)) return false;
  // Asked who someone of theirs is ("Who is your best friend?"), a sentence that names no one else, by name or as one
  // picked out ("my sister", "Selin"), says nothing of who they are: "My friends will tell you: babies." names only
  // them, and babies in general.
  const asksWhom = focus.filter((entry) => about.people.has(entry.lemma));
  // One of a kind asked ("my aunt", asked who in the family) is someone else: only the word asked itself is not.
  const identifies = (term: string) => !asksWhom.some((entry) => term === entry.lemma || term === stemOf(entry.lemma)) && !(passage.bareTerms.has(term) && passage.commonTerms.has(term));
  // Asked who a person is, a body of people ("a lot of friends from the football club") says where they are from, not who.
  if (kinds.has('who') && asksWhom.length > 0 && ![...(asksWhom.some((entry) => isPersonNoun(entry.lemma)) ? passage.personTerms : passage.someoneTerms)].some(identifies)) return false;
  // Asked who the one ranked first is ("your best friend"), a sentence that picks no one out, by name or by ranking them
  // itself or in the interview question it answered ("my closest friends"), speaks of them all ("me and the lads").
  if (kinds.has('who') && asksWhom.some((entry) => about.rankedNouns?.has(entry.lemma)) && !passage.singlesOut && !passage.contextSinglesOut && !passage.namesPersonByName) return false;
  // Asked where they have been, a sentence that names the place where they themselves went or were: "one of my violins
  // won a prize in London" and "a tea I found won a prize in London" do not say they went.
  if (about.asksBeen && !focus.some((entry) => entry.isNoun && foundIn(entry, passage.selfDoneTerms) > 0)) return false;
  // Asked what they do with someone or something, a sentence that only says who or what that is ("Astrid has been my
  // friend since school") holds no doing; a fragment answering its interview question ("Chess, mostly.") may.
  if (about.asksDoingWith && !passage.saysDoing && !passage.isFragment) return false;
  // Asked what they do with someone now, a doing told of one time ("Gwil, whom I met at the mart in 1981") is how they
  // came to know them, not what they do together.
  // Asked whether they did something ("Did you go to university?"), a wish ("So for my daughter I want university")
  // says nothing was done.
  // Asked where they have been ("Have you been to Japan?"), a wish to go ("I would love to see Japan one day") says
  // they have not.
  if ((about.asksDidSelf === true || about.asksBeen) && passage.onlyWants) return false;
  if (about.asksDoingWithNow === true && !passage.saysKeptDoing && !passage.isFragment) return false;
  // Asked for a relation of someone named ("Does Luc have children?"), "our son Luc" names Luc, a child of the person's:
  // only a relation said as someone's ("his daughters", "Luc's boys") says whether Luc has one.
  if (about.asksKinOfNamed && !focus.some((entry) => entry.isKin && foundIn(entry, passage.othersKinTerms) > 0)) return false;
  // Asked for the first or the last of something, a sentence that says it of a thing: "not even a car" names no first
  // car, and "for the first time" is a time, not a first one of anything.
  // "I started as a cleaner" says the first job as a doing: what begins or ends is the first or the last.
  for (const ordinal of ordinals) {
    const said = [...passage.text.toLowerCase().matchAll(new RegExp(`\\b${ordinal}\\s+([\\p{L}'’-]+)`, 'gu'))].map((match) => match[1]!);
    if (!said.some((next) => !TIME_NOUNS.has(next) && !['of', 'and', 'to', 'in', 'on', 'at'].includes(next)) && !saysOrdinalDoing(ordinal, passage)) return false;
  }
  // Asked what they like about something, a sentence of liking, or one the interview asked what they liked for.
  if (asksLikingAbout && !passage.ownKinds.has('likes') && !passage.kinds.includes('likes') && ![...LIKING_VERBS].some((verb) => passage.askedTerms.has(verb))) return false;
  // Asked about a relation of theirs, a sentence answers when it speaks of their family.
  // Or goes on about one whom the heading of its answer names ("When Colm was ill, …", then "What helped was …").
  if (asksKin && !passage.kinds.includes('family') && !passage.ownKinds.has('family') && !passage.underFamilyHeading) return false;
  // Asked what the person did or does, advice to someone else ("Keep some money aside for a bad year") is not it,
  // unless its interview question asked what the question asks ("what do you want people to remember you saying").
  if (aboutSelf && passage.isImperative && !kinds.has('advice') && !asksView && findings.every((finding) => finding.inContext === 0)) return false;
  // Asked what someone of theirs does, a sentence answers with that one's work or with them doing something, then or now.
  if (doer) {
    const relations = [...doer.relations];
    const namesThem = relations.some((relation) => passage.terms.has(relation) || passage.kinTerms.has(relation));
    if (!((namesThem && passage.ownKinds.has('work')) || relations.some((relation) => passage.doings.get(relation)?.has(doer.tense)))) return false;
    // Asked for their work in so many words ("What did your sister do for work?"), a sentence whose only word of work is
    // the person's own ("she minded the children so I could go back to work") says what she did, not her work.
    if (doer.ofWork === true && !saysDoerWork(doer, passage) && speaksOnlyOfOwnWork(passage)) return false;
    // Asked what they did before or after something ("before she married you"), what they did then: their work, not
    // whatever they are said to do ("Tamsin read it to me aloud").
    if ((about.framed?.size ?? 0) > 0 && !saysDoerWork(doer, passage)) return false;
  }
  const entries = focus.map((entry, index) => ({ focus: entry, found: findings[index]! }));
  // A quality asked in the superlative ("the worst time on the farm") is not answered by a sentence that ranks by its
  // opposite ("What I like best is the gather"): that is the other end of it.
  if (entries.some((entry) => entry.focus.isRanked && entry.found.inText === 0 && entry.found.inContext === 0 && foundIn(oppositeOf(entry.focus), passage.terms) > 0)) return false;
  // Asked for the worst or the best of things ("the worst time on the farm"), a sentence that picks nothing out ("Times
  // are hard for hill farmers now") says how things are in general, not which one ranks so; its interview question
  // may have asked for that very one. A superlative said of someone asked about ("your youngest son", "your oldest
  // friend") picks out whom it asks of, not what it asks for; asked who ranks so ("Who is your oldest friend?"), the
  // sentence singles someone out by that quality ("Peggy is my oldest friend"), not by another or by none.
  const asksWhoRanks = kinds.has('who');
  const ranksPeople = !asksWhoRanks && [...(about.rankedNouns ?? [])].some((noun) => about.people.has(noun));
  // A ranking with no quality of its own ("the best thing", "the best part": good) is asked by an interview question
  // that ranks at all ("your happiest memory", "what you like most").
  const ranksAlone = [...about.ranked].some((quality) => !entries.some((entry) => entry.focus.lemma === quality));
  // The worst of something ranked alone ("the worst part of the job") is said by the person's own dislike ("Hated jet
  // lag") or by a sentence that ranks so itself ("The worst is milk prices"), heading or not; an interview question
  // that asked what they like most singles out its opposite, not it.
  const ranksByOpposite = ranksAlone && [...about.ranked].some((quality) => antonymsOf(quality, 'adjective').some((opposite) => ASKING.has(opposite)));
  if (ranksByOpposite && !passage.dislikesOwn && ![...about.ranked].some((quality) => passage.rankedTerms.has(quality))) return false;
  const rankedAsked = entries.some((entry) => entry.focus.isRanked && entry.found.inContext > 0) || (ranksAlone && (ranksByOpposite || passage.contextSinglesOut));
  const singlesOutSo = asksWhoRanks ? [...about.ranked].some((quality) => passage.rankedTerms.has(quality)) || passage.contextSinglesOut : passage.singlesOut;
  if (about.ranked.size > 0 && !ranksPeople && !rankedAsked && !singlesOutSo && !passage.isFragment) return false;
  // "Your younger daughter" asks of one of several: a sentence that tells which ("Ellen is the younger", "my youngest"),
  // not one about a daughter that may be the other.
  if ([...(about.comparedPeople ?? [])].some((quality) => !passage.gradedTerms.has(quality)) && !passage.isFragment) return false;
  // "Your youngest son": a sentence that ranks someone by the opposite quality ("Declan is the eldest") names the other
  // end of them, unless it says the quality asked too.
  if (ranksPeople && [...about.ranked].some((quality) => ranksByOppositeOnly(quality, passage))) return false;
  // A verb is not asked by a noun in -ing there ("for a living" asks nothing of who lives where); a verb of its own asks
  // it in other words too ("just starting out" asks what "start out" does).
  const askedThere = (entry: (typeof entries)[number]) => (entry.found.inContext >= FOUND.context * FOUND.said && (!entry.focus.isVerb || foundIn(entry.focus, passage.contextDoingTerms) > 0)) || (entry.focus.isVerb && foundIn(entry.focus, passage.contextVerbTerms) > 0);
  const things = entries.filter((entry) => entry.focus.isNoun && !entry.focus.isTime);
  const others = entries.filter((entry) => !entry.focus.isNoun);
  // A doing asked after another ("Did you ever learn to swim?", "Who taught you to crochet?") is what is asked:
  // learning to sign, or a mother teaching a recipe, says nothing of it. The sentence before may name it ("My aunt put
  // a hook in my hand" after crochet).
  const complementUnmet = others.some((entry) => entry.focus.isVerb && about.pairs.has(`to ${entry.focus.lemma}`) && others.some((other) => other !== entry && other.focus.isVerb) && entry.found.inText === 0 && entry.found.inContext === 0);
  if (complementUnmet && things.length > 0) return false;
  const required = things.length > 0 ? things : others.length > 0 ? [] : entries;
  if (required.length > 0) {
    // A thing named in the sentence before counts when this one says another word of the question itself.
    const saysSome = entries.some((entry) => entry.found.inText > 0);
    // Asked what they like about something, a sentence that says a liking of its own goes on about what its answer named
    // before it ("I drive the tram in Marseille. … What I like most is the regulars").
    const likingOf = asksLikingAbout && passage.likesOwn;
    const isFound = (entry: (typeof entries)[number]) => entry.found.inText > 0 || entry.found.inContext > 0 || (saysSome && entry.found.nearby > 0) || (likingOf && (entry.found.nearby > 0 || (entry.found.inAnswer ?? 0) > 0));
    const missing = required.filter((entry) => !isFound(entry)).length;
    // A thing asked that the sentence names only in a clause of cause or time ("Or I am sleeping, because the night
    // shift is making my body confused", asked what they do on the night shift; "while I was away at sea") is why or
    // when something else is so, not what it tells of that thing. Asked why or when, or in a clause of its own ("What
    // did you do while he was at sea?"), that clause is what is asked; asked of someone ("What did your mother do in Hong
    // Kong?"), a clause of theirs tells of them ("when my mother was working in Hong Kong").
    const onlyInFrame = (entry: (typeof entries)[number]) => entry.found.inContext === 0 && foundIn(entry.focus, passage.terms) > 0 && foundIn(entry.focus, passage.mainClauseTerms) === 0;
    const asksOfSomeone = doer !== null || required.some((entry) => entry.focus.isKin || about.people.has(entry.focus.lemma));
    if (!about.asksWhy && !about.isFramed && !asksOfSomeone && !kinds.has('when') && required.every(onlyInFrame)) return false;
    // What the question says is done with the thing ("What bike do you ride?"): a sentence that names the thing only as
    // where something else happened ("crying on the bus") does not answer it.
    const verbs = others.filter((entry) => entry.focus.isVerb);
    // A thing found as a narrower one ("a taxi" for a car) is a setting too when that noun is one.
    const inTopic = (entry: (typeof entries)[number]) => foundIn(entry.focus, passage.topicTerms) > 0 || (entry.focus.isNoun && isNarrower(entry.focus, passage.topicKindsOfThings.get(entry.focus.lemma.replaceAll(/\s+/g, '_'))));
    const inSetting = (entry: (typeof entries)[number]) => foundIn(entry.focus, passage.settingTerms) > 0 || (entry.focus.isNoun && isNarrower(entry.focus, passage.kindsOfThings.get(entry.focus.lemma.replaceAll(/\s+/g, '_'))));
    // Nor one that names it only as someone else's ("I fixed a tourist's car", asked what car they drive).
    const othersOnly = (entry: (typeof entries)[number]) => foundIn(entry.focus, passage.othersTerms) > 0 && foundIn(entry.focus, passage.unpossessedTerms) === 0;
    // Unless the question places it there too: "at Thanksgiving" answers what is eaten at Thanksgiving.
    const onlyAsSetting = (entry: (typeof entries)[number]) => inSetting(entry) && !inTopic(entry) && !settings.has(entry.focus.lemma);
    if (verbs.length > 0 && !verbs.some(isFound) && required.every((entry) => onlyAsSetting(entry) || othersOnly(entry))) return false;
    // A setting the question places stands aside only for the doing or the thing it asks: "What did you sell on the
    // market?" is not answered by "Black pudding from Bury market", where nothing is sold. The thing made or eaten there
    // ("What do you eat at Thanksgiving?") and the one asked which of ("Which orchestra do you play in?") are its own;
    // asked what happened there, anything done there is.
    const placedOnly = (entry: (typeof entries)[number]) => settings.has(entry.focus.lemma) && !about.particular?.has(entry.focus.lemma);
    // A thing made or grown there ("in the garden with my fuchsias", asked what they grow in the garden) is what is asked.
    // Made where the question places it: in the step of the sentence that goes there, when it says the place itself ("brew,
    // the paper, then up the allotment" grows nothing on the allotment).
    const placesSaid = required.filter((entry) => placedOnly(entry) && foundIn(entry.focus, passage.terms) > 0);
    const holdsThingMade = verbs.some((entry) => makesThings(entry.focus.lemma)) && holdsThingNotAsked(focus, passage) && (placesSaid.length === 0 || passage.madeThingSteps.some((step) => placesSaid.some((entry) => foundIn(entry.focus, step.terms) > 0) && holdsThingNotAsked(focus, { ...passage, madeThingTerms: step.made })));
    if (verbs.length > 0 && !verbs.some(isFound) && !type?.doneTo && !about.asksDoer && !holdsThingMade && required.every(placedOnly)) return false;
    // Nor a sentence that names it only as a narrower thing without the doing asked (playing an instrument is not said by
    // a loom or a watch, which WordNet files as instruments too, but by one played).
    if (verbs.length > 0 && !verbs.some(isFound) && required.every((entry) => entry.found.inContext === 0 && entry.found.inText > 0 && entry.found.inText <= FOUND.narrower)) return false;
    // Asked what someone is or does ("Is your father still alive?", "Did your husband go to school?"), the people named
    // say whom it asks about and its other words what it asks: a sentence that only names them says nothing of it. A
    // state is said by its opposite too ("he died"), and whether it is still so by that one still doing something now.
    // How old or how many is asked by the amount, not by "old".
    const askedOfThem = others.filter((entry) => (entry.focus.isVerb || entry.focus.isAdjective) && !(kinds.has('amount') && entry.focus.isAdjective));
    // Asked where, when, who or how many, or for advice, that kind is what is asked and is met on its own terms.
    // Asked when someone did something ("When did Lolo pass away?"), the doing is asked too: a time said of them doing
    // something else ("with my Taid for the day") is not when they did it.
    const asksKindOnly = (['where', 'who', 'advice'] as const).some((kind) => kinds.has(kind)) || (kinds.has('when') && !askedOfThem.some((entry) => entry.focus.isVerb && !about.framed?.has(entry.focus.lemma)));
    // The same, asked whether it is so, when the others it names are a relation, a name or where it happened ("Was Uncle
    // Dai ever lost at sea?"): "Dai spent forty years at sea" names him and the sea, and says nothing of being lost.
    const isWhom = (entry: (typeof entries)[number]) => about.people.has(entry.focus.lemma) || entry.focus.isKin || KIN_WORDS.has(kinOf(entry.focus.lemma)) || !isDictionaryWord(entry.focus.lemma) || isNameOnly(entry.focus.lemma);
    const whomAndWhere = about.asksWhether === true && things.some(isWhom) && things.every((entry) => isWhom(entry) || settings.has(entry.focus.lemma));
    const whenOfWhom = kinds.has('when') && things.length > 0 && things.every(isWhom);
    if (!asksKindOnly && askedOfThem.length > 0 && (things.every((entry) => about.people.has(entry.focus.lemma)) || whomAndWhere || whenOfWhom)) {
      const stillDoing = about.asksStill && /\bstill\b/i.test(passage.text) && things.some((entry) => [entry.focus.lemma, kinOf(entry.focus.lemma)].some((relation) => passage.doings.get(relation)?.has('present')));
      // What the question's own clause asks ("what helped you"), when it has a doing, not the one framing it ("after your
      // husband died"): a sentence saying he died says nothing of what helped.
      const own = askedOfThem.filter((entry) => !about.framed?.has(entry.focus.lemma));
      // Asked what someone did before or after something ("What did your husband do before he retired?"), the sentence
      // that names their work says it, though it says nothing of the framing doing.
      const asked = own.length > 0 ? own : doer && saysDoerWork(doer, passage) ? [] : askedOfThem;
      if (!stillDoing && asked.length > 0 && !asked.some((entry) => entry.found.inText > 0 || askedThere(entry) || (entry.focus.isAdjective && foundIn(oppositeOf(entry.focus), passage.terms) > 0) || (entry.focus.isVerb && foundIn(widerOf(entry.focus), passage.terms) > 0))) return false;
    }
    // Asked whether they themselves did something with a thing ("Did you ever play rugby?"), a sentence that names the
    // thing with another doing ("we watch the rugby") says nothing of it: the doing asked, or a word of its senses, is.
    // Asked what someone named is like ("What is Jomar like?"), a sentence that names them only as whom something is
    // done for or with ("cooking the dinner for Arnel and Jomar") says nothing of them: one that speaks of them first,
    // or goes on from one that names them with "he", "she" or "they" ("… said he was the gentlest man"), describes them.
    if (about.asksDescription && things.length > 0 && things.every((entry) => isNameOnly(entry.focus.lemma) || !isDictionaryWord(entry.focus.lemma)) && !things.some((entry) => (foundIn(entry.focus, passage.subjectTerms) > 0 && saysSomethingOf(passage, entry.focus.lemma)) || (entry.found.via === 'previous' && (passage.leansBack || /\b(?:he|she|they)\b/i.test(passage.text))) || entry.found.inContext > 0)) return false;
    // A heading ("Cricket.") only names the thing: the sentence it heads says the doing ("I still play in a club"), or
    // the interview question it answers asked for a doing of theirs ("Which hobby …?": "Chess, since I was nine."), or
    // the doing is not said ("I can tell you every run Gavaskar made", asked whether they played).
    const saysAskedDoing = (entry: (typeof entries)[number]) => entry.found.inText > 0 || entry.found.inContext > 0 || foundIn(widerOf(entry.focus), passage.terms) > 0 || (passage.isFragment && (passage.contextAsksActivity || foundIn(entry.focus, passage.headedTerms) > 0 || foundIn(widerOf(entry.focus), passage.headedTerms) > 0));
    if (about.asksWhether && aboutSelf && !about.asksHaving && !about.asksOwning && (passage.saysDoing || passage.isFragment) && verbs.length > 0 && !verbs.some(saysAskedDoing)) return false;
    // Asked for advice on a doing ("Should I lend my friend money?", "Why should I finish school?"), advice that tells
    // that very doing ("Never lend money …", "Finish your study …") answers, though one thing asked it names otherwise.
    return missing === 0 || ((required.length >= 3 || tellsDoingAsked(focus, passage, kinds)) && missing === 1);
  }
  if (entries.length === 0) return kinds.size > 0;
  // Only verbs and describing words ("Can you knit?", "Are you wed?"): said in the sentence, or every one of them
  // in the interview question it answered ("your worst year": the hardest thing), one of them there as said: a word
  // of the same family alone ("live" for "life" in "an ordinary day in your life") does not say what was asked.
  if (complementUnmet) return false;
  // A quality asked in the superlative that its interview question asked too ("the worst thing that happened to you",
  // of the answer to "the hardest thing you have worked through") is that very question: what else it says of the
  // thing ranked only describes it.
  const rankedThere = others.some((entry) => about.ranked.has(entry.focus.lemma) && askedThere(entry));
  // What the question's own clause asks ("How cold was it", of "… when you first landed") is what must be said: a
  // sentence that only says the doing of the clause framing it ("Dec 2006 landing at Pearson") says when, not how cold.
  const ownClause = others.filter((entry) => !about.framed?.has(entry.focus.lemma));
  if (ownClause.length > 0 && ownClause.length < others.length && !ownClause.some((entry) => entry.found.inText > 0 || askedThere(entry))) return false;
  if (rankedThere || others.some((entry) => entry.found.inText > 0)) return true;
  // Said only by the interview question ("just starting out", "spent the most time on"), a verb asked with a time ("What
  // time do you start in the morning?", "How do you spend a day off?") needs that time found too: the verb alone is
  // the interview's word for something else.
  if (others.every((entry) => entry.focus.isVerb) && entries.some((entry) => entry.focus.isTime && entry.found.inText === 0 && entry.found.inContext === 0)) return false;
  return others.every((entry) => entry.found.inContext > 0) && others.some(askedThere);
}

// "Eldest", which WordNet holds as a word of its own, ranks by age as "oldest" does.
const RANKED_FORMS: Readonly<Record<string, string>> = { eldest: 'old' };

/** Whether a sentence ranks by a quality's opposite ("the eldest", asked for the youngest) and never by the quality. */
function ranksByOppositeOnly(quality: string, passage: Passage): boolean {
  const ranks = readWords(passage.text).filter((word) => /est$/i.test(word.text) && (word.text.toLowerCase() !== word.lemma || RANKED_FORMS[word.text.toLowerCase()] !== undefined)).map((word) => RANKED_FORMS[word.text.toLowerCase()] ?? word.lemma);
  const opposites = antonymsOf(quality, 'adjective');
  return ranks.some((rank) => opposites.includes(rank)) && !ranks.includes(quality);
}

/**
 * Whether a sentence says anything of someone it names: a verb or a describing word, or their name alone as the heading
 * of what follows ("Errol."). A list of names without either ("my mate Trevor and Keith from the depot", answering who
 * their friends are) only says who they are.
 */
function saysSomethingOf(passage: Passage, name: string): boolean {
  const words = readWords(passage.text);
  const namesOthers = words.some((word) => word.pos === 'noun' && isCapitalised(word) && (isNameOnly(word.text) || !isDictionaryWord(word.lemma)) && word.lemma !== name);
  return !namesOthers || words.some((word) => word.pos === 'adjective' || (word.pos === 'verb' && !/ing$/i.test(word.text)));
}

/**
 * Whether a sentence says an adverb a question asserts its doing with: the adverb, one of its WordNet synonyms ("once
 * more", "of late"), or a verb whose commonest definition says it ("return": go or come back to a place).
 */
function saysAdverb(adverb: string, passage: Passage): boolean {
  const words = readWords(passage.text);
  const text = ` ${words.map((word) => word.text.toLowerCase()).join(' ')} `;
  const forms = [adverb, ...relatedWords(adverb, 'adverb', ADVERB_SENSES).synonyms];
  if (forms.some((form) => text.includes(` ${form} `))) return true;
  // Of late is said by a time that is the latest of its kind too: "last spring", "this year".
  if (forms.includes('recently') && words.some((word, index) => RECENT_DETERMINERS.has(word.text.toLowerCase()) && TIME_WORDS.has(words[index + 1]?.lemma ?? ''))) return true;
  const said = new RegExp(`\\b${adverb}\\b`);
  return words.some((word) => word.pos === 'verb' && definitionsOf(word.lemma, 'verb', 1).some((definition) => said.test(definition)));
}

// The relations and their stems: what a state of kin ("married") is found by besides its own words.
const RELATION_TERMS: ReadonlySet<string> = new Set([...KIN_WORDS].flatMap((word) => [word, stemOf(word)]));

// How far up WordNet's broader verbs a verb asked is looked at for being somewhere ("reside" → live → be).
const BEING_DEPTH = 2;
// The prepositions that say where one is after "be" ("in Boston", "at the farm", "near Cork").
const BEING_PREPOSITIONS: ReadonlySet<string> = new Set([...PLACE_PREPOSITIONS].filter((preposition) => !['from', 'to', 'of', 'by'].includes(preposition)));

/** Whether a verb's commonest sense is a way of being somewhere: "live" and "stay" are kinds of being, "reside" of living. */
export function isBeingSomewhere(lemma: string): boolean {
  let level = [lemma];
  for (let step = 0; step < BEING_DEPTH && level.length > 0; step += 1) {
    level = [...new Set(level.flatMap((verb) => relatedWords(verb, 'verb', 1).broader))];
    if (level.includes('be')) return true;
  }
  return false;
}

/** Whether a verb's clause goes on to a preposition of place right before a place's name ("in Szeged", not "in 1994"). */
function placedIn(words: readonly Word[], index: number): boolean {
  for (let at = index + 1; at < words.length - 1 && !CLAUSE_END.test(words[at]!.text); at += 1) {
    const next = words[at + 1]!;
    if (BEING_PREPOSITIONS.has(words[at]!.text.toLowerCase()) && /^\p{Lu}/u.test(next.text) && next.isWord && !TIME_WORDS.has(next.lemma) && !TIME_NOUNS.has(next.lemma)) return true;
  }
  return false;
}

// The doing of going anywhere at all, as WordNet holds its commonest sense (travel: go, move, locomote).
const GOING = 'travel';

/** "He went to Cardiff and …": a verb of going itself, in the past, to a place's name, with no stay or purpose after it. */
function goneTo(words: readonly Word[], index: number): boolean {
  const word = words[index]!;
  const going = [GOING, ...relatedWords(GOING, 'verb', 1).synonyms];
  if (!going.includes(word.lemma) || word.text.toLowerCase() === word.lemma || /ing$/i.test(word.text) || words[index + 1]?.text.toLowerCase() !== 'to') return false;
  const place = words[index + 2];
  if (place === undefined || !place.isWord || !/^\p{Lu}/u.test(place.text) || TIME_WORDS.has(place.lemma)) return false;
  const clauseEnd = words.findIndex((after, at) => at > index + 2 && CLAUSE_END.test(after.text));
  return !words.slice(index + 3, clauseEnd < 0 ? undefined : clauseEnd).some((after) => ['for', 'on'].includes(after.text.toLowerCase()));
}

// How many senses of a sentence's verb are read for a definition that says being somewhere.
const BEING_DEFINITION_SENSES = 4;
const CLAUSE_END = /^(?:[.;:!?,]|and|but|or|so|because|while|although|when|until)$/i;

/** The words that say being somewhere as a verb asked does: it, its synonyms and narrower verbs, and the nouns made of them (residence). */
function beingTerms(lemma: string): Set<string> {
  const verbs = [lemma, ...relatedWords(lemma, 'verb', 1).synonyms, ...linkedWords(lemma, 'verb', 1, NARROWER).keys()].filter((verb) => !verb.includes(' ') && !AUXILIARY_VERBS.has(verb));
  return new Set([...verbs, ...verbs.flatMap((verb) => derivedWords(verb, 'verb', 1))]);
}
const AUXILIARY_VERBS: ReadonlySet<string> = new Set(['be', 'have', 'do']);

/**
 * Whether a sentence says where someone is, as a verb asked of being somewhere does: with that verb or a word of its
 * (see beingTerms), a verb of being somewhere, a verb whose definition says one of those words, or "be" before a
 * preposition of place in its clause ("he's still in Boston", "a nurse in Dubai").
 */
function saysBeingThere(passage: Passage, asked: readonly string[], whom: readonly string[] = []): boolean {
  const terms = new Set(asked.flatMap((lemma) => [...beingTerms(lemma)]));
  const words = readWordsInContext(passage.text);
  const isWhom = (word: Word | undefined) => word !== undefined && word.pos === 'noun' && whom.some((lemma) => word.lemma === lemma || kinOf(word.lemma) === kinOf(lemma));
  return words.some((word, index) => {
    // "My sister Lynne in Toowoomba has three boys", "our son in Perth": the one asked about, named with the place they
    // are in as people list their family, is there, whatever the verb after it says of them.
    const namesWhom = isWhom(word) || (isCapitalised(word) && isWhom(words[index - 1]));
    if (namesWhom && ['in', 'at', 'near'].includes(words[index + 1]?.text.toLowerCase() ?? '') && placedIn(words, index)) return true;
    if (word.pos !== 'verb') return false;
    if (word.lemma === 'be') {
      const clauseEnd = words.findIndex((after, at) => at > index && CLAUSE_END.test(after.text));
      return words.slice(index + 1, clauseEnd < 0 ? undefined : clauseEnd).some((after) => BEING_PREPOSITIONS.has(after.text.toLowerCase()));
    }
    if (terms.has(word.lemma) || isBeingSomewhere(word.lemma)) return true;
    // A doing in a place named ("runs a bakery in Szeged"), not one toward it ("drives everywhere, even to Florida").
    if (placedIn(words, index)) return true;
    // Going itself to a place named, told as done and not for a while ("he went to Cardiff and does something in
    // insurance"; not "went to Florida for a week"): the one asked is there. Driving or flying there is only a journey.
    if (goneTo(words, index)) return true;
    return definitionsOf(word.lemma, 'verb', BEING_DEFINITION_SENSES).some((definition) => definition.toLowerCase().split(/[^a-z]+/).some((said) => terms.has(said)));
  });
}

// The words by which a sentence speaks of its speaker.
const SPEAKER_WORDS: ReadonlySet<string> = new Set(['i', 'me', 'myself', 'we', 'us', 'ourselves']);

/** Whether a sentence opens on someone of the person's ("My brother Nils …") and never speaks of the person themself. */
function speaksOnlyOfOthers(passage: Passage): boolean {
  const opensOnOther = [...passage.subjectTerms].some((term) => passage.kinTerms.has(term) || passage.ownedKinTerms.has(term));
  return opensOnOther && !readWordsInContext(passage.text).some((word) => SPEAKER_WORDS.has(word.text.toLowerCase()) || SPEAKER_WORDS.has(word.lemma));
}

/** Whether each state of kin asked ("married") is said in its own words ("we wed", "our wedding") or asked by the interview question. */
function stateOfKinSaid(focus: readonly Focus[], findings: readonly Finding[], passage: Passage): boolean {
  return focus.every((entry, index) => entry.isNoun || !entry.isKin || findings[index]!.inContext > 0 || [...entry.said].some((term) => !RELATION_TERMS.has(term) && passage.terms.has(term)));
}

/**
 * Whether the only word of work a sentence says is the person's own "work" ("so I could go back to work"): no other word
 * of work, no line of work and no one named with one.
 */
function speaksOnlyOfOwnWork(passage: Passage): boolean {
  return passage.ownTerms.has('work') && !passage.namesRole && ![...passage.commonNouns].some((noun) => WORK_WORDS.has(noun) || isOccupationNoun(noun));
}

/**
 * Whether a sentence says the work of someone asked of: names it (see saysDoerWork) or, asked what they do for work,
 * has them do something to a thing in the tense asked ("Kees drives truck for the co-op"), though WordNet holds no
 * line of work for that doing.
 */
function doerWorks(doer: Doer, passage: Passage): boolean {
  return saysDoerWork(doer, passage) || (doer.ofWork === true && [...doer.relations].some((relation) => passage.thingDoings.get(relation)?.has(doer.tense)));
}

/** Whether a sentence names the work of someone asked what they do ("Derek, my husband, … he was a postman"). */
function saysDoerWork(doer: Doer, passage: Passage): boolean {
  return [...doer.relations].some((relation) => (passage.namesRole && (passage.terms.has(relation) || passage.kinTerms.has(relation))) || passage.workingKin.has(relation));
}

/**
 * Asked for advice on a doing ("Should I lend my friend money?", "Why should I finish school?"), advice that tells that
 * very doing ("Never lend money …", "Finish your study …"): the doing told is what the advice is about.
 */
export function tellsDoingAsked(focus: readonly Focus[], passage: Passage, kinds: ReadonlySet<AskKind>): boolean {
  return kinds.has('advice') && passage.isImperative && focus.some((entry) => entry.isVerb && foundIn(entry, passage.toldTerms) > 0);
}

// The doing by which a thing is the first or the last of its kind: it begins ("I started as a cleaner") or ends.
const ORDINAL_DOINGS: Record<string, string> = { first: 'begin', last: 'end' };

/** Whether a sentence says the first or the last of something as a doing of its own: "I started as a cleaner in 1958". */
function saysOrdinalDoing(ordinal: string, passage: Passage): boolean {
  const doing = ORDINAL_DOINGS[ordinal];
  if (!doing) return false;
  const verbs = [doing, ...relatedWords(doing, 'verb', 1).synonyms].filter((verb) => !verb.includes(' ') && !ASKING.has(verb));
  return verbs.some((verb) => passage.doingTerms.has(verb) || passage.doingTerms.has(stemOf(verb)));
}

/** A verb asked of someone as its synonyms in its two commonest senses ("call": phone, ring): what they do, said otherwise. */
function widerOf(focus: Focus): Focus {
  const synonyms = relatedWords(focus.lemma, 'verb', WIDER_SENSES).synonyms.filter((synonym) => !ASKING.has(synonym));
  return { ...focus, synonyms: new Set(synonyms.flatMap((synonym) => [synonym.replaceAll(/\s+/g, '_'), stemOf(synonym)])) };
}

/**
 * A state's opposite as a focus ("alive": dead, deceased, gone …), and the doings its participles are of with their
 * synonyms ("deceased": decease, die, pass away): said of someone, it answers whether they are so ("Mum passed in 2011").
 */
function oppositeOf(focus: Focus): Focus {
  const adjectives = antonymsOf(focus.lemma, 'adjective').flatMap((opposite) => [opposite, ...derivedWords(opposite, 'adjective')]);
  const doings = adjectives.flatMap((adjective) => verbOfParticiple({ text: adjective, lemma: adjective, pos: 'adjective', negated: false, isWord: true, stopWord: false })).flatMap((verb) => [verb, ...relatedWords(verb, 'verb', 1).synonyms]);
  const opposites = [...adjectives, ...doings.filter((doing) => !ASKING.has(doing))];
  return { ...focus, said: new Set(opposites.flatMap((opposite) => [opposite.replaceAll(/\s+/g, '_'), stemOf(opposite)])), synonyms: new Set() };
}

const typeFoci = new Map<string, Focus>();
/** The focus word of the thing or doing a question's answer type is tied to: the question's own, or read alone. */
function askedFocus(lemma: string, focus: readonly Focus[], pos: 'noun' | 'verb'): Focus {
  const own = focus.find((entry) => entry.lemma === lemma);
  if (own) return own;
  const key = `${pos}:${lemma}`;
  let read = typeFoci.get(key);
  if (!read) typeFoci.set(key, (read = focusOf(lemma, pos === 'noun', pos)));
  return read;
}

/**
 * Whether a sentence counts the thing asked how many of ("eleven times"), a kind of it ("three trawlers"), or counts
 * back ("nine of them"); and counts it of what was asked: a thing asked that only the sentence before names is what
 * this one counts only when it points back to it ("I have been there eleven times"), not when it counts of its own.
 */
function countsAsked(counted: string, focus: readonly Focus[], findings: readonly Finding[], passage: Passage): boolean {
  const asked = askedFocus(counted, focus, 'noun');
  const counts = passage.countedBack || foundIn(asked, passage.countedTerms) > 0 || isNarrower(asked, passage.countedKinds.get(counted.replaceAll(/\s+/g, '_')));
  const ofAnother = focus.some((entry, index) => entry.isNoun && entry.lemma !== counted && (findings[index]?.via === 'previous' || (findings[index]?.inText === 0 && findings[index]?.inContext === 0)) && !passage.hasPronoun);
  return counts && !ofAnother;
}

/** Whether a sentence gives a name to the thing whose name is asked, or opens on a name its interview question asked of it. */
function namesAsked(named: string, focus: readonly Focus[], passage: Passage): boolean {
  const asked = askedFocus(named, focus, 'noun');
  return foundIn(asked, passage.namedTerms) > 0 || isNarrower(asked, passage.namedKinds.get(named.replaceAll(/\s+/g, '_'))) || (passage.opensWithName && foundIn(asked, passage.contextTerms, true) > 0);
}

/** Whether a sentence holds what a doing asked was done to: the doing with its object, or a made thing not asked of. */
function holdsThingDone(doing: string, focus: readonly Focus[], passage: Passage, ofSelf: boolean): boolean {
  return foundIn(askedFocus(doing, focus, 'verb'), ofSelf ? passage.ownObjectDoingTerms : passage.objectDoingTerms) > 0 || holdsThingNotAsked(focus, passage);
}

/** Whether a sentence names a thing made, grown or taken in that the question does not name itself. */
function holdsThingNotAsked(focus: readonly Focus[], passage: Passage): boolean {
  const asked = new Set(focus.filter((entry) => entry.isNoun).flatMap((entry) => [...entry.said, ...entry.synonyms]));
  return [...passage.madeThingTerms].some((term) => !asked.has(term));
}
