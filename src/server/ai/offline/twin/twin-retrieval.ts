// Finding what the person said that answers a question: a ranked search (MiniSearch, BM25) over their sentences, each
// indexed by its lemmas, by the broader terms of its nouns (WordNet: "song" is a piece of music) and by its context
// (the interview question it answered and the sentence before it, which names who "we" or "that advice" are). The
// question is read the same way and widened by WordNet synonyms and broader terms. A sentence is returned only when a
// topic word of the question (a noun first) is found in it or its context, and when it is the kind of thing asked for:
// a question about work gets the person's work, about family their family, asking for advice advice they gave, asking
// where or when a place or a time. One index per set of sentences, kept in a small cache.
import MiniSearch, { type SearchResult } from 'minisearch';
import { readWords, type Word } from '../../language/lemmas.ts';
import { derivedWords, isDictionaryWord, isNameOnly, isPersonNoun, relatedWords } from '../../language/wordnet.ts';
import { stemWord } from '../text.ts';
import { OCCUPATIONS } from './summary-lexicon.ts';
import { SECTION_WORDS } from './twin-text.ts';

/** What a question asks for, beyond its topic words ('who' only ranks, as 'likes' does). */
export type AskKind = 'work' | 'family' | 'advice' | 'likes' | 'where' | 'when' | 'who';

export interface PassageInput {
  text: string;
  /** The interview question it answers, the memory's title or the summary section: what it is about when it does not say. */
  context: string;
  /** The kinds of question its source answers (the interview question's kind). */
  kinds: readonly AskKind[];
  /** The general words of those kinds ("work job career"): context weaker than the question's own words. */
  kindWords?: string;
  /** The sentence before it in the same answer or memory, if any (index into the list). */
  previous: number | null;
}

export interface Passage extends PassageInput {
  id: number;
  lemmas: Set<string>;
  /** The person's own sentence says something of each of these kinds. */
  ownKinds: Set<AskKind>;
  /** The nouns of the interview question it answers. */
  questionNouns: Set<string>;
  /** Says "he", "she", "we" …: a name in the sentence before it may be whom it means. */
  hasPronoun: boolean;
  isFirst: boolean;
  /** Opens with a word that refers back ("That advice …", "We met …", "It was …"), or ends on one ("… hear me saying
   * that"): it is given with the sentence before it. */
  leansBack: boolean;
  /** Has no verb ("Sketching.", "Prime numbers."): a heading that the sentence after it goes on about. */
  isFragment: boolean;
  /** The sentence before it is such a heading: what it names is what this one is about. */
  followsFragment: boolean;
  /** Its words' lemmas two by two, and its interview question's ("want to", "to be"). */
  pairs: Set<string>;
  contextPairs: Set<string>;
}

// How much a question's word counts, by what it is: a noun names the topic, other words narrow it, asking words
// ("like", "tell") only rank.
const NOUN_WEIGHT = 1;
const OTHER_WEIGHT = 0.6;
const ASKING_WEIGHT = 0.25;
// How well a question's word is found, by where and how: as said in the sentence, as a synonym, as a broader term of
// one of the sentence's nouns, in the interview question it answers, in the sentence before it, as a broader term of
// the question's word.
const FOUND = { said: 1, synonym: 0.7, docBroader: 0.45, question: 0.7, kind: 0.45, listed: 0.35, neighbour: 0.35, broader: 0.25 } as const;
// The question asked again in other words: its topic words are all found in what one interview question asks.
const SAME_QUESTION = 0.5;
// A question about the person's family, answered by a sentence naming one of them.
const KIN_NAMED = 0.2;
// A sentence that is mostly what was asked ("Sketching.") before one that mentions it among other things.
const FOCUS = 0.1;
// Each pair of the question's words said together, in its order ("want to be"), in the sentence; in its interview question.
const PAIR_IN_TEXT = 0.05;
const PAIR_IN_QUESTION = 0.03;
// Found in the sentence and in the question it answered as well: the person answered this very question.
const ANSWERED_HERE = 0.3;
// The answer to an interview question of the kind asked.
const KIND_ANSWER = 0.3;
// The first sentence of an answer usually names what the rest is about.
const FIRST_SENTENCE = 0.03;
// BM25's part in the ranking: it orders sentences that cover the question equally.
const BM25_SHARE = 0.05;
// Only the commonest sense of a word is widened: rarer senses ("husband" as economise) mislead.
const SENSES = 1;
const FIELD_BOOST = { text: 3, broader: 1, question: 1.5, kind: 0.75, listed: 0.5, neighbour: 0.5 };
const MAX_CACHED_INDEXES = 32;

// Words of a question that say how it asks, not what about ("Do you like …", "Tell me about …").
const ASKING_LEMMAS = new Set(['like', 'love', 'enjoy', 'favourite', 'favorite', 'tell', 'know', 'think', 'ever', 'really', 'thing', 'something', 'anything', 'lot', 'get', 'go', 'have', 'be', 'do', 'want', 'would', 'could', 'should', 'much', 'many', 'kind', 'sort', 'way', 'usually', 'always', 'yourself', 'name', 'life', 'time', 'thing', 'bit', 'most', 'more', 'about', 'fun', 'best', 'good', 'great']);
// A sentence opening with one of these leans on the sentence before it for what it is about.
const REFERRING_OPENERS = new Set(['that', 'this', 'it', 'these', 'those', 'he', 'she', 'they', 'we', 'him', 'her', 'there', 'then']);

