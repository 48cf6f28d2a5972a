// Finding what the person said that answers a question: a ranked search (MiniSearch, BM25) over their sentences, each
// indexed by its lemmas, by the broader terms of its nouns (WordNet: "song" is a piece of music) and by its context
// (the interview question it answered and the sentence before it, which names who "we" or "that advice" are). The
// question is read the same way and widened by WordNet synonyms and broader terms. A sentence is returned only when a
// topic word of the question (a noun first) is found in it or its context, and when it is the kind of thing asked for:
// a question about work gets the person's work, about family their family, asking for advice advice they gave, asking
// where or when a place or a time. One index per set of sentences, kept in a small cache.
import MiniSearch, { type SearchResult } from 'minisearch';
import { readWords, type Word } from '../../language/lemmas.ts';
import { relatedWords } from '../../language/wordnet.ts';
import { stemWord } from '../text.ts';
import { OCCUPATIONS } from './summary-lexicon.ts';
import { SECTION_WORDS } from './twin-text.ts';

/** What a question asks for, beyond its topic words. */
export type AskKind = 'work' | 'family' | 'advice' | 'likes' | 'where' | 'when';

export interface PassageInput {
  text: string;
  /** The interview question it answers, the memory's title or the summary section: what it is about when it does not say. */
  context: string;
  /** The kinds of question its source answers (the interview question's kind). */
  kinds: readonly AskKind[];
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
  /** Opens with a word that refers back ("That advice …", "We met …", "It was …"): it is given with the sentence before it. */
  leansBack: boolean;
}

// How much a question's word counts, by what it is: a noun names the topic, other words narrow it, asking words
// ("like", "tell") only rank.
const NOUN_WEIGHT = 1;
const OTHER_WEIGHT = 0.6;
const ASKING_WEIGHT = 0.25;
// How well a question's word is found, by where and how: as said in the sentence, as a synonym, as a broader term of
// one of the sentence's nouns, in the interview question it answers, in the sentence before it, as a broader term of
// the question's word.
const FOUND = { said: 1, synonym: 0.7, docBroader: 0.45, question: 0.7, neighbour: 0.35, broader: 0.25 } as const;
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
const FIELD_BOOST = { text: 3, broader: 1, question: 1.5, neighbour: 0.5 };
const MAX_CACHED_INDEXES = 32;

// Words of a question that say how it asks, not what about ("Do you like …", "Tell me about …").
const ASKING_LEMMAS = new Set(['like', 'love', 'enjoy', 'favourite', 'favorite', 'tell', 'know', 'think', 'ever', 'really', 'thing', 'something', 'anything', 'lot', 'get', 'go', 'have', 'be', 'do', 'want', 'would', 'could', 'should', 'much', 'many', 'kind', 'sort', 'way', 'usually', 'always', 'yourself', 'name', 'life', 'time', 'thing', 'bit', 'most', 'more', 'about']);
// A sentence opening with one of these leans on the sentence before it for what it is about.
const REFERRING_OPENERS = new Set(['that', 'this', 'it', 'these', 'those', 'he', 'she', 'they', 'we', 'him', 'her', 'there', 'then']);

const PRONOUNS = new Set(['he', 'she', 'him', 'her', 'his', 'they', 'them', 'their', 'we', 'us', 'our', 'it']);
// How far from "son" or "daughter" a name may stand to be learned as family.
const NAME_REACH = 2;
// Nouns that ask for a place: a sentence naming one ("at Sagres") answers them.
const PLACE_NOUNS = new Set(['place', 'location', 'city', 'town', 'country', 'spot', 'village']);
const WORK_LEMMAS = new Set(['work', 'job', 'career', 'living', 'profession', 'occupation', 'employ', 'employment', 'retire', 'retirement', 'colleague', 'office', 'boss', 'business', 'shift', 'trade']);
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
  if (words.some(isFamilyWord)) kinds.add('family');
  if (words.some((word) => word.pos === 'noun' && isWorkWord(word))) kinds.add('work');
  if (isImperative(words)) kinds.add('advice');
  if (words.some((word) => !word.negated && LIKES_LEMMAS.has(word.lemma) && word.pos === 'verb')) kinds.add('likes');
  words.forEach((word, index) => {
    const lower = word.text.toLowerCase();
    if (TIME_WORDS.has(lower) || TIME_WORDS.has(word.lemma) || MONTHS.has(lower) || /^(?:1[89]|20)\d\d$/.test(lower) || /^\d{1,2}(?::\d\d)?(?:am|pm)?$/.test(lower)) kinds.add('when');
    // "in Mértola", "at Sagres": a capitalised name after a preposition is a place.
    const before = words[index - 1];
    if (index > 0 && before && PLACE_PREPOSITIONS.has(before.text.toLowerCase()) && /^\p{Lu}/u.test(word.text) && word.pos === 'noun') kinds.add('where');
  });
  return kinds;
}

