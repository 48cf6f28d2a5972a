// The offline twin summary: places each of the person's sentences in the section it is about, by the words it uses
// (summary-lexicon.ts) and a few rules, and finds the personality tags their sentences support. Deterministic, no
// model. A sentence that fits no section goes where its question points; a memory sentence that fits none is left
// out. The paragraphs are put together from these placements in code (ground-summary.ts).
import { type TwinSummary } from '../../../../shared/contracts/twin.ts';
import { TWIN_SUMMARY_SECTIONS, TWIN_SUMMARY_TAGS_MAX, type TwinSummarySectionName } from '../../../../shared/contracts/twin-constants.ts';
import { groundTwinSummary } from '../../language/ground-summary.ts';
import type { TwinSummaryInput, TwinSummaryPlacement } from '../../contracts/twin-summary.ts';
import { isStopWord, stemWord, wordsOf } from '../../language/text.ts';
import {
  CLAUSE_BREAKS,
  DOING_ONLY_CUES,
  LEISURE_TAGS,
  LONG_SERVICE_TAG,
  NEGATION_PROOF_TAGS,
  NEGATIONS,
  OCCUPATIONS,
  OTHER_PERSON_STARTS,
  OTHER_POSSESSIVES,
  POSSESSED_FAMILY_CUES,
  RELATIONSHIP_TAGS,
  POSSESSIVES,
  SECTION_CUES,
  STRONG,
  TAG_CUES,
  TRAIT_ADJECTIVES,
} from './summary-lexicon.ts';
import { lemmaOf, readWords, wordSentiment, type Word } from '../../language/lemmas.ts';
import { derivedWords, hasPartOfSpeech, isDictionaryWord, isNameOnly, nounKinds, relatedWords } from '../../language/wordnet.ts';
import { isImperativeText, ownWordPositions, timeSettingPositions } from './twin-retrieval.ts';
import { readTwinSentences, sectionOfQuestion, type TwinSentence } from '../../language/twin-sentences.ts';

type Cue = { weight: number } & ({ kind: 'stem'; stem: string } | { kind: 'phrase'; words: string[] });

/** The cues of a list, each stem once ("gardening" and "garden" are one cue), phrases of several words first. */
function parseCues(weight: number, cues: string): Cue[] {
  const seen = new Set<string>();
  const parsed: Cue[] = [];
  for (const cue of cues.split(/\s+/).filter(Boolean)) {
    const entry: Cue = cue.startsWith('=') ? { weight, kind: 'phrase', words: cue.slice(1).toLowerCase().split('_') } : { weight, kind: 'stem', stem: stemWord(cue.toLowerCase()) };
    const key = entry.kind === 'stem' ? `stem:${entry.stem}` : `phrase:${entry.words.join(' ')}`;
    if (seen.has(key)) continue;
    seen.add(key);
    parsed.push(entry);
  }
  return parsed.sort((left, right) => cueLength(right) - cueLength(left));
}

function cueLength(cue: Cue): number {
  return cue.kind === 'phrase' ? cue.words.length : 1;
}

const SECTION_CUE_LISTS = Object.fromEntries(
  TWIN_SUMMARY_SECTIONS.map((name) => [name, SECTION_CUES[name].flatMap(([weight, cues]) => parseCues(weight, cues))]),
) as Record<TwinSummarySectionName, Cue[]>;
/** Cues found by a sentence's own stems and words, so scoring one sentence costs its length, not the lexicon's. */
function indexCues<Entry extends { cue: Cue }>(entries: Entry[]): { byStem: Map<string, Entry[]>; byFirstWord: Map<string, Entry[]> } {
  const byStem = new Map<string, Entry[]>();
  const byFirstWord = new Map<string, Entry[]>();
  for (const entry of entries) {
    const [map, key] = entry.cue.kind === 'stem' ? [byStem, entry.cue.stem] : [byFirstWord, entry.cue.words[0]!];
    const list = map.get(key);
    if (list) list.push(entry);
    else map.set(key, [entry]);
  }
  return { byStem, byFirstWord };
}

/** The indexed cues a sentence may hold, longest first, so a phrase claims its words before a single word can. */
function candidateCues<Entry extends { cue: Cue }>(index: { byStem: Map<string, Entry[]>; byFirstWord: Map<string, Entry[]> }, sentence: ReadSentence): Entry[] {
  const found = new Set<Entry>();
  for (const stem of sentence.stemIndexes.keys()) for (const entry of index.byStem.get(stem) ?? []) found.add(entry);
  for (const word of sentence.wordIndexes.keys()) for (const entry of index.byFirstWord.get(word) ?? []) found.add(entry);
  return [...found].sort((left, right) => cueLength(right.cue) - cueLength(left.cue));
}

const SECTION_CUE_INDEX = indexCues(TWIN_SUMMARY_SECTIONS.flatMap((name) => SECTION_CUE_LISTS[name].map((cue) => ({ name, cue }))));
const CUE_STEMS = new Set(TWIN_SUMMARY_SECTIONS.flatMap((name) => SECTION_CUE_LISTS[name].flatMap((cue) => (cue.kind === 'stem' ? [cue.stem] : []))));
const POSSESSED_FAMILY_STEMS = new Set(POSSESSED_FAMILY_CUES.map(stemWord));
const OCCUPATION_STEMS = new Set(OCCUPATIONS.split(/\s+/).map(stemWord));
const TAG_CUE_INDEX = indexCues(TAG_CUES.flatMap(([tag, cues]) => parseCues(1, cues).map((cue) => ({ tag, cue }))));
// The people a sentence may be about: a name said beside one of these words is learned as that kind of person.
const PERSON_SECTIONS: readonly TwinSummarySectionName[] = ['family', 'friends', 'loved_ones'];
const FIRST_PERSON = new Set(['i', "i'm", "i've", "i'd", "i'll"]);
// Words by which a person speaks of themselves or their own, besides "I".
const OWN_WORDS = new Set(['my', 'me', 'mine', 'myself', 'we', 'our', 'us', "we're", "we've"]);
// A sentence opening with these, and too little of its own to place it, continues the sentence before it.
const CONTINUING_STARTS = new Set([...OTHER_PERSON_STARTS, 'him', 'it', 'this', 'that', 'these', 'those']);
// A sentence opening with these leans on the one before for what it speaks of ("That advice has saved lives", "We met
// at school"): it goes where that one went, so the pair is read together.
const REFERRING_STARTS = new Set(['that', 'this', 'these', 'those', 'it', 'we', 'he', 'she', 'they']);
// "If I ever had grandchildren", "I would love to travel": what follows is not something the person is or does.
const HYPOTHETICAL_WORDS = new Set(['if', 'would', "i'd", 'could', 'might', 'wish', 'someday', 'hope']);
// Words that say a sentence is about money: "save" speaks of thrift only beside one of them ("saved lives" does not).
const MONEY_STEMS = new Set(['money', 'debt', 'debts', 'pay', 'paid', 'bill', 'bills', 'borrow', 'borrowed', 'spend', 'spent', 'pound', 'pounds', 'penny', 'pennies', 'budget', 'cash', 'price', 'cost', 'afford', 'wage', 'wages', 'salary', 'euro', 'euros', 'dollar', 'dollars', 'bank', 'thrift', 'thrifty', 'frugal'].map(stemWord).filter((stem) => stem !== stemWord('saved')));
const MONEY_TAG = 'careful with money';
// "Save a little every month" is advice to others; "I put a little by every week" says the person does it. Of the
// tags advice may show, these speak of a habit, not a value: they need the person's own doing.
const HABIT_TAGS = new Set([MONEY_TAG, 'hard-working']);
// The tag of growing things, and the words that say a plant is grown ("I grow tomatoes", "flowers I had grown
// myself"), not picked, pressed or sold ("Pressing flowers").
const GARDEN_TAG = 'gardener';
const COOKING_TAG = 'loves cooking';
// The verbs of cooking: "cook", what WordNet holds as doing it ("make", "prepare"), and its kinds ("bake", "roast").
const COOKING_VERB = 'cook';
const COOKING_SENSES = 2;