const PRONOUNS = new Set(['he', 'she', 'him', 'her', 'his', 'they', 'them', 'their', 'we', 'us', 'our', 'it']);
// How far from "son" or "daughter" a name may stand to be learned as family.
const NAME_REACH = 2;
// Nouns that ask for a place: a sentence naming one ("at Sagres") answers them.
const PLACE_NOUNS = new Set(['place', 'location', 'city', 'town', 'country', 'spot', 'village']);
const WORK_LEMMAS = new Set(['work', 'job', 'career', 'living', 'profession', 'occupation', 'employ', 'employment', 'retire', 'retirement', 'colleague', 'office', 'boss', 'business', 'shift', 'trade']);
// Words that name work itself, not a part of it ("a boss", "an office"): any of the person's work answers them.
const WORK_KIND_NAMES = new Set(['work', 'job', 'career', 'living', 'profession', 'occupation', 'employment', 'trade']);
const ADVICE_LEMMAS = new Set(['advice', 'advise', 'tip', 'suggest', 'suggestion', 'recommend', 'lesson', 'wisdom', 'counsel']);
const LIKES_LEMMAS = new Set(['like', 'love', 'enjoy', 'favourite', 'favorite', 'hobby', 'fun', 'pastime', 'spare', 'free', 'passion']);
const TIME_WORDS = new Set(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'morning', 'evening', 'night', 'afternoon', 'week', 'weekend', 'year', 'month', 'day', 'hour', 'minute', 'summer', 'winter', 'spring', 'autumn', 'christmas', 'birthday', "o'clock", 'every', 'daily', 'weekly', 'when', 'early', 'late', 'today', 'yesterday']);
const MONTHS = new Set(['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december']);
const PLACE_PREPOSITIONS = new Set(['in', 'at', 'from', 'to', 'near', 'by', 'on']);
const FAMILY_STEMS = new Set([...SECTION_WORDS.family, ...SECTION_WORDS.loved_ones]);
const WORK_STEMS = new Set([...SECTION_WORDS.work_life, ...OCCUPATIONS.split(/\s+/).map(stemWord)]);

const isFamilyWord = (word: Word) => word.pos === 'noun' && (FAMILY_STEMS.has(stemWord(word.lemma)) || FAMILY_STEMS.has(stemWord(word.text.toLowerCase())));
const isWorkWord = (word: Word) => WORK_LEMMAS.has(word.lemma) || WORK_STEMS.has(stemWord(word.lemma));
const isContent = (word: Word) => word.isWord && !word.stopWord;
const term = (lemma: string) => lemma.replaceAll(/\s+/g, '_');

/** "Check everything twice", "Never borrow money", "And always say thank you": a sentence that tells someone what to do. */
function isImperative(words: readonly Word[]): boolean {
  const content = words.filter((word) => word.isWord);
  let index = 0;
  while (index < content.length && ['and', 'but', 'so', 'also', 'just', 'please', 'always', 'never', 'do', "don't", 'dont', 'not', 'n’t', "n't"].includes(content[index]!.text.toLowerCase())) index += 1;
  const first = content[index];
  if (!first || first.pos !== 'verb') return false;
  // The verb as written is its own dictionary form ("check", "keep", "be"), not "checked" or "keeps".
  const written = first.text.toLowerCase();
  return written === first.lemma || (first.lemma === 'be' && written === 'be');
}

/** A sentence that tells someone what to do ("Learn a trade", "Never borrow money"). */
export function isImperativeText(text: string): boolean {
  return isImperative(readWords(text));
}

/** The kinds of question a sentence answers by its own words. */
function kindsOfSentence(words: readonly Word[]): Set<AskKind> {
  const kinds = new Set<AskKind>();
  if (words.some(isFamilyWord)) kinds.add('family').add('who');
  // A work noun ("my job"), a job said of oneself ("I was a nurse", not "my son is a nurse"), or working ("I retired in 2010").
  const speaksOfSelf = words.some((word) => word.text === 'I');
  if (words.some((word) => !word.negated && (word.pos === 'noun' ? WORK_LEMMAS.has(word.lemma) || (speaksOfSelf && isWorkWord(word)) : word.pos === 'verb' && WORK_LEMMAS.has(word.lemma)))) kinds.add('work');
  if (isImperative(words)) kinds.add('advice');
  if (words.some((word) => !word.negated && LIKES_LEMMAS.has(word.lemma) && word.pos === 'verb')) kinds.add('likes');
  words.forEach((word, index) => {
    const lower = word.text.toLowerCase();
    if (TIME_WORDS.has(lower) || TIME_WORDS.has(word.lemma) || MONTHS.has(lower) || /^(?:1[89]|20)\d\d$/.test(lower) || /^\d{1,2}(?::\d\d)?(?:am|pm)?$/.test(lower)) kinds.add('when');
    // "in Mértola", "at Sagres": a capitalised name after a preposition is a place; anywhere else, a person's.
    const before = words[index - 1];
    const isName = word.pos === 'noun' && /^\p{Lu}/u.test(word.text) && word.text !== 'I';
    const ofPlace = before?.text.toLowerCase() === 'of' && PLACE_NOUNS.has(words[index - 2]?.lemma ?? '');
    if (isName && index > 0 && before && (PLACE_PREPOSITIONS.has(before.text.toLowerCase()) || ofPlace)) kinds.add('where');
    else if (isName && isNameOnly(word.text)) kinds.add('who');
  });
  return kinds;
}