/** What a question asks for, read from its words: the topic words and the kinds the answer must be. */
export interface ReadQuestion {
  /** Topic lemmas, nouns first: at least one must be found for a sentence to answer. */
  nouns: string[];
  others: string[];
  /** The topic words that are verbs ("grow"): said in a sentence, they carry it like a noun. */
  verbs: string[];
  /** Words of how it asks ("like", "tell"): they only rank. */
  asking: string[];
  /** Kinds the answer must be (all of them); `likes` only ranks. */
  kinds: Set<AskKind>;
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
    if (words.some((word, index) => isFamilyWord(word) && (word.lemma === 'family' || words.slice(Math.max(0, index - 2), index).some((before) => ['your', 'my'].includes(before.text.toLowerCase()))))) kinds.add('family');
    if (first === 'where') kinds.add('where');
    if (first === 'when') kinds.add('when');
  }
  if ([...lemmas].some((lemma) => LIKES_LEMMAS.has(lemma))) kinds.add('likes');
  const topic = words.filter((word) => isContent(word) && !ASKING_LEMMAS.has(word.lemma) && !ignore.has(word.text.toLowerCase()) && !ignore.has(word.lemma));
  const unique = (list: Word[]) => [...new Set(list.map((word) => word.lemma))];
  const asking = words.filter((word) => isContent(word) && ASKING_LEMMAS.has(word.lemma) && !['be', 'do', 'have', 'get', 'go'].includes(word.lemma));
  return { nouns: unique(topic.filter((word) => word.pos === 'noun')), others: unique(topic.filter((word) => word.pos !== 'noun')), asking: unique(asking), verbs: unique(topic.filter((word) => word.pos === 'verb')), kinds };
}

interface IndexedDocument {
  id: number;
  text: string;
  broader: string;
  question: string;
  neighbour: string;
}

interface Indexed {
  passages: Passage[];
  search: MiniSearch<IndexedDocument>;
}

const cache = new Map<string, Indexed>();