/** A verb of cooking: "cook", one of its WordNet synonyms, or a kind of it ("bake", "fry"). */
function isCookingVerb(lemma: string): boolean {
  return lemma === COOKING_VERB || relatedWords(COOKING_VERB, 'verb', COOKING_SENSES).synonyms.includes(lemma) || relatedWords(lemma, 'verb', 1).broader.includes(COOKING_VERB);
}
// "Write the weather in my book": a book written in is a notebook, not reading.
const READING_TAG = 'book lover';
const WRITING_LEMMAS = new Set(['write', 'jot', 'note', 'record', 'log']);
const WRITING_REACH = 5;
const GROWING_LEMMAS = new Set(['grow', 'plant', 'sow', 'prune', 'weed', 'tend', 'harvest', 'dig', 'garden']);
const GARDEN_STEMS = new Set(['garden', 'gardening', 'allotment'].map(stemWord));
// A sentence opening on these has someone or something else as its subject ("He drove a bus for thirty years", "That
// advice has saved lives"): it shows only how the person is with others, never a trait of their own.
const OTHER_SUBJECT_STARTS = new Set(['he', 'she', 'they', 'that', 'this', 'these', 'those', 'it', "he's", "she's", "they're", "it's", "that's"]);
// Tags that say what a person values: advice they give shows them.
const VALUE_TAGS = new Set([...NEGATION_PROOF_TAGS, 'caring', 'patient', 'respectful', 'fair-minded', 'family-first']);
const NOT_NAMES = new Set(
  'monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october november december christmas easter god'.split(' '),
);
// How far from "sister" or "friend" a name may stand to be learned as one.
const NAME_REACH = 3;
// The question's pull: enough to decide a sentence with one weak cue elsewhere, not one that names another subject.
const QUESTION_PULL = 1.5;
// A second section only when the sentence clearly speaks to it as well.

interface ReadSentence extends TwinSentence {
  words: string[];
  stems: string[];
  /** Where each word and each stem occurs: a cue is looked up, not searched for. */
  wordIndexes: Map<string, number[]>;
  stemIndexes: Map<string, number[]>;
}

/** The indexes where `cue` occurs in the sentence. */
function matchesOf(cue: Cue, sentence: ReadSentence): number[] {
  if (cue.kind === 'stem') return sentence.stemIndexes.get(cue.stem) ?? [];
  const { words } = cue;
  return (sentence.wordIndexes.get(words[0]!) ?? []).filter((index) => words.every((word, offset) => sentence.words[index + offset] === word));
}

function indexesOf(values: string[]): Map<string, number[]> {
  const indexes = new Map<string, number[]>();
  values.forEach((value, index) => {
    const list = indexes.get(value);
    if (list) list.push(index);
    else indexes.set(value, [index]);
  });
  return indexes;
}

function isNegated(words: string[], index: number): boolean {
  for (let before = index - 1; before >= Math.max(0, index - 4); before -= 1) {
    const word = words[before]!;
    if (CLAUSE_BREAKS.has(word)) return false;
    if (NEGATIONS.has(word)) return true;
  }
  return false;
}

// Verbs of being and having: "We never had much money" says how things were, not what the person does.
const STATE_VERBS = new Set(['be', 'is', 'am', 'are', 'was', 'were', 'been', 'have', 'has', 'had']);
// "As children", "as a boy": what the person did as a child, not what they are.
const CHILDHOOD_FRAME = /\bas (?:a )?(?:child|children|kid|kids|boy|boys|girl|girls|youngster|youngsters)\b/;
// The interview question about a childhood memory.
const CHILDHOOD_QUESTION = 18;
// The interview question about a subject the person could talk about for hours: named alone, a subject of talk.
const SUBJECT_QUESTION = 11;
// The interview question about what the person does or did for a living: years said in answer to it are years of work.
const WORK_QUESTION = 12;
// A word this unfavourable ("hopeless at gardening", "how badly we sing") says the person is bad at it, not that they love it.
const UNFAVOURABLE = -0.3;
// Sections whose sentences speak of what the person does for pleasure: where a leisure tag's best line is.
const LEISURE_SECTIONS: ReadonlySet<TwinSummarySectionName> = new Set(['hobby', 'interest', 'friends']);

/** "Gwyn does all the baking": a sentence whose subject is someone else, with no word of the speaker's in it. */
function opensWithSomeoneElse(sentence: ReadSentence): boolean {
  if (sentence.words.some((word) => FIRST_PERSON.has(word) || OWN_WORDS.has(word))) return false;
  const words = readWords(sentence.text).filter((word) => word.isWord);
  const [first, second, third] = words;
  if (!first || first.pos !== 'noun' || !isNameOnly(first.text)) return OTHER_PERSON_STARTS.has(first?.text.toLowerCase() ?? '') && second?.pos === 'verb';
  return second?.pos === 'verb' || (second?.pos === 'adverb' && third?.pos === 'verb');
}

/**
 * "We never had much money", "we had no money at all": the negation is of how things were (being or having), not of
 * something the person does. Having none of something unwelcome ("I have no debt") is still how they keep things.
 */