/** What a question asks for, read from its words: the topic words and the kinds the answer must be. */
export interface ReadQuestion {
  /** Its lemmas two by two ("want to", "to be"): said together in a sentence, they rank it. */
  pairs: Set<string>;
  /** Two nouns said together ("star sign", "pub quiz"): one thing, found only whole. */
  compounds: [string, string][];
  /** Topic lemmas, nouns first: at least one must be found for a sentence to answer. */
  nouns: string[];
  others: string[];
  /** The topic words that are verbs ("grow"): said in a sentence, they carry it like a noun. */
  verbs: string[];
  /** The topic words that only say how ("clearly", "fondly"). */
  modifiers: string[];
  /** Words of how it asks ("like", "tell"): they only rank. */
  asking: string[];
  /** Kinds the answer must be (all of them); `likes` only ranks. */
  kinds: Set<AskKind>;
}

// Words for the whole family ("your relatives"): asked as the family.
const FAMILY_NAMES = new Set(['relative', 'relatives', 'relation', 'relations', 'kin', 'folks']);
// "Being a kid", "as a boy", "when you were a girl": the person at an age, not a relative of theirs.
const CHILD_NOUNS = new Set(['child', 'kid', 'boy', 'girl', 'teenager', 'youngster', 'lad', 'lass']);
const BEING_WORDS = new Set(['being', 'as', 'were', 'was']);

// Words for anyone at all, which WordNet files apart from the kinds of person.
const ANYONE = new Set(['person', 'people', 'someone', 'somebody', 'anyone', 'anybody', 'everyone', 'everybody']);

/** A noun naming a kind of person ("a young person", "my grandchildren"), or a word describing one. */
function isAudience(words: readonly Word[], index: number): boolean {
  const word = words[index]!;
  if (word.pos === 'noun') return !/^\p{Lu}/u.test(word.text) && (ANYONE.has(word.lemma) || isPersonNoun(word.lemma));
  const next = words.slice(index + 1).find((entry) => entry.pos !== 'adjective');
  return word.pos === 'adjective' && next !== undefined && next.pos === 'noun' && (ANYONE.has(next.lemma) || isPersonNoun(next.lemma));
}

function isSelfAsChild(words: readonly Word[], word: Word): boolean {
  // "Growing up": the person's own childhood.
  if (word.lemma === 'grow' && words[words.indexOf(word) + 1]?.text.toLowerCase() === 'up') return true;
  if (!CHILD_NOUNS.has(word.lemma)) return false;
  const index = words.indexOf(word);
  const before = words.slice(Math.max(0, index - 3), index).map((entry) => entry.text.toLowerCase());
  return before.some((entry) => BEING_WORDS.has(entry)) && !before.some((entry) => ['your', 'my', 'any', 'have'].includes(entry));
}

export function readQuestion(question: string, ignore: ReadonlySet<string> = new Set()): ReadQuestion {
  const words = readWords(question);
  const first = words.find((word) => word.isWord)?.text.toLowerCase();
  const kinds = new Set<AskKind>();
  const lemmas = new Set(words.map((word) => word.lemma));
  const isAdvice = [...lemmas].some((lemma) => ADVICE_LEMMAS.has(lemma)) || /\bwhat (?:would|should|do) (?:you )?(?:tell|say to|teach)\b|\bwhat should i\b/i.test(question);
  if (isAdvice) kinds.add('advice');
  else {
    if (words.some((word) => isWorkWord(word) && (word.pos === 'noun' || word.lemma === 'work'))) kinds.add('work');
    // "your mother", "your family": the person's own family, not "being a kid".
    if (words.some((word, index) => isFamilyWord(word) && (word.lemma === 'family' || words.slice(Math.max(0, index - 2), index).some((before) => ['your', 'my', 'any'].includes(before.text.toLowerCase()))))) kinds.add('family');
    if (first === 'where') kinds.add('where');
    if (first === 'when') kinds.add('when');
    if (first === 'who') kinds.add('who');
  }
  if ([...lemmas].some((lemma) => LIKES_LEMMAS.has(lemma))) kinds.add('likes');
  // Advice "for a young person", "to a shy student": whom it is for only ranks; what it is about is the topic.
  const audience = new Set(isAdvice ? words.filter((word, index) => isAudience(words, index)) : []);
  const topic = words
    .filter((word) => isContent(word) && !ASKING_LEMMAS.has(word.lemma) && !audience.has(word) && !ignore.has(word.text.toLowerCase()) && !ignore.has(word.lemma))
    .map((word) => (isSelfAsChild(words, word) ? { ...word, lemma: 'childhood', pos: 'noun' as const } : FAMILY_NAMES.has(word.lemma) ? { ...word, lemma: 'family' } : word));
  const unique = (list: Word[]) => [...new Set(list.map((word) => word.lemma))];
  const asking = words.filter((word) => isContent(word) && (ASKING_LEMMAS.has(word.lemma) || audience.has(word)) && !['be', 'do', 'have', 'get', 'go'].includes(word.lemma));
  // "Do you like drawing?": a verb in -ing is also the activity's noun ("drawing", of which a sketch is one).
  const gerunds = topic.filter((word) => word.pos === 'verb' && /ing$/i.test(word.text) && relatedWords(word.text.toLowerCase(), 'noun', SENSES).broader.length > 0);
  const nouns = [...unique(topic.filter((word) => word.pos === 'noun')), ...gerunds.map((word) => word.text.toLowerCase())];
  const compounds = topic.flatMap((word, index): [string, string][] => {
    const next = topic[index + 1];
    return word.pos === 'noun' && next?.pos === 'noun' && words.indexOf(next) === words.indexOf(word) + 1 ? [[word.lemma, next.lemma]] : [];
  });
  return { pairs: lemmaPairs(words, true), compounds, nouns: [...new Set(nouns)], others: unique(topic.filter((word) => word.pos !== 'noun' && !gerunds.includes(word))), asking: unique(asking), verbs: unique(topic.filter((word) => word.pos === 'verb')), modifiers: unique(topic.filter((word) => word.pos === 'adverb')), kinds };
}