/** A text's content words as indexed: each lemma, and its stem where that differs ("reading" is found by "read"). */
function tokensOf(words: readonly Word[]): string[] {
  const tokens = new Set<string>();
  for (const word of words.filter(isContent)) {
    tokens.add(term(word.lemma));
    tokens.add(stemWord(word.lemma));
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

/** Names said beside a family word ("Our son Gary", "His daughter Chloe"): a sentence naming them speaks of family. */
function familyNames(inputs: readonly PassageInput[]): Set<string> {
  const names = new Set<string>();
  for (const input of inputs) {
    const words = readWords(input.text);
    words.forEach((word, index) => {
      if (!isFamilyWord(word)) return;
      for (const near of words.slice(Math.max(0, index - NAME_REACH), index + NAME_REACH + 1)) {
        if (near !== word && near.pos === 'noun' && /^\p{Lu}/u.test(near.text) && !isFamilyWord(near)) names.add(near.text.toLowerCase());
      }
    });
  }
  return names;
}

function buildIndex(inputs: readonly PassageInput[]): Indexed {
  const relatives = familyNames(inputs);
  const passages: Passage[] = inputs.map((input, id) => {
    const words = readWords(input.text);
    const ownKinds = kindsOfSentence(words);
    if (words.some((word) => relatives.has(word.text.toLowerCase()))) ownKinds.add('family');
    const opener = words.find((word) => word.isWord && !['and', 'but', 'so'].includes(word.text.toLowerCase()))?.text.toLowerCase() ?? '';
    return {
      ...input,
      id,
      lemmas: new Set(words.filter(isContent).map((word) => word.lemma)),
      ownKinds,
      leansBack: input.previous !== null && REFERRING_OPENERS.has(opener),
      // What the interview question asks about: its nouns, not its times ("for hours", "from morning to night").
      questionNouns: new Set(readWords(input.context).filter((word) => isContent(word) && word.pos === 'noun' && !TIME_WORDS.has(word.lemma)).map((word) => term(word.lemma))),
      hasPronoun: input.previous !== null && words.some((word) => PRONOUNS.has(word.text.toLowerCase())),
      isFirst: input.previous === null,
    };
  });
  const search = new MiniSearch<IndexedDocument>({
    fields: ['text', 'broader', 'question', 'neighbour'],
    tokenize: (text) => text.split(' ').filter(Boolean),
    processTerm: (value) => value,
  });
  search.addAll(
    passages.map((passage) => {
      const words = readWords(passage.text);
      const previous = passage.previous === null ? '' : (inputs[passage.previous]?.text ?? '');
      return { id: passage.id, text: tokensOf(words).join(' '), broader: broaderTerms(words).join(' '), question: tokensOf(readWords(passage.context)).join(' '), neighbour: tokensOf(readWords(previous)).join(' ') };
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
}

interface QueryGroup {
  lemma: string;
  weight: number;
  isNoun: boolean;
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
    const related = isTopic ? relatedWords(lemma, 'any', SENSES) : { synonyms: [], broader: [] };
    groups.push({
      lemma,
      weight,
      isNoun,
      isTopic,
      said: new Set([term(lemma), stemWord(lemma)]),
      synonyms: new Set(related.synonyms.map(term)),
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
  inQuestion: boolean;
  found: number;
}

/** How well each group is found in one search result, from the fields its terms matched. */
function foundGroups(groups: readonly QueryGroup[], match: Record<string, string[]>, passage: Passage): GroupFound[] {
  return groups.map((group) => {
    let found = 0;
    let inText = false;
    let inQuestion = false;
    let saidHere = false;
    for (const [value, fields] of Object.entries(match)) {
      const how = group.said.has(value) ? 'said' : group.synonyms.has(value) ? 'synonym' : group.broader.has(value) ? 'broader' : null;
      if (!how) continue;
      for (const field of fields) {
        let score = 0;
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
        else if (field === 'neighbour') score = passage.hasPronoun && group.isNoun ? FOUND.synonym : FOUND.neighbour;
        // "I love that he hums": the name in the sentence before is whom "he" means.
        if (how !== 'broader' && (field === 'text' || field === 'broader' || (field === 'neighbour' && passage.hasPronoun && group.isNoun))) inText = true;
        if (how !== 'broader' && field === 'question') inQuestion = true;
        if (how !== 'broader' && field === 'text') saidHere = true;
        found = Math.max(found, score);
      }
    }
    return { inText, inQuestion, found: saidHere && inQuestion ? found + ANSWERED_HERE : found };
  });
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
  if (topic.some((entry) => entry.group.isNoun && entry.found.inText)) return true;
  if (topic.some((entry) => !entry.group.isNoun && entry.found.inText && (entry.found.inQuestion || question.verbs.includes(entry.group.lemma)))) return true;
  // No noun in the question: its other words, found in the sentence itself.
  if (!topic.some((entry) => entry.group.isNoun) && topic.some((entry) => entry.found.inText)) return true;
  if (passage.ownKinds.has('where') && question.nouns.some((noun) => PLACE_NOUNS.has(noun))) return true;
  const inQuestion = topic.filter((entry) => entry.found.inQuestion && !entry.found.inText);
  if (inQuestion.length >= 2) return true;
  // The question asks for work or advice and this answered a question of that kind.
  const strict = [...question.kinds].some((kind) => kind !== 'likes' && (passage.kinds.includes(kind) || passage.ownKinds.has(kind)));
  if (inQuestion.length >= 1 && strict) return true;
  if (inQuestion.some((entry) => isKindWord(entry.group.lemma) && !FAMILY_STEMS.has(stemWord(entry.group.lemma)))) return true;
  const nounsMatched = [...passage.questionNouns].filter((noun) => topic.some((entry) => entry.group.said.has(noun) || entry.group.synonyms.has(noun))).length;
  return nounsMatched * 2 > passage.questionNouns.size;
}

function passesKinds(passage: Passage, kinds: ReadonlySet<AskKind>): boolean {
  for (const kind of kinds) {
    if (kind === 'likes') continue;
    if (!passage.ownKinds.has(kind) && !passage.kinds.includes(kind)) return false;
  }
  return true;
}

export interface RankedPassage {
  passage: Passage;
  score: number;
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
  const ranked: RankedPassage[] = [];
  const seen = new Set<number>();
  for (const result of results) {
    const passage = passages[result.id as number]!;
    if (!passesKinds(passage, question.kinds)) continue;
    const found = foundGroups(groups, result.match, passage);
    if (!carries(groups, found, passage, question)) continue;
    const covered = groups.reduce((sum, group, index) => sum + group.weight * found[index]!.found, 0) / total;
    const likesBonus = question.kinds.has('likes') && (passage.ownKinds.has('likes') || passage.kinds.includes('likes')) ? 0.3 : 0;
    const adviceBonus = question.kinds.has('advice') && passage.ownKinds.has('advice') ? 0.3 : 0;
    // The answer to the interview question of the kind asked ("what did you do for a living" for a question about work).
    const kindBonus = [...question.kinds].some((kind) => kind !== 'likes' && passage.kinds.includes(kind)) ? KIND_ANSWER : 0;
    ranked.push({ passage, score: covered + likesBonus + adviceBonus + kindBonus + (passage.isFirst ? FIRST_SENTENCE : 0) + BM25_SHARE * (result.score / topScore) });
    seen.add(passage.id);
  }
  // A question that names only a kind ("What did you do for work?"): the sentences of that kind, in the order said.
  const strictKinds = [...question.kinds].filter((kind) => kind !== 'likes');
  if (ranked.length === 0 && strictKinds.length > 0 && groups.every((group) => !group.isTopic || WORK_LEMMAS.has(group.lemma) || ADVICE_LEMMAS.has(group.lemma))) {
    for (const passage of passages) {
      if (seen.has(passage.id) || !strictKinds.every((kind) => passage.kinds.includes(kind))) continue;
      ranked.push({ passage, score: 0.5 + (passage.ownKinds.has(strictKinds[0]!) ? 0.3 : 0) });
    }
  }
  ranked.sort((left, right) => right.score - left.score || left.passage.id - right.passage.id);
  return ranked;
}

/** The content lemmas of a sentence, for telling two sentences that say the same thing apart from two that do not. */
export function lemmasOf(text: string): Set<string> {
  return new Set(readWords(text).filter(isContent).map((word) => word.lemma));
}