function negatesState(words: string[], index: number): boolean {
  for (let before = index - 1; before >= Math.max(0, index - 4); before -= 1) {
    if (!NEGATIONS.has(words[before]!)) continue;
    const hadNone = STATE_VERBS.has(words[before - 1] ?? '') && wordSentiment(lemmaOf(words[index]!)) >= 0;
    return hadNone || words.slice(before + 1, index).some((word) => STATE_VERBS.has(word));
  }
  return false;
}

/** Why a sentence cannot show a leisure tag of the person: about childhood, an unfavourable word, or naming their job. */
function showsNoLeisure(sentence: ReadSentence): boolean {
  if (sentence.questionNumber === CHILDHOOD_QUESTION || CHILDHOOD_FRAME.test(sentence.words.join(' '))) return true;
  // "The plants of the cloud forest.", said of what they could talk about for hours: a subject named, not done.
  if (sentence.questionNumber === SUBJECT_QUESTION && !sentence.words.some((word) => FIRST_PERSON.has(word))) return true;
  // "I was a postman … and knew every dog on the round": a job named as theirs ("a postman", "as a nurse", not "I cook").
  if (ownOccupation(sentence) && sentence.stems.some((stem, index) => OCCUPATION_STEMS.has(stem) && ['a', 'an', 'as'].includes(sentence.words[index - 1] ?? ''))) return true;
  return readWords(sentence.text).some((word) => (word.pos === 'adjective' || word.pos === 'adverb') && wordSentiment(word.text) <= UNFAVOURABLE);
}

// Verbs of liking: "I love to read" is a pleasure, "up at six to mark books" a task.
const LIKING_LEMMAS = new Set(['love', 'like', 'enjoy', 'adore', 'want', 'prefer', 'learn', 'go']);
// Pronouns by which a sentence speaks of someone else doing something ("while he cooks").
const OTHER_SUBJECTS = new Set(['he', 'she', 'they', 'it']);

/** Where the word at `index` of the sentence's words is among the model's tokens (matched by occurrence). */
function modelPositionOf(sentence: ReadSentence, index: number): number | undefined {
  const text = sentence.words[index]!;
  const occurrence = sentence.words.slice(0, index).filter((word) => word === text).length;
  return readWords(sentence.text)
    .map((word, position) => (word.text.toLowerCase() === text ? position : -1))
    .filter((position) => position >= 0)[occurrence];
}

/** The model's reading of the word at `index` of the sentence's words, with the tokens beside it (matched by occurrence). */
function modelWordAt(sentence: ReadSentence, index: number): { word: Word; before: Word | undefined; after: Word | undefined } | null {
  const at = modelPositionOf(sentence, index);
  const words = readWords(sentence.text);
  return at === undefined ? null : { word: words[at]!, before: words[at - 1], after: words[at + 1] };
}

// Tags of how the person is with others, shown by what they say of them ("My oldest friend is Teresa", "Family comes
// first"), and what others did for them ("My daughters got me through it"): the only ones a clause about someone else
// may show.
const SAID_OF_OTHERS_TAGS = new Set(['loyal friend', 'family-first', 'sociable', 'resilient']);
// Of those, the ones that must have the person as what the clause does to ("got me through it"): "her women never give
// up" is theirs.
const DONE_FOR_THEM_TAGS = new Set(['resilient']);
const OBJECT_PRONOUNS = new Set(['me', 'us']);
// Words around a cue's first word in which the person is named as its object ("helped us get through", "got me through").
const DONE_FOR_REACH = 3;

/** Someone else's clause may show the tag: it is one of how the person is with others, or done for them. */
function saidOfThem(tag: string, sentence: ReadSentence, index: number): boolean {
  if (!SAID_OF_OTHERS_TAGS.has(tag)) return false;
  return !DONE_FOR_THEM_TAGS.has(tag) || sentence.words.slice(Math.max(0, index - DONE_FOR_REACH), index + DONE_FOR_REACH + 1).some((word) => OBJECT_PRONOUNS.has(word));
}

/**
 * The cue at `index` is in a clause in which the person speaks of themselves ("I sketch old buildings", "Braiding
 * hair."), not in someone else's ("my dad played them in the taxi", "a good friend who built something", "they have
 * given me four grandchildren").
 */
function isOwnClause(sentence: ReadSentence, index: number, own: ReadonlySet<number>): boolean {
  const position = modelPositionOf(sentence, index);
  return position === undefined || own.has(position);
}

/** The cue at `index` names when something else is done ("after a run of night shifts"), not what the person does. */
function isSetting(sentence: ReadSentence, index: number, settings: ReadonlySet<number>): boolean {
  const position = modelPositionOf(sentence, index);
  return position !== undefined && settings.has(position);
}

// Tags of devotion to someone: shown only by a line in which the person speaks as themselves with them ("my
// grandchildren", "I read to Chloe"), not one that only names them ("which the grandchildren pretend to like").
const DEVOTION_TAGS = new Set(['devoted parent', 'devoted grandparent']);

/**
 * Why a leisure cue does not show the person doing it: a subject of talk ("argue about the football"), someone
 * else doing it ("while he cooks", "people running for the bus"), or naming a thing ("a climbing wall").
 */
function isNotTheirActivity(sentence: ReadSentence, index: number): boolean {
  if (sentence.words.slice(Math.max(0, index - 2), index).includes('about')) return true;
  // "Up at six to mark books": done for a purpose, unless what comes before is liking it ("I love to read books").
  const to = sentence.words.lastIndexOf('to', index - 1);
  if (to >= 0 && index - to <= 3 && !LIKING_LEMMAS.has(lemmaOf(sentence.words[to - 1] ?? ''))) return true;
  const read = modelWordAt(sentence, index);
  if (!read) return false;
  const { word, before, after } = read;
  // "A roadhouse outside Meekatharra": a word of place said as a preposition is no activity.
  if (word.pos === 'other') return true;
  // "The Black Forest", "the Great Northern": part of a name, not something done.
  if (before?.isWord && /^\p{Lu}/u.test(word.text)) return true;
  if (word.pos === 'verb' && before && (OTHER_SUBJECTS.has(before.text.toLowerCase()) || before.pos === 'noun')) return true;
  // "Painting tiny flowers on nails": a thing that another activity is done to belongs to that activity.
  if (word.pos === 'noun' && doneByAnotherActivity(sentence, index)) return true;
  return word.pos === 'noun' && after?.pos === 'noun' && !/^\p{Lu}/u.test(after.text);
}

// How far back the verb a noun is the object of is looked for ("painting tiny pink flowers").
const OBJECT_REACH = 3;