interface IndexedDocument {
  id: number;
  text: string;
  broader: string;
  question: string;
  kind: string;
  listed: string;
  neighbour: string;
}

interface Indexed {
  passages: Passage[];
  search: MiniSearch<IndexedDocument>;
}

const cache = new Map<string, Indexed>();

/** A word's stem ("reading" is found by "read", "Sundays" by "Sunday"), unless cutting its "e" makes another word ("care", "car"). */
function stemOf(lemma: string): string | null {
  const stem = stemWord(lemma);
  return stem === lemma || lemma !== `${stem}e` || !isDictionaryWord(stem) ? stem : null;
}

/** A text's content words as indexed: each lemma, and its stem where that differs ("reading" is found by "read"). */
function tokensOf(words: readonly Word[]): string[] {
  const tokens = new Set<string>();
  // "A lot of", "a couple of": a measure, not a topic.
  const measures = new Set(words.filter((word, index) => word.pos === 'noun' && ['a', 'an'].includes(words[index - 1]?.text.toLowerCase() ?? '') && words[index + 1]?.text.toLowerCase() === 'of'));
  for (const word of words.filter((entry) => isContent(entry) && !measures.has(entry))) {
    tokens.add(term(word.lemma));
    const stem = stemOf(word.lemma);
    if (stem) tokens.add(stem);
  }
  return [...tokens];
}

function broaderTerms(words: readonly Word[]): string[] {
  const terms: string[] = [];
  for (const word of words) {
    if (word.pos !== 'noun' || !isContent(word)) continue;
    const first = relatedWords(word.lemma, 'noun', SENSES);
    terms.push(...first.synonyms, ...first.broader);
    // Two steps up: "song" → "musical composition" → "music".
    for (const broader of first.broader) terms.push(...relatedWords(broader, 'noun', SENSES).broader);
  }
  return terms.map(term);
}

/**
 * Names said beside a family word ("Our son Gary", "two children: Meera …"), each with the relations it was said
 * with: a sentence naming Gary speaks of family, and of a son.
 */
function familyNames(inputs: readonly PassageInput[]): Map<string, Set<string>> {
  const names = new Map<string, Set<string>>();
  for (const input of inputs) {
    const words = readWords(input.text);
    words.forEach((word, index) => {
      if (!isFamilyWord(word)) return;
      for (const near of words.slice(Math.max(0, index - NAME_REACH), index + NAME_REACH + 1)) {
        if (near === word || near.pos !== 'noun' || !/^\p{Lu}/u.test(near.text) || isFamilyWord(near)) continue;
        const name = near.text.toLowerCase();
        const relations = names.get(name) ?? new Set<string>();
        relations.add(word.lemma);
        names.set(name, relations);
      }
    });
  }
  return names;
}

// Words naming the person's children, parents and siblings, and whom their own children or parents are to the person.
const CHILD_WORDS: Record<string, string> = { son: 'grandson', daughter: 'granddaughter', child: 'grandchild', kid: 'grandchild', boy: 'grandson', girl: 'granddaughter' };
const PARENT_WORDS: Record<string, string> = { mother: 'grandmother', mum: 'grandmother', mam: 'grandmother', mom: 'grandmother', father: 'grandfather', dad: 'grandfather', parent: 'grandparent' };
const SIBLING_WORDS = new Set(['brother', 'sister', 'sibling']);
const NIECE_OR_NEPHEW: Record<string, string> = { son: 'nephew', daughter: 'niece', boy: 'nephew', girl: 'niece', child: 'nephew niece', kid: 'nephew niece' };

/** The kin a word names after "my" or "our" in a sentence ("Our son Gary …" → son). */
function ownKin(words: readonly Word[]): string[] {
  return words.filter((word, index) => ['my', 'our'].includes(words[index - 1]?.text.toLowerCase() ?? '') && word.pos === 'noun').map((word) => word.lemma);
}

/**
 * Whom a sentence names, counted from the person: "Our son Gary runs a garage. His daughter Chloe is nine." → Chloe
 * is a granddaughter and a grandchild. Only a child's child, a parent's parent and a sibling's child.
 */
function composedKin(words: readonly Word[], previous: readonly Word[]): string[] {
  const before = ownKin(previous);
  const kin: string[] = [];
  words.forEach((word, index) => {
    if (!['his', 'her', 'their'].includes(words[index - 1]?.text.toLowerCase() ?? '') || word.pos !== 'noun') return;
    if (before.some((lemma) => lemma in CHILD_WORDS) && CHILD_WORDS[word.lemma]) kin.push(CHILD_WORDS[word.lemma]!, 'grandchild');
    if (before.some((lemma) => lemma in PARENT_WORDS) && PARENT_WORDS[word.lemma]) kin.push(PARENT_WORDS[word.lemma]!, 'grandparent');
    if (before.some((lemma) => SIBLING_WORDS.has(lemma)) && NIECE_OR_NEPHEW[word.lemma]) kin.push(...NIECE_OR_NEPHEW[word.lemma]!.split(' '));
  });
  return kin;
}