/** The leisure tags whose one-word cue is the word at `index` ("painting" → creative). */
function leisureTagsAt(sentence: ReadSentence, index: number): Set<string> {
  const entries = [...(TAG_CUE_INDEX.byStem.get(sentence.stems[index]!) ?? []), ...(TAG_CUE_INDEX.byFirstWord.get(sentence.words[index]!) ?? []).filter(({ cue }) => cue.kind === 'phrase' && cue.words.length === 1)];
  return new Set(entries.filter(({ tag }) => LEISURE_TAGS.has(tag)).map(({ tag }) => tag));
}

/** The noun at `index` is what a verb right before it does, and that verb is the cue of another leisure tag. */
function doneByAnotherActivity(sentence: ReadSentence, index: number): boolean {
  const own = leisureTagsAt(sentence, index);
  for (let at = index - 1; at >= Math.max(0, index - OBJECT_REACH); at -= 1) {
    const read = modelWordAt(sentence, at);
    if (!read) return false;
    if (read.word.pos === 'adjective' || ['a', 'an', 'the', 'some'].includes(read.word.text.toLowerCase())) continue;
    if (!(read.word.pos === 'verb' || /ing$/i.test(read.word.text))) return false;
    return [...leisureTagsAt(sentence, at)].some((tag) => !own.has(tag));
  }
  return false;
}

const ARTICLES = new Set(['a', 'an', 'the']);
// Words that open a clause describing something named before them ("a cricket match where everybody cheats").
const RELATIVE_WORDS = new Set(['where', 'when', 'which', 'who', 'whom', 'whose', 'that', 'while']);

/**
 * "Christmas lunch on the beach, prawns and a cricket match where everybody cheats": a main clause with no verb and
 * nothing of the person's names things. Said of what they do for pleasure (a hobby, what they love, what they do with
 * friends) a named pastime is theirs ("Cricket."); said of anything else (a family tradition) it is no pastime of theirs.
 */
function namesThingsOnly(sentence: ReadSentence): boolean {
  if (sentence.words.some((word) => FIRST_PERSON.has(word) || OWN_WORDS.has(word))) return false;
  const asked = sentence.questionNumber === null ? null : sectionOfQuestion(sentence.questionNumber);
  if (asked !== null && LEISURE_SECTIONS.has(asked)) return false;
  const words = readWords(sentence.text);
  const relative = words.findIndex((word, index) => index > 0 && RELATIVE_WORDS.has(word.text.toLowerCase()));
  // "a cricket match", "a touch rugby match": a word read as a verb right after "a" and nouns is their head, when it can be one.
  const isCompoundHead = (index: number) => {
    let at = index - 1;
    while (at >= 0 && words[at]!.pos === 'noun') at -= 1;
    return at < index - 1 && ARTICLES.has(words[at]?.text.toLowerCase() ?? '') && hasPartOfSpeech(words[index]!.lemma, 'noun');
  };
  return !(relative < 0 ? words : words.slice(0, relative)).some((word, index) => word.pos === 'verb' && !isCompoundHead(index));
}

// The tag whose cues are mostly places ("hills", "river", "beach"): it is of something done there, not of a place.
const PLACE_TAG = 'outdoorsy';
// WordNet's kinds of a place to be out in: a natural object ("hill", "sea", "creek") or a location ("outdoors").
const PLACE_KINDS = new Set(['object', 'location']);

/**
 * "The hills above Tolaga Bay at lambing time", "The sea at Sagres has stayed with me": a place named, with no verb
 * before it of what is done there ("we walk the hills", "I swim in the sea"), says where the person's heart is, not
 * that they are out in it.
 */
function namesPlaceOnly(sentence: ReadSentence, index: number): boolean {
  const at = modelPositionOf(sentence, index);
  if (at === undefined) return false;
  const words = readWords(sentence.text);
  const word = words[at]!;
  if (word.pos !== 'noun' || !nounKinds(word.lemma, 1).some((kind) => PLACE_KINDS.has(kind))) return false;
  return !words.slice(0, at).some((before) => before.pos === 'verb');
}

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

// Forms of "be" by which a trait is said of its subject ("I am patient", "I have always been frugal", "I'm kind").
const BE_FORMS = new Set(['am', 'was', 'been', 'be', "i'm"]);
// Words that may stand between "I am" and the trait ("I am a very patient man", "I was always more frugal").
const DEGREE_WORDS = new Set(['a', 'an', 'very', 'quite', 'always', 'really', 'so', 'pretty', 'fairly', 'rather', 'too', 'still', 'usually', 'generally', 'just', 'naturally', 'truly']);
// What may stand between the subject and "be" ("I have always been", "I think I am").
const AUXILIARIES = new Set(['have', "i've", 'always', 'never', 'ever', 'had', 'will', 'do']);

/**
 * The trait tags a sentence says of the person in an adjective: its subject is "I" and its verb "be" ("I am patient",
 * "I have always been thrifty", "I'm a dependable sort"), or it opens on "Being" ("Being straight with people"). Not
 * negated ("I'm not patient"), not wished or supposed ("I wish I were more patient"), not someone else's ("my brother is
 * generous", "he is the patient one").
 */