/** Nouns an interview question lists as alternatives ("books, music, films or places"): a question about one of them is not that question. */
function listedNouns(words: readonly Word[]): Set<string> {
  const listed = new Set<string>();
  const links: [string, string][] = [];
  words.forEach((word, index) => {
    if (!(word.text === ',' || ['or', 'and'].includes(word.text.toLowerCase()))) return;
    const before = words[index - 1];
    let after = index + 1;
    while (words[after] && (['a', 'an', 'the', 'or', 'and'].includes(words[after]!.text.toLowerCase()) || words[after]!.text === ',')) after += 1;
    if (before?.pos === 'noun' && words[after]?.pos === 'noun') links.push([before.lemma, words[after]!.lemma]);
  });
  // Three or more nouns joined in one series.
  for (const [left, right] of links) {
    const series = new Set([left, right]);
    for (const [other, next] of links) {
      if (!series.has(other) && !series.has(next)) continue;
      series.add(other);
      series.add(next);
    }
    if (series.size >= 3) for (const noun of series) listed.add(noun);
  }
  return listed;
}

// Demonstratives that end a sentence ("… hear me saying that") point back to what was said before.
const FINAL_DEMONSTRATIVES = new Set(['that', 'this', 'those', 'these']);

/** "I could go on about it all night", "… remember me saying that": the sentence speaks of what the one before said. */
function pointsBack(words: readonly Word[]): boolean {
  const content = words.filter((word) => word.isWord);
  const last = content.at(-1);
  if (last && FINAL_DEMONSTRATIVES.has(last.text.toLowerCase())) return true;
  const it = content.findIndex((word) => ['it', 'them'].includes(word.text.toLowerCase()));
  return it > 0 && !content.slice(0, it).some((word) => word.pos === 'noun');
}

const YOU_AS_I: Record<string, string> = { you: 'i', your: 'my', yours: 'mine', yourself: 'myself' };

/** A text's lemmas two by two, in order, leaving out pairs of two function words ("do you"). */
export function lemmaPairs(words: readonly Word[], asked = false): Set<string> {
  // Asked "do you love", said "I love": the question's second person is the speaker's first.
  const content = words.filter((word) => word.isWord && !['a', 'an', 'the'].includes(word.lemma)).map((word) => (asked && YOU_AS_I[word.lemma] ? { ...word, lemma: YOU_AS_I[word.lemma]! } : word));
  const pairs = new Set<string>();
  for (let index = 1; index < content.length; index += 1) {
    const [left, right] = [content[index - 1]!, content[index]!];
    if (left.stopWord && right.stopWord) continue;
    pairs.add(`${left.lemma} ${right.lemma}`);
  }
  return pairs;
}

/** No verb but an -ing form: a heading ("Sketching.", "Pigeon racing, for over forty years."). */
function isFragmentOf(words: readonly Word[]): boolean {
  return words.some((word) => word.isWord) && !words.some((word) => word.pos === 'verb' && !/ing$/i.test(word.text));
}

/** The broader terms of the relations the sentence's names were introduced with ("Lucy", a daughter, is a child). */
function relationBroader(words: readonly Word[], relatives: ReadonlyMap<string, Set<string>>): string[] {
  const relations = new Set(words.flatMap((word) => [...(relatives.get(word.text.toLowerCase()) ?? [])]));
  return broaderTerms([...relations].flatMap((relation) => readWords(relation)));
}

function buildIndex(inputs: readonly PassageInput[]): Indexed {
  const relatives = familyNames(inputs);
  const read = inputs.map((input) => readWords(input.text));
  const passages: Passage[] = inputs.map((input, id) => {
    const words = read[id]!;
    const ownKinds = kindsOfSentence(words);
    if (words.some((word) => relatives.has(word.text.toLowerCase()))) ownKinds.add('family');
    const opener = words.find((word) => word.isWord && !['and', 'but', 'so'].includes(word.text.toLowerCase()))?.text.toLowerCase() ?? '';
    const contextWords = readWords(input.context);
    return {
      ...input,
      id,
      lemmas: new Set(words.filter(isContent).map((word) => word.lemma)),
      ownKinds,
      leansBack: input.previous !== null && (REFERRING_OPENERS.has(opener) || pointsBack(words)),
      isFragment: isFragmentOf(words),
      followsFragment: input.previous !== null && isFragmentOf(read[input.previous]!),
      pairs: lemmaPairs(words),
      contextPairs: lemmaPairs(contextWords),
      // What the interview question asks about: its nouns, not its times ("for hours", "from morning to night").
      questionNouns: new Set(contextWords.filter((word) => isContent(word) && word.pos === 'noun' && !TIME_WORDS.has(word.lemma)).map((word) => term(word.lemma))),
      hasPronoun: input.previous !== null && words.some((word) => PRONOUNS.has(word.text.toLowerCase())),
      isFirst: input.previous === null,
    };
  });
  for (const passage of passages) {
    if (passage.previous !== null && composedKin(read[passage.id]!, read[passage.previous]!).length > 0) passage.ownKinds.add('family');
  }
  const search = new MiniSearch<IndexedDocument>({
    fields: ['text', 'broader', 'question', 'kind', 'listed', 'neighbour'],
    tokenize: (text) => text.split(' ').filter(Boolean),
    processTerm: (value) => value,
  });
  search.addAll(
    passages.map((passage) => {
      const words = read[passage.id]!;
      const previous = passage.previous === null ? [] : read[passage.previous]!;
      const context = readWords(passage.context);
      const listed = listedNouns(context);
      return {
        id: passage.id,
        // Whom the sentence names, as they were introduced: "Meera" is one of the children.
        text: [...tokensOf(words), ...composedKin(words, previous), ...words.flatMap((word) => [...(relatives.get(word.text.toLowerCase()) ?? [])].map(term))].join(' '),
        broader: [...broaderTerms(words), ...relationBroader(words, relatives)].join(' '),
        question: tokensOf(context.filter((word) => !listed.has(word.lemma))).join(' '),
        kind: tokensOf(readWords(passage.kindWords ?? '')).join(' '),
        listed: [...listed].map(term).join(' '),
        neighbour: tokensOf(previous).join(' '),
      };
    }),
  );
  return { passages, search };
}

function indexFor(inputs: readonly PassageInput[]): Indexed {
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

export interface RankedPassage {
  passage: Passage;
  score: number;
  /** A topic word of the question is in the sentence itself (or in whom or what it goes on about). */
  inText: boolean;
}

interface QueryGroup {
  lemma: string;
  weight: number;
  isNoun: boolean;
  /** An adverb ("clearly", "fondly"): it narrows the question without being what it asks. */
  isModifier: boolean;
  isTopic: boolean;
  said: Set<string>;
  synonyms: Set<string>;
  broader: Set<string>;
}

/** Each word of the question with the forms it may be found in: as said (lemma and stem), synonyms, broader terms. */
function queryGroups(question: ReadQuestion): QueryGroup[] {
  const groups: QueryGroup[] = [];
  const add = (lemma: string, weight: number, isNoun: boolean, isTopic: boolean) => {
    // How a question asks ("tell", "like") is looked for as said only: its synonyms are anything.
    // A word naming a kind ("family", "job") is found by the kind of what was said, not by its synonyms ("house").
    const widened = isTopic && !isKindWord(lemma);
    const related = widened ? relatedWords(lemma, 'any', SENSES) : { synonyms: [], broader: [] };
    // Its own word family ("childhood" → child, "gardening" → garden) means the same as a synonym does.
    const family = widened ? [...derivedWords(lemma, 'noun', SENSES), ...derivedWords(lemma, 'verb', SENSES)] : [];
    groups.push({
      lemma,
      weight,
      isNoun,
      isModifier: question.modifiers.includes(lemma),
      isTopic,
      said: new Set([term(lemma), stemOf(lemma) ?? term(lemma)]),
      synonyms: new Set([...related.synonyms, ...family].map(term)),
      broader: new Set(related.broader.map(term)),
    });
  };
  for (const lemma of question.nouns) add(lemma, NOUN_WEIGHT, true, true);
  for (const lemma of question.others) add(lemma, OTHER_WEIGHT, false, true);
  for (const lemma of question.asking) add(lemma, ASKING_WEIGHT, false, false);
  return groups;
}

interface GroupFound {
  inText: boolean;
  /** Found in the interview question's own words or in the general words of its kind. */
  inQuestion: boolean;
  /** Found in the interview question's own words (or what it is about). */
  inOwnQuestion: boolean;
  /** Found among the alternatives the interview question lists ("books, music, films or places"). */
  inListed: boolean;
  found: number;
}

/** How well each group is found in one search result, from the fields its terms matched. */
function foundGroups(groups: readonly QueryGroup[], match: Record<string, string[]>, passage: Passage): GroupFound[] {
  return groups.map((group) => {
    let found = 0;
    let inText = false;
    let inQuestion = false;
    let inOwnQuestion = false;
    let inListed = false;
    let saidHere = false;
    for (const [value, fields] of Object.entries(match)) {
      const how = group.said.has(value) ? 'said' : group.synonyms.has(value) ? 'synonym' : group.broader.has(value) ? 'broader' : null;
      if (!how) continue;
      for (const field of fields) {
        let score = 0;
        // "When you were a child": people an interview question names are its setting, not what its answer is about.
        if (field === 'question' && group.lemma !== 'family' && FAMILY_STEMS.has(stemWord(group.lemma))) continue;
        // A broader term of the question's word found among the broader terms of the sentence's: too far to mean anything.
        if (how === 'broader' && field === 'broader') continue;
        if (how === 'broader') score = FOUND.broader;
        else if (field === 'text') score = how === 'said' ? FOUND.said : FOUND.synonym;
        else if (field === 'broader') {
          // "song" is a piece of music: the question's own word among the sentence's broader terms, not its synonyms.
          if (how !== 'said') continue;
          score = FOUND.docBroader;
        }
        else if (field === 'question') score = FOUND.question * (how === 'said' ? 1 : FOUND.synonym);
        else if (field === 'kind') score = FOUND.kind * (how === 'said' ? 1 : FOUND.synonym);
        else if (field === 'listed') score = FOUND.listed;
        // After a heading ("Tomasz. I love how patient he is …") the sentence is wholly about what it names.
        else if (field === 'neighbour') score = passage.followsFragment ? FOUND.said : passage.hasPronoun && group.isNoun ? FOUND.synonym : FOUND.neighbour;
        // "I love that he hums": the name in the sentence before is whom "he" means; "Sketching. I started …": the
        // heading before is what the sentence is about.
        if (how !== 'broader' && (field === 'text' || field === 'broader' || (field === 'neighbour' && ((passage.hasPronoun && group.isNoun) || passage.followsFragment)))) inText = true;
        if (how !== 'broader' && (field === 'question' || field === 'kind')) inQuestion = true;
        if (how !== 'broader' && field === 'question') inOwnQuestion = true;
        if (how === 'said' && field === 'listed') inListed = true;
        if (how !== 'broader' && field === 'text') saidHere = true;
        found = Math.max(found, score);
      }
    }
    return { inText, inQuestion, inOwnQuestion, inListed, found: saidHere && inOwnQuestion ? found + ANSWERED_HERE : found };
  });
}

/** The kind a topic noun of the question names: "job" work, "family" family, "tip" advice. */
function kindOfWord(group: QueryGroup): AskKind | null {
  if (!group.isTopic || !group.isNoun) return null;
  if (WORK_KIND_NAMES.has(group.lemma)) return 'work';
  if (ADVICE_LEMMAS.has(group.lemma)) return 'advice';
  // "Family" and "relatives" name the kind; "brother" asks for one person, who must be named.
  return ['family', 'relative', 'relation', 'kin'].includes(group.lemma) ? 'family' : null;
}

function isKindWord(lemma: string): boolean {
  return WORK_LEMMAS.has(lemma) || ADVICE_LEMMAS.has(lemma) || LIKES_LEMMAS.has(lemma) || FAMILY_STEMS.has(stemWord(lemma));
}

/**
 * A sentence answers only if the question's topic is found in it (or in whom its pronoun means), or its context says
 * it answers this very question: the interview question asked about the same thing (most of its nouns, or a word of
 * the kind asked for, such as "work" or "free time"), or the place asked for is named.
 */
function carries(groups: readonly QueryGroup[], found: readonly GroupFound[], passage: Passage, question: ReadQuestion): boolean {
  const topic = groups.map((group, index) => ({ group, found: found[index]! })).filter((entry) => entry.group.isTopic);
  if (!namesEnough(topic, question)) return false;
  // "Your favourite food?": coffee is a food, but a sentence that drinks it says nothing of a favourite.
  const onlyBroader = topic.some((entry) => entry.group.isNoun) && topic.every((entry) => !entry.group.isNoun || (entry.found.found <= FOUND.docBroader && !entry.found.inQuestion));
  if (question.kinds.has('likes') && onlyBroader && !passage.ownKinds.has('likes') && !passage.kinds.includes('likes')) return false;
  if (topic.some((entry) => entry.group.isNoun && entry.found.inText)) return true;
  if (asksSameQuestion(groups.map((group, index) => ({ group, found: found[index]! })))) return true;
  // "What should I do about a career?": a question naming work is answered by what the person said of work.
  if (passage.ownKinds.has('work') && topic.some((entry) => entry.group.isNoun && WORK_KIND_NAMES.has(entry.group.lemma))) return true;
  // A verb of the question said in the sentence ("grow"), unless the thing the question names is nowhere about it
  // ("play tennis" is not "my father played"; "grow in your garden" is "gardening. I grow tomatoes").
  const thingAbsent = topic.some((entry) => entry.group.isNoun) && !topic.some((entry) => entry.group.isNoun && entry.found.found >= FOUND.neighbour);
  if (topic.some((entry) => !entry.group.isNoun && entry.found.inText && (entry.found.inQuestion || (!thingAbsent && question.verbs.includes(entry.group.lemma))))) return true;
  // No noun in the question: its other words, found in the sentence itself.
  if (!topic.some((entry) => entry.group.isNoun) && topic.some((entry) => entry.found.inText)) return true;
  if (passage.ownKinds.has('where') && question.nouns.some((noun) => PLACE_NOUNS.has(noun))) return true;
  const inQuestion = topic.filter((entry) => entry.found.inQuestion && !entry.found.inText);
  if (inQuestion.length >= 2) return true;
  // The question asks for work or advice and this answered a question of that kind.
  const strict = [...question.kinds].some((kind) => isStrictKind(kind) && (passage.kinds.includes(kind) || passage.ownKinds.has(kind)));
  if (inQuestion.length >= 1 && strict) return true;
  if (inQuestion.some((entry) => isKindWord(entry.group.lemma) && !FAMILY_STEMS.has(stemWord(entry.group.lemma)))) return true;
  const nounsMatched = [...passage.questionNouns].filter((noun) => topic.some((entry) => entry.group.said.has(noun) || entry.group.synonyms.has(noun))).length;
  return nounsMatched * 2 > passage.questionNouns.size;
}

/**
 * The things a question names are about the sentence: at least half of them, and a compound's head only with the word
 * that says which ("star sign" is not "sign"; "bus route" may be "the number 52 bus"). "What team do you support?" is
 * not answered by "Arjun's support".
 */
function namesEnough(topic: readonly { group: QueryGroup; found: GroupFound }[], question: ReadQuestion): boolean {
  const nouns = topic.filter((entry) => entry.group.isNoun);
  if (nouns.length === 0) return true;
  const isThere = (entry: (typeof nouns)[number]) => entry.found.inText || entry.found.inQuestion || entry.found.inListed || entry.found.found >= FOUND.neighbour;
  const there = nouns.filter(isThere);
  if (there.length * 2 < nouns.length) return false;
  // The head of a compound found without the word that says which ("sign" without "star") is another thing.
  return question.compounds.every(([modifier, head]) => {
    const [left, right] = [modifier, head].map((lemma) => nouns.find((entry) => entry.group.lemma === lemma));
    return !left || !right || !isThere(right) || isThere(left);
  });
}

/**
 * The question is one of the interview's, asked in other words: every topic word of it is found in what the interview
 * question asks (or in the sentence), and one at least in the interview question ("a typical day" is "an ordinary day").
 */
function asksSameQuestion(entries: readonly { group: QueryGroup; found: GroupFound }[]): boolean {
  const topic = entries.filter((entry) => entry.group.isTopic);
  // People named in an interview question ("when you were a child") are its setting, not what it asks.
  const asked = (entry: (typeof topic)[number]) => entry.found.inOwnQuestion && (entry.group.lemma === 'family' || !FAMILY_STEMS.has(stemWord(entry.group.lemma)));
  // Every word of it is there: in what the interview question asks, among what it lists, or in the sentence itself.
  // A word that only says how ("remember clearly") may be missing.
  return topic.some(asked) && topic.every((entry) => asked(entry) || entry.found.inListed || entry.found.inText || entry.group.isModifier);
}

/** A kind the answer must be; 'likes' and 'who' only rank. */
function isStrictKind(kind: AskKind): boolean {
  return kind !== 'likes' && kind !== 'who';
}

function passesKinds(passage: Passage, kinds: ReadonlySet<AskKind>): boolean {
  for (const kind of kinds) {
    if (!isStrictKind(kind)) continue;
    if (!passage.ownKinds.has(kind) && !passage.kinds.includes(kind)) return false;
  }
  return true;
}

/**
 * The person's sentences that answer `question`, best first: found by MiniSearch over the question's words, their
 * synonyms and broader terms, ranked by how much of the question each covers (BM25 orders the rest), and kept only
 * when it carries the question's topic and is of the kind asked for.
 */
export function rankPassages(inputs: readonly PassageInput[], question: ReadQuestion): RankedPassage[] {
  if (inputs.length === 0) return [];
  const { passages, search } = indexFor(inputs);
  const groups = queryGroups(question);
  const terms = new Set(groups.flatMap((group) => [...group.said, ...group.synonyms, ...group.broader]));
  const total = groups.filter((group) => group.isTopic).reduce((sum, group) => sum + group.weight, 0) || 1;
  const results: SearchResult[] = terms.size === 0 ? [] : search.search([...terms].join(' '), { boost: FIELD_BOOST, combineWith: 'OR' });
  const topScore = results.reduce((best, result) => Math.max(best, result.score), 0) || 1;
  // A question naming a kind ("a career") also reaches the sentences of that kind that share none of its words.
  const asksKind = groups.some((group) => kindOfWord(group) !== null);
  const byId = new Map(results.map((result) => [result.id as number, result]));
  const considered = asksKind ? passages.map((passage) => byId.get(passage.id) ?? { id: passage.id, score: 0, match: {}, terms: [], queryTerms: [] }) : results;
  const ranked: RankedPassage[] = [];
  const seen = new Set<number>();
  for (const result of considered) {
    const passage = passages[result.id as number]!;
    if (!passesKinds(passage, question.kinds)) continue;
    const found = foundGroups(groups, result.match, passage).map((entry, index) => {
      // "career", "family": a word naming a kind is found in a sentence of that kind ("Learn a trade", "My son …").
      const kind = kindOfWord(groups[index]!);
      return kind && passage.ownKinds.has(kind) ? { ...entry, inText: true, found: Math.max(entry.found, FOUND.synonym) } : entry;
    });
    if (!carries(groups, found, passage, question)) continue;
    const covered = groups.reduce((sum, group, index) => sum + group.weight * found[index]!.found, 0) / total;
    const likesBonus = question.kinds.has('likes') && (passage.ownKinds.has('likes') || passage.kinds.includes('likes')) ? 0.3 : 0;
    const adviceBonus = question.kinds.has('advice') && passage.ownKinds.has('advice') ? 0.3 : 0;
    // The answer to the interview question of the kind asked ("what did you do for a living" for a question about work).
    const kindBonus = [...question.kinds].some((kind) => isStrictKind(kind) && passage.kinds.includes(kind)) ? KIND_ANSWER : 0;
    const topic = groups.map((group, index) => ({ group, found: found[index]! })).filter((entry) => entry.group.isTopic);
    const sameQuestion = asksSameQuestion(groups.map((group, index) => ({ group, found: found[index]! }))) ? SAME_QUESTION : 0;
    const kinNamed = question.kinds.has('family') && passage.ownKinds.has('family') ? KIN_NAMED : 0;
    // "Who …?": a sentence naming someone, or a heading whose next sentence does ("Pigeon racing … My uncle Frank …").
    const next = passage.isFragment ? passages.find((other) => other.previous === passage.id) : undefined;
    const namesSomeone = question.kinds.has('who') && (passage.ownKinds.has('who') || next?.ownKinds.has('who') === true) ? KIN_NAMED : 0;
    const inText = topic.some((entry) => entry.found.inText);
    const matched = [...passage.lemmas].filter((lemma) => groups.some((group) => group.isTopic && (group.said.has(term(lemma)) || group.synonyms.has(term(lemma))))).length;
    const focus = passage.lemmas.size === 0 ? 0 : (FOCUS * matched) / passage.lemmas.size;
    const pairs = [...question.pairs].reduce((sum, pair) => sum + (passage.pairs.has(pair) ? PAIR_IN_TEXT : passage.contextPairs.has(pair) ? PAIR_IN_QUESTION : 0), 0);
    ranked.push({ passage, inText, score: covered + likesBonus + adviceBonus + kindBonus + sameQuestion + kinNamed + namesSomeone + focus + pairs + (passage.isFirst ? FIRST_SENTENCE : 0) + BM25_SHARE * (result.score / topScore) });
    seen.add(passage.id);
  }
  // A question that names only a kind ("What did you do for work?"): the sentences of that kind, in the order said.
  const strictKinds = [...question.kinds].filter(isStrictKind);
  if (ranked.length === 0 && strictKinds.length > 0 && groups.every((group) => !group.isTopic || WORK_KIND_NAMES.has(group.lemma) || ADVICE_LEMMAS.has(group.lemma))) {
    for (const passage of passages) {
      if (seen.has(passage.id) || !strictKinds.every((kind) => passage.kinds.includes(kind))) continue;
      ranked.push({ passage, inText: false, score: 0.5 + (passage.ownKinds.has(strictKinds[0]!) ? 0.3 : 0) });
    }
  }
  ranked.sort((left, right) => right.score - left.score || left.passage.id - right.passage.id);
  return ranked;
}

/** The content lemmas of a sentence, for telling two sentences that say the same thing apart from two that do not. */
export function lemmasOf(text: string): Set<string> {
  return new Set(readWords(text).filter(isContent).map((word) => word.lemma));
}