function traitsSaidOfSelf(sentence: ReadSentence): string[] {
  const traits = traitAdjectives();
  const words = sentence.words;
  const found: string[] = [];
  words.forEach((word, index) => {
    const tag = traits.get(word) ?? traits.get(lemmaOf(word));
    if (tag === undefined || isHypothetical(words, index) || isNegated(words, index)) return;
    let at = index - 1;
    while (at >= 0 && (DEGREE_WORDS.has(words[at]!) || words[at] === 'more')) at -= 1;
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

/** The word at `index` is where something is written ("write the weather in my book"). */
function isWrittenIn(sentence: ReadSentence, index: number): boolean {
  const words = readWords(sentence.text);
  const at = modelPositionOf(sentence, index);
  if (at === undefined) return false;
  return words.slice(Math.max(0, at - WRITING_REACH), at).some((word) => word.pos === 'verb' && WRITING_LEMMAS.has(word.lemma));
}

/** "Rui built the trellis", "Gwyn does all the baking": a sentence about someone by name, with nothing of the speaker in it. */
function isSomeoneNamed(sentence: ReadSentence): boolean {
  if (sentence.words.some((word) => FIRST_PERSON.has(word) || OWN_WORDS.has(word))) return false;
  const first = /^\p{Lu}[\p{L}'’-]*/u.exec(sentence.text.trim())?.[0];
  return first !== undefined && first !== 'I' && !isStopWord(first.toLowerCase()) && !isDictionaryWord(lemmaOf(first.toLowerCase()));
}

// Forms of "be" by which a person is said not to be something ("I have never been much of a cook").
const BEING_FORMS = new Set(['be', 'been', 'am', 'is', 'was', 'are', 'were', "isn't", "wasn't"]);
// Words of how much that may stand between the denial and what is denied ("never been much of a cook", "not one for").
const DENIAL_FILLERS = new Set(['much', 'of', 'a', 'an', 'the', 'one', 'for', 'really', 'ever', 'very', 'big', 'great', 'into', 'my']);
const EMPHASIS_WORDS = new Set(['just', 'only', 'merely', 'simply']);
// How far back, within its clause, a denial of being reaches ("never been much of a cook").
const DENIAL_REACH = 7;

/**
 * "I have never been much of a cook", "Cooking is not for me", "Golf was never my thing": the person is said not to be
 * it, or it is said not to be theirs, by a negation beside "be" in the cue's clause.
 */
function deniesBeing(words: string[], index: number): boolean {
  for (let before = index - 1; before >= Math.max(0, index - DENIAL_REACH); before -= 1) {
    if (CLAUSE_BREAKS.has(words[before]!)) break;
    // Only "be" and words of how much stand between: "there is no better feeling than swimming" praises it.
    const between = words.slice(before + 1, index);
    if (NEGATIONS.has(words[before]!) && (BEING_FORMS.has(words[before + 1] ?? '') || BEING_FORMS.has(words[before - 1] ?? '')) && between.every((word) => BEING_FORMS.has(word) || DENIAL_FILLERS.has(word))) return true;
  }
  const [next, after] = [words[index + 1] ?? '', words[index + 2] ?? ''];
  const negated = (BEING_FORMS.has(next) && NEGATIONS.has(after)) || next === "isn't" || next === "wasn't";
  // "Music is not just a hobby for me": more than it, not less.
  const more = words.slice(index + 2, index + 5).some((word) => EMPHASIS_WORDS.has(word));
  return negated && !more;
}

// Verbs of wanting or meaning to ("I always wanted to learn the piano", "I dream of sailing to Tonga").
const DESIRE_LEMMAS = new Set(['want', 'wish', 'dream', 'plan', 'hope', 'intend', 'mean', 'long', 'yearn']);
// Modals that, before "have", say what did not happen ("I should have travelled more").
// ("I must have walked every hill in Wales" says what surely happened.)
const UNREAL_MODALS = new Set(['should', 'could', 'would', 'might']);

/**
 * The cue at `index` is only wanted, planned or regretted, not done: after a verb of wanting with "to" or "of", "going
 * to", or "should have" in its clause.
 */
function isOnlyWanted(words: string[], index: number): boolean {
  for (let at = index - 1; at >= 0; at -= 1) {
    const word = words[at]!;
    if (CLAUSE_BREAKS.has(word)) return false;
    const next = words[at + 1] ?? '';
    // "I am going to learn", not "I love going to the hills".
    const isFuture = word === 'going' && (BEING_FORMS.has(words[at - 1] ?? '') || ["i'm", "we're"].includes(words[at - 1] ?? ''));
    if ((next === 'to' || next === 'of') && (DESIRE_LEMMAS.has(lemmaOf(word)) || isFuture)) return true;
    if (word === 'have' && UNREAL_MODALS.has(words[at - 1] ?? '')) return true;
  }
  return false;
}

/** "If my grandchildren ever ask", "I would love to travel": the word is in a clause of what might be, not what is. */
function isHypothetical(words: string[], index: number): boolean {
  return words.slice(0, index).some((word) => HYPOTHETICAL_WORDS.has(word));
}

// How far back over the words describing a noun ("parade" in "the Governor's parade horse") its owner is looked for.
const OWNER_REACH = 2;
// Possessives of time ("a day's fishing", "a week's walk") say how long, not whose.
const TIME_POSSESSIVES = new Set(['day', 'week', 'month', 'year', 'night', 'hour', 'minute', 'summer', 'winter', 'weekend', 'today', 'tomorrow', 'yesterday', 'life', 'lifetime']);

/** "Her patience", "his honesty", "the Governor's parade horse": the word is said of someone else, or is theirs. */
function isSomeoneElses(words: string[], index: number): boolean {
  for (let at = index - 1; at >= Math.max(0, index - OWNER_REACH); at -= 1) {
    const word = words[at]!;
    if (OTHER_POSSESSIVES.has(word)) return true;
    const owner = /^(.+)['’]s$/u.exec(word)?.[1];
    if (owner !== undefined && !isStopWord(word) && !isStopWord(owner) && !TIME_POSSESSIVES.has(owner)) return true;
    // Only a word describing the noun stands between it and its owner.
    if (isStopWord(word)) return false;
  }
  return false;
}

// Words that report what someone said.
const SAYING_WORDS = new Set(['saying', 'sayings', 'said', 'says', 'say', 'motto', 'mottos', 'words']);
const OWN_SPEAKERS = new Set(['i', 'my', 'we', 'our']);

/**
 * The sentence gives someone else's words: a saying or words introduced as another's ("my mother's saying: …", "her
 * saying is that …", "Dad always said …"), not the person's own ("I always say", "my motto").
 */
function reportsSomeoneElse(sentence: ReadSentence): boolean {
  return sentence.words.some((word, index) => {
    if (!SAYING_WORDS.has(word)) return false;
    const before = sentence.words.slice(Math.max(0, index - 3), index);
    if (before.some((entry) => OWN_SPEAKERS.has(entry)) && !before.some((entry) => /['’]s$/.test(entry) || OTHER_POSSESSIVES.has(entry))) return false;
    // "Her saying", "my mother's saying", "Dad always said", "he says".
    return before.some((entry) => /['’]s$/.test(entry) || OTHER_POSSESSIVES.has(entry) || OTHER_PERSON_STARTS.has(entry)) || (index > 0 && (word === 'said' || word === 'says') && !OWN_SPEAKERS.has(before.at(-1) ?? '') && isSomeoneBefore(sentence, index));
  });
}

// Verbs that say what someone ought to do ("People should save", "Young people must not").
const MODAL_WORDS = new Set(['should', 'must', 'ought', "shouldn't", "mustn't"]);

/**
 * "People should save a bit from every pay", "Young people should not waste their money": what someone other than the
 * person ought to do is advice to others, as an imperative is; "I should have …" is the person's own, and "people should
 * laugh about that, given my job" speaks of the person.
 */
function advisesOthers(sentence: ReadSentence): boolean {
  if (sentence.words.some((word) => FIRST_PERSON.has(word) || OWN_WORDS.has(word))) return false;
  const words = readWords(sentence.text);
  const modal = words.findIndex((word) => MODAL_WORDS.has(word.text.toLowerCase()));
  // The modal has a subject of its own before it ("People", "Everyone", "You"), in its clause.
  return modal > 0 && words.slice(0, modal).some((word) => word.pos === 'noun' || ['you', 'everyone', 'everybody', 'anyone', 'anybody', 'they', 'one'].includes(word.text.toLowerCase()));
}

// Words by which the person themselves is the one saying something ("As I always say", "remember me saying").
const SELF_SPEAKERS = new Set([...FIRST_PERSON, 'me', 'we', 'us']);

/**
 * "My koro used to say …", "As my mother would say …": a verb of saying whose subject, the nearest noun or pronoun
 * before it in its clause, is someone other than the person. What follows is their words.
 */
function quotesSomeoneElse(sentence: ReadSentence): boolean {
  return quotedFrom(sentence) !== undefined;
}

/** Where someone else's words begin in the sentence (its words' index of their verb of saying), if it gives them. */
function quotedFrom(sentence: ReadSentence): number | undefined {
  const words = readWords(sentence.text);
  const verb = words.find((word, index) => {
    // "The strangest things patients say.": a verb of saying with nothing after it gives no one's words.
    if (word.pos !== 'verb' || word.lemma !== 'say' || !words[index + 1]?.isWord) return false;
    for (let at = index - 1; at >= 0; at -= 1) {
      const before = words[at]!;
      const text = before.text.toLowerCase();
      if (CLAUSE_BREAKS.has(text) || !before.isWord) return false;
      if (SELF_SPEAKERS.has(text)) return false;
      if (before.pos === 'noun' || OTHER_SUBJECTS.has(text) || text === 'they') return true;
    }
    return false;
  });
  if (!verb) return undefined;
  const at = sentence.words.indexOf(verb.text.toLowerCase());
  return at < 0 ? undefined : at;
}

/** A person is named in the words right before `index` ("Dad always said", "Nan says"). */
function isSomeoneBefore(sentence: ReadSentence, index: number): boolean {
  return sentence.words.slice(Math.max(0, index - 3), index).some((word) => PERSON_SECTIONS.some((name) => SECTION_CUE_LISTS[name].some((cue) => cue.weight >= STRONG && cue.kind === 'stem' && cue.stem === stemWord(word))));
}

/** "My sister works as a nurse", "He was a teacher": the sentence is about another person, not the speaker. */
function isAboutSomeoneElse(sentence: ReadSentence): boolean {
  const [first, second, third] = sentence.words;
  if (sentence.words.slice(0, 6).some((word) => FIRST_PERSON.has(word))) return false;
  if (first !== undefined && OTHER_PERSON_STARTS.has(first)) return true;
  if (first !== 'my' && first !== 'our') return false;
  const named = [second, third].filter((word): word is string => word !== undefined).map(stemWord);
  return PERSON_SECTIONS.some((name) => SECTION_CUE_LISTS[name].some((cue) => cue.weight >= STRONG && cue.kind === 'stem' && named.includes(cue.stem)));
}

/** "I was a nurse", "I'm a structural engineer": a job the speaker names as their own. */
function ownOccupation(sentence: ReadSentence): boolean {
  return sentence.stems.some((stem, index) => OCCUPATION_STEMS.has(stem) && sentence.words.slice(Math.max(0, index - 6), index).some((word) => FIRST_PERSON.has(word)));
}

/** The capitalised words of a sentence that may be names (not the pronoun I, days or months). */
function candidateNames(text: string): string[] {
  return (text.match(/\p{Lu}[\p{Ll}’'-]+/gu) ?? []).map((word) => word.toLowerCase()).filter((word) => !NOT_NAMES.has(word) && wordsOf(word).length === 1);
}

/**
 * Names the person introduced beside a relation ("my sister Anna", "my closest friend is Lena"): a later sentence that
 * mentions Anna speaks of family. A name met beside two kinds of relation is left out.
 */
function learnNames(sentences: ReadSentence[]): Map<string, TwinSummarySectionName> {
  const names = new Map<string, TwinSummarySectionName | null>();
  for (const sentence of sentences) {
    const roles = PERSON_SECTIONS.flatMap((name) =>
      SECTION_CUE_LISTS[name].filter((cue) => cue.weight >= STRONG).flatMap((cue) => matchesOf(cue, sentence).map((index) => ({ name, index }))),
    );
    const kinds = new Set(roles.map((role) => role.name));
    if (kinds.size !== 1) continue;
    const kind = roles[0]!.name;
    const candidates = new Set(candidateNames(sentence.text));
    sentence.words.forEach((word, index) => {
      if (!candidates.has(word) || isStopWord(word) || CUE_STEMS.has(stemWord(word)) || word.length < 2) return;
      // "My sister Anna", "Lena, my closest friend": the name stands next to the word that says who they are.
      if (!roles.some((role) => Math.abs(role.index - index) <= NAME_REACH)) return;
      const known = names.get(word);
      names.set(word, known === undefined || known === kind ? kind : null);
    });
  }
  return new Map([...names].filter((entry): entry is [string, TwinSummarySectionName] => entry[1] !== null));
}

/** "My children", "Family comes first": a family word that names the person's own. */
function isPossessed(words: string[], index: number): boolean {
  return index === 0 || words.slice(Math.max(0, index - 3), index).some((word) => POSSESSIVES.has(word));
}

/** How strongly the sentence's own words speak to each section. */
function scoresOf(sentence: ReadSentence, names: Map<string, TwinSummarySectionName>): Record<TwinSummarySectionName, number> {
  const scores = Object.fromEntries(TWIN_SUMMARY_SECTIONS.map((name) => [name, 0])) as Record<TwinSummarySectionName, number>;
  // Another person's job or virtue is part of what is said about them, not of the speaker's working life or values.
  const isOther = isAboutSomeoneElse(sentence);
  // A word inside a longer cue ("hard work", "family doctor") counts for that cue only.
  const used = new Set<number>();
  const cues = candidateCues(SECTION_CUE_INDEX, sentence);
  const counted = new Set<Cue>();
  const aside = asideStart(sentence);
  const times: { name: TwinSummarySectionName; cue: Cue }[] = [];
  for (const { name, cue } of cues) {
    if (isOther && (name === 'work_life' || name === 'values')) continue;
    const found = matchesOf(cue, sentence).filter((index) => {
      if (used.has(index) || index >= aside) return false;
      if (name === 'values' && isSomeoneElses(sentence.words, index)) return false;
      if (name === 'family' && cue.kind === 'stem' && POSSESSED_FAMILY_STEMS.has(cue.stem) && !isPossessed(sentence.words, index)) return false;
      return true;
    });
    if (found.length === 0) continue;
    if (cue.kind === 'phrase') for (const index of found) for (let offset = 0; offset < cue.words.length; offset += 1) used.add(index + offset);
    // One cue counts once, however often it is repeated.
    if (!counted.has(cue)) {
      counted.add(cue);
      scores[name] += cue.weight;
      if (isTimeOfDay(cue)) times.push({ name, cue });
    }
  }
  // "At night I read to my son": a time of day says when, not what the sentence is about; it files the sentence only
  // when nothing else in it does.
  for (const { name, cue } of times) if (TWIN_SUMMARY_SECTIONS.some((other) => other !== name && scores[other] >= STRONG)) scores[name] -= cue.weight;
  if (!isOther && ownOccupation(sentence)) scores.work_life += STRONG;
  // "I fished out of Galway Bay for forty years", said of what they do for a living: years of it are their work.
  else if (!isOther && sentence.questionNumber === WORK_QUESTION && isLongService(sentence)) scores.work_life += STRONG;
  const mentioned = new Set<string>();
  for (const word of sentence.words.slice(0, aside)) {
    const section = names.get(word);
    if (section && !mentioned.has(word)) {
      mentioned.add(word);
      scores[section] += STRONG;
    }
  }
  return scores;
}

// Words that open a phrase of when ("at night", "every morning", "in the evening").
const TIME_OPENERS = new Set(['at', 'in', 'every', 'each', 'on']);

/** A cue that is a phrase of when: a preposition or "every" before a noun WordNet holds as a time ("at night"). */
function isTimeOfDay(cue: Cue): boolean {
  return cue.kind === 'phrase' && cue.words.length > 1 && TIME_OPENERS.has(cue.words[0]!) && nounKinds(lemmaOf(cue.words.at(-1)!), 1).includes('time');
}

// Words that open an aside after the main clause ("…, whatever my sister says", "…, though Dad never believed it").
const ASIDE_OPENERS = new Set(['whatever', 'whoever', 'whichever', 'though', 'although', 'unless', 'whereas']);

/**
 * Where an aside begins in a sentence whose main clause the person speaks as "I" ("I am not much of a reader, whatever
 * my sister says"), or someone else's words: the sentence is about what its main clause says, so the aside's or the
 * saying's words do not file it. The length of the sentence when it has none.
 */
function asideStart(sentence: ReadSentence): number {
  // "My koro used to say the earth cooks better than any oven": who says it files the sentence, not what is said.
  const quoted = quotedFrom(sentence) ?? sentence.words.length;
  const at = sentence.words.findIndex((word, index) => index > 0 && ASIDE_OPENERS.has(word) && sentence.words.slice(0, index).some((before) => FIRST_PERSON.has(before)));
  return Math.min(quoted, at < 0 ? sentence.words.length : at);
}

// Words that open a sentence adding one more thing to the one before ("And the fiddle music of Aly Bain.").
const ADDING_STARTS = new Set(['and', 'also', 'plus', 'or']);

/** "And the Atacama at night, with more stars than dark.": no verb of its own, it adds to the list of the sentence before. */
function addsToPrevious(sentence: ReadSentence): boolean {
  return ADDING_STARTS.has(sentence.words[0] ?? '') && !readWords(sentence.text).some((word) => word.pos === 'verb');
}

/** The section of one sentence (one only: a fact is read in one place), or [] for a memory sentence that speaks to none. */
function placeSentence(sentence: ReadSentence, names: Map<string, TwinSummarySectionName>, previous: TwinSummarySectionName | null): TwinSummarySectionName[] {
  if (previous && (REFERRING_STARTS.has(sentence.words[0] ?? '') || addsToPrevious(sentence))) return [previous];
  const own = scoresOf(sentence, names);
  const strongest = Math.max(...Object.values(own));
  if (strongest < STRONG && previous && CONTINUING_STARTS.has(sentence.words[0] ?? '')) return [previous];
  const asked = sentence.questionNumber === null ? null : sectionOfQuestion(sentence.questionNumber);
  if (strongest === 0) return asked ? [asked] : [];
  const total = (name: TwinSummarySectionName) => own[name] + (name === asked ? QUESTION_PULL : 0);
  // Highest total first; a tie goes to the question's own section, then to the order of the sections.
  const ranked = [...TWIN_SUMMARY_SECTIONS].sort((left, right) => total(right) - total(left) || Number(right === asked) - Number(left === asked));
  const first = ranked[0]!;
  // A memory sentence with only a weak hint is not placed: nothing asked it to speak to a section.
  if (asked === null && strongest < STRONG) return [];
  return [first];
}

/** "I worked as a nurse for thirty years": the speaker's own work, done for years. */
function isLongService(sentence: ReadSentence): boolean {
  const years = sentence.words.indexOf('years');
  const since = sentence.words.lastIndexOf('for', years);
  if (years < 0 || since < 0 || years - since > 3) return false;
  // "I guided aeroplanes down at Keflavík for thirty-four years", said of what they did for a living, needs no job word.
  return sentence.questionNumber === WORK_QUESTION || ownOccupation(sentence) || SECTION_CUE_LISTS.work_life.some((cue) => cue.weight >= STRONG && matchesOf(cue, sentence).length > 0);
}

/**
 * The tags the sentences support, most supported first, each with the sentence that shows it best: for a leisure tag
 * the first in a section of what the person does for pleasure, else the first.
 */
function findTags(sentences: ReadSentence[], sections: ReadonlyMap<string, TwinSummarySectionName>): { tag: string; sentence_id: string }[] {
  const found = new Map<string, { count: number; order: number; sentenceId: string; inLeisure: boolean; bySelf: boolean }>();
  const add = (tag: string, sentence: ReadSentence) => {
    const inLeisure = LEISURE_SECTIONS.has(sections.get(sentence.id) ?? 'values');
    // "I have sketched every staircase" shows the reader the person doing it; the heading "Drawing." before it does not.
    const bySelf = sentence.words.some((word) => FIRST_PERSON.has(word) || SELF_SPEAKERS.has(word));
    const entry = found.get(tag);
    if (!entry) found.set(tag, { count: 1, order: found.size, sentenceId: sentence.id, inLeisure, bySelf });
    else {
      entry.count += 1;
      if (LEISURE_TAGS.has(tag) && inLeisure && !entry.inLeisure) Object.assign(entry, { sentenceId: sentence.id, inLeisure, bySelf });
      else if (bySelf && !entry.bySelf && (inLeisure || !entry.inLeisure || !LEISURE_TAGS.has(tag))) Object.assign(entry, { sentenceId: sentence.id, inLeisure, bySelf });
    }
  };
  for (const sentence of sentences) {
    const isOther = isAboutSomeoneElse(sentence);
    // A tag says what the person is: only a sentence in which they speak of themselves ("Rui built the trellis" is Rui's).
    if (isSomeoneNamed(sentence) || opensWithSomeoneElse(sentence)) continue;
    // Advice to others ("Learn a trade") shows what the person values, not what they do or love.
    const isAdvice = isImperativeText(sentence.text) || advisesOthers(sentence);
    // "Why tulips drove people mad with money", said of what they could talk about for hours: a subject, not a trait.
    if (sentence.questionNumber === SUBJECT_QUESTION && !sentence.words.some((word) => FIRST_PERSON.has(word))) continue;
    const otherSubject = OTHER_SUBJECT_STARTS.has(sentence.words[0] ?? '');
    // "Pressing flowers", "the roses on her grave": a plant is grown only where a verb of growing or a garden says so.
    const grows = sentence.stems.some((stem) => GARDEN_STEMS.has(stem)) || readWords(sentence.text).some((word) => word.pos === 'verb' && GROWING_LEMMAS.has(word.lemma));
    const noLeisure = showsNoLeisure(sentence);
    const onlyNamed = namesThingsOnly(sentence);
    const own = ownWordPositions(sentence.text);
    const settings = timeSettingPositions(sentence.text);
    const speaksAsSelf = sentence.words.some((word) => FIRST_PERSON.has(word) || OWN_WORDS.has(word));
    // "Proud of my pupils" is no devotion to a child: the line must speak of family, by a word or a name it was placed by.
    const ofFamily = sections.get(sentence.id) === 'family' || SECTION_CUE_LISTS.family.some((cue) => cue.weight >= STRONG && matchesOf(cue, sentence).length > 0);
    // Someone else's words ("my mother's saying: …", "Dad always said …") are theirs, not what the person is.
    if (reportsSomeoneElse(sentence) || quotesSomeoneElse(sentence)) continue;
    // "Erzsébet, who has shared my coffee every morning for twenty years": years of someone else's doing are no service.
    if (!isOther && isLongService(sentence) && isOwnClause(sentence, sentence.words.indexOf('years'), own)) add(LONG_SERVICE_TAG, sentence);
    const supported = new Set<string>();
    for (const { tag, cue } of candidateCues(TAG_CUE_INDEX, sentence)) {
      // "My mother cooked every Sunday" is the mother's trait; "my best friend Saga" still says the speaker is a friend.
      if (supported.has(tag) || (isOther && !RELATIONSHIP_TAGS.has(tag)) || (isAdvice && (!VALUE_TAGS.has(tag) || HABIT_TAGS.has(tag)))) continue;
      if ((otherSubject && !SAID_OF_OTHERS_TAGS.has(tag)) || (tag === GARDEN_TAG && !grows)) continue;
      // "We eat it with far too much bread": a food is cooking only where a verb of cooking says so.
      if (tag === COOKING_TAG && cue.kind === 'phrase' && cue.words.length === 1 && nounKinds(cue.words[0]!, 1).includes('food') && !readWords(sentence.text).some((word) => word.pos === 'verb' && isCookingVerb(word.lemma))) continue;
      const isLeisure = LEISURE_TAGS.has(tag);
      if (isLeisure && (noLeisure || onlyNamed)) continue;
      // "I never borrow money" is careful with money; "we never had much money" is how things were.
      const canBeNegated = !NEGATION_PROOF_TAGS.has(tag);
      if (tag === MONEY_TAG && !sentence.stems.some((stem) => MONEY_STEMS.has(stem))) continue;
      if (DEVOTION_TAGS.has(tag) && !(speaksAsSelf && ofFamily)) continue;
      const isSupported = matchesOf(cue, sentence).some(
        (index) =>
          !(isNegated(sentence.words, index) && (canBeNegated || (!isAdvice && negatesState(sentence.words, index)))) &&
          !(canBeNegated && deniesBeing(sentence.words, index)) &&
          !(!VALUE_TAGS.has(tag) && isOnlyWanted(sentence.words, index)) &&
          !isSomeoneElses(sentence.words, index) &&
          !isHypothetical(sentence.words, index) &&
          (saidOfThem(tag, sentence, index) || isOwnClause(sentence, index, own)) &&
          !((isLeisure || !VALUE_TAGS.has(tag)) && !SAID_OF_OTHERS_TAGS.has(tag) && isSetting(sentence, index, settings)) &&
          !(isLeisure && isNotTheirActivity(sentence, index)) &&
          !(tag === READING_TAG && isWrittenIn(sentence, index)) &&
          !(tag === PLACE_TAG && namesPlaceOnly(sentence, index)) &&
          !(DOING_ONLY_CUES.has(sentence.words[index]!) && modelWordAt(sentence, index)?.word.pos !== 'verb'),
      );
      if (isSupported) supported.add(tag);
    }
    // Advice says what the person values, so a trait said in it is theirs only as a value, never as a habit.
    for (const tag of traitsSaidOfSelf(sentence)) if (!(isAdvice && HABIT_TAGS.has(tag))) supported.add(tag);
    // In the lexicon's order, so the first tag found for a sentence is the same on every run.
    for (const [tag] of TAG_CUES) {
      if (supported.has(tag)) add(tag, sentence);
    }
  }
  return [...found]
    .sort(([, left], [, right]) => right.count - left.count || left.order - right.order)
    .slice(0, TWIN_SUMMARY_TAGS_MAX)
    .map(([tag, entry]) => ({ tag, sentence_id: entry.sentenceId }));
}

/** Where each sentence belongs and the tags they support (the twin-summary task's offline answer): deterministic. */
export function placeTwinSentencesOffline(input: TwinSummaryInput): TwinSummaryPlacement {
  const sentences: ReadSentence[] = readTwinSentences(input).map((sentence) => {
    const words = wordsOf(sentence.text);
    const stems = words.map(stemWord);
    return { ...sentence, words, stems, wordIndexes: indexesOf(words), stemIndexes: indexesOf(stems) };
  });
  const names = learnNames(sentences);
  const placed: TwinSummaryPlacement['sentences'] = [];
  let previous: { source: string; section: TwinSummarySectionName } | null = null;
  for (const sentence of sentences) {
    const sections = placeSentence(sentence, names, previous?.source === sentence.source ? previous.section : null);
    previous = sections[0] ? { source: sentence.source, section: sections[0] } : null;
    if (sections.length > 0) placed.push({ id: sentence.id, sections });
  }
  const sectionOf = new Map(placed.map((entry) => [entry.id, entry.sections[0]!]));
  return { sentences: placed, tags: findTags(sentences, sectionOf) };
}

/** The whole summary as the offline engine writes it: its placements put together by the code that checks any engine's. */
export function summarizeTwinOffline(input: TwinSummaryInput): TwinSummary {
  return groundTwinSummary(placeTwinSentencesOffline(input), input);
}
