// Finding what the person said that answers a question, precision first. The question is read for its focus: its
// content words (wink-nlp lemmas and parts of speech) without the words every question uses to ask ("do you like",
// "tell me about"), and for the kind of answer it wants (their work, their family, advice). A sentence answers only
// when the things the question names are found in it, in whom or what it goes on about (the sentence before it), or in
// the interview question it answered: as said, as a WordNet synonym or word of the same family, as a narrower term
// ("a song" is music), or, for kin, as the relation ("a son" is a child, "Gary" the son he was introduced as). Anything
// else is not an answer, however many words it shares, so the twin says it was never told. Those that answer are
// ranked by how much of the focus they hold and how directly, with MiniSearch's BM25 ordering equals.
import MiniSearch from 'minisearch';
import { readWordsInContext as readInContextUnfolded } from '../../language/in-context.ts';
import { readWords as readUnfolded, type PartOfSpeech, type Word } from '../../language/lemmas.ts';
import { antonymsOf, capitalisedKinds, derivedWords, hasPartOfSpeech, isCapitalisedKind, isDictionaryWord, isNameOnly, isOccupationNoun, isPersonNoun, nounKinds, relatedWords, verbKinds } from '../../language/wordnet.ts';
import { stemWord } from '../../language/text.ts';

/** What a question asks for, beyond its focus words. `work`, `family` and `advice` must be met; the others only rank. */
export type AskKind = 'work' | 'family' | 'advice' | 'likes' | 'where' | 'when' | 'who' | 'amount';

export interface PassageInput {
  text: string;
  /** The interview question it answers, the memory's title or the summary section: what it is about when it does not say. */
  context: string;
  /** The kinds of question its source answers (the interview question's kind). */
  kinds: readonly AskKind[];
  /** The general words of those kinds ("work job career"): found only for a question's word naming a kind. */
  kindWords?: string;
  /** The sentence before it in the same answer or memory, if any (index into the list). */
  previous: number | null;
}

export interface Passage extends PassageInput {
  id: number;
  /** Its content lemmas and their stems, and whom its names stand for ("Gary" → son). */
  terms: Set<string>;
  /** The terms of its clauses that speak of the person ("Joanna and I swim"), not of someone else ("my brother plays jazz"). */
  ownTerms: Set<string>;
  /** The relations its names were introduced with ("Gary" → son), and whom they are to the person ("his daughter" → granddaughter). */
  kinTerms: Set<string>;
  /** The nouns its nouns are kinds of, up to three steps ("song" → music): a question naming one is about it. */
  kindsOfThings: Map<string, Set<string>>;
  /** The same, of the clauses that speak of the person. */
  ownKindsOfThings: Map<string, Set<string>>;
  /** The kinds of thing (WordNet's noun files) its own clauses' nouns name in their commonest sense: animal, food … */
  ownNounFiles: Set<string>;
  nounFiles: Set<string>;
  /** The terms of its nouns said as where something happens ("in the car", "at the hospital"). */
  settingTerms: Set<string>;
  /** The doings its verbs are kinds of ("sketch" is to draw), and those of its clauses that speak of the person. */
  broaderDoings: Set<string>;
  ownBroaderDoings: Set<string>;
  /** Its terms but those of its verbs and of nouns that say what another noun is of ("farm" in "the farm accounts"). */
  thingTerms: Set<string>;
  /** The relations it names as the person's own ("my nan", "our son"). */
  ownedKinTerms: Set<string>;
  /** Its terms but those of relations said of anyone ("a child", "like children", "every kid"): whom it speaks of. */
  personalTerms: Set<string>;
  /** Its terms but those of names ("Christmas Eve"): a question's synonym is a common word, never part of a name. */
  commonTerms: Set<string>;
  /** The terms of its adjectives said of a noun right after them ("a frightened pilot"): a state of that one, not the speaker's. */
  attributiveTerms: Set<string>;
  /** Tells someone what to do ("Keep some money aside for a bad year"): advice, not what the person did. */
  isImperative: boolean;
  /** The terms of its nouns said as someone else's ("a tourist's car", "his boat"). */
  othersTerms: Set<string>;
  /** Its terms but those. */
  unpossessedTerms: Set<string>;
  /** Its terms but those: what it is about. */
  topicTerms: Set<string>;
  /** The kinds its nouns but those are of ("a taxi on the way to the church": none of a car). */
  topicKindsOfThings: Map<string, Set<string>>;
  /** The content terms of the interview question it answered, without the alternatives it lists. */
  contextTerms: Set<string>;
  /** The same, without the general words of its kinds: the interview question's own words. */
  askedTerms: Set<string>;
  /** The interview question's terms but those of a noun in -ing after a determiner ("for a living"): a verb asked is not asked there by one. */
  contextDoingTerms: Set<string>;
  /** The terms of the interview question's own verbs ("just starting out"): a verb asked is found there by a synonym too. */
  contextVerbTerms: Set<string>;
  /** The alternatives it lists ("books, music, films or places"): found there, a word is the question's only with another. */
  listedTerms: Set<string>;
  /** The person's own sentence says something of each of these kinds. */
  ownKinds: Set<AskKind>;
  /** Says "he", "she", "we", "it" …: what it speaks of may be named in the sentence before. */
  hasPronoun: boolean;
  isFirst: boolean;
  /** Opens with a word that refers back ("That advice …", "We met …"), or ends on one ("… hear me saying that"). */
  leansBack: boolean;
  /** Has no verb ("Sketching.", "Prime numbers."): a heading that the sentence after it goes on about. */
  isFragment: boolean;
  /** The sentence before it is such a heading. */
  followsFragment: boolean;
  /** Its content lemmas two by two, in order. */
  pairs: Set<string>;
  /** The terms of its nouns said in general, with nothing before them that picks one out ("full of colour"). */
  bareTerms: Set<string>;
  /** Its terms but those. */
  pickedTerms: Set<string>;
  /** Says what someone is by a line of work ("who was a porter", "Sverre is a dentist"). */
  namesRole: boolean;
  /** The relations it has do something ("Our son Gary runs …" → son: present), by the tense they do it in. */
  doings: Map<string, Set<Tense>>;
  /** The doings its own clauses' verbs, not in -ing, are kinds of ("I hate" → dislike): a feeling of the person's. */
  feltDoings: Set<string>;
  /** What its negated verbs say by their opposite ("I don't like" → dislike, "I can't stand" → dislike). */
  negatedTerms: Set<string>;
  /** Names a thing or a doing of money (a wage, coins, to owe, to borrow), in their commonest sense. */
  speaksOfMoney: boolean;
  /** Names someone: a relation, a name, or a kind of person ("the fishermen"). */
  namesSomeone: boolean;
  /** Says how many or how much: a number that is not a year, "every week", "twice". */
  saysAmount: boolean;
  /**
   * Names a side that plays (a name of two capitalised words, not a place, in a sentence that speaks of a sport or a
   * match, or beside one that does: "never miss a Gor Mahia match", "watch every Ikale Tahi test … touch rugby").
   */
  namesTeam: boolean;
}

/** A text's lemmas two by two, in order, leaving out pairs of two function words ("do you"). */
function lemmaPairs(words: readonly Word[]): Set<string> {
  const content = words.filter((word) => word.isWord && !['a', 'an', 'the', 'you', 'your', 'i', 'my'].includes(word.lemma));
  const pairs = new Set<string>();
  for (let index = 1; index < content.length; index += 1) {
    const [left, right] = [content[index - 1]!, content[index]!];
    if (!(left.stopWord && right.stopWord)) pairs.add(`${left.lemma} ${right.lemma}`);
  }
  return pairs;
}

/** What a question asks for: its focus words and the kinds the answer must be. */
export interface ReadQuestion {
  /** The things it names (nouns, and activities named by an -ing form: "drawing"). */
  nouns: string[];
  /** Its other focus words: verbs, adjectives, adverbs ("grow", "married", "seriously"). */
  others: string[];
  /** The part of speech of each of `others`, whose synonyms are that part of speech's. */
  partsOfSpeech: Readonly<Record<string, PartOfSpeech>>;
  /** How it asks ("like", "love", "remember"): found in a sentence or its interview question, they only rank. */
  asking: string[];
  /** Its content lemmas two by two ("want to", "to be"): said together in a sentence, they rank it. */
  pairs: Set<string>;
  /** Asks what the person themself does or likes ("Do you keep bees?"), not about someone of theirs. */
  aboutSelf: boolean;
  kinds: Set<AskKind>;
  /** Things named as alternatives ("brothers or sisters"): one of each group is enough. */
  alternatives: string[][];
  /**
   * "What does your father do?", "What did your wife do?": what someone of theirs does or did. A sentence answers when
   * it says that one's work, or has them do something in that tense ("Our son Gary runs a garage").
   */
  doer: Doer | null;
  /**
   * The things it names as where or when something happens ("at Thanksgiving", "Which orchestra do you play in?"): a
   * sentence naming them the same way answers it, though it says nothing else of them.
   */
  settings: Set<string>;
  /**
   * The things it asks which one of ("your favourite colour", "What film …"): the word said in general ("full of
   * colour") names none of them.
   */
  particular: Set<string>;
  /** Relations it names of anyone, not of the one asked ("How many children do you cook for?"): ordinary nouns. */
  anyone: Set<string>;
  /** Asks about a relation of theirs ("Do you have any kids?"): only what speaks of their family answers. */
  asksKin: boolean;
  /** Adjectives said of no noun ("What scared you?", "What makes you angry?"): a state, found by its WordNet cluster. */
  states: Set<string>;
  /** Asks how long: a time since which ("since 2001") answers as an amount does. */
  asksDuration: boolean;
  /** Asks what the person thinks or would say of something: what they advise says it too. */
  asksView: boolean;
  /** Asks what they like, love or enjoy about something: only a sentence of liking answers. */
  asksLikingAbout: boolean;
  /** "First" or "last" said of a thing asked ("your first car"): only a sentence that says which one answers. */
  ordinals: Set<string>;
}

export interface Doer {
  /** The words for that one ("father": father, dad, daddy …). */
  relations: Set<string>;
  tense: Tense;
}

type Tense = 'present' | 'past';

export interface RankedPassage {
  passage: Passage;
  score: number;
  /** A focus word is in the sentence itself (or in whom or what it goes on about), not only in its interview question. */
  inText: boolean;
}

// How directly a focus word is found: as said, as a synonym or word of its family, as a narrower thing, in the
// sentence the pronoun points back to, in the interview question answered.
const FOUND = { said: 1, synonym: 0.85, narrower: 0.75, previous: 0.9, context: 0.6, nearby: 0.5 } as const;
const NOUN_WEIGHT = 1;
const OTHER_WEIGHT = 0.5;
// The answer to an interview question of the kind asked ("what did you do for a living" for a question about work).
const KIND_ANSWER = 0.3;
// The answer to an interview question about what the person likes doing, for a question about what they like.
const LIKES_ANSWER = 0.1;
// A sentence that itself says the kind asked for (a job, an imperative, a liking, a place, a time, a name).
const OWN_KIND = 0.2;
// A relation asked about, named as the person's own ("my nan").
const OWNED_KIN = 0.05;
// The same, when the interview question it answered asked for that kind already.
const OWN_KIND_IN_CONTEXT = 0.75;
const FIRST_SENTENCE = 0.02;
const ASKED = 0.05;
const SAME_QUESTION = 0.3;
const ALSO_ASKED = 0.1;
// Two words of the question said together in the sentence, in its order ("wants to be").
const PAIR = 0.05;
const BM25_SHARE = 0.05;
// The one asked about is the subject of the sentence's verb ("My father was a clockmaker").
const DOING = 0.2;
// And the sentence that names them with a line of work, above one where they merely do something.
const DOER_WORK = 0.4;
// How many steps up WordNet's kinds a sentence's noun is followed ("song" → musical composition → music).
const KIND_STEPS = 3;
const SENTENCE_SENSES = 2;
const QUESTION_SENSES = 1;
const MAX_CACHED_INDEXES = 32;

// The words every question uses to ask, whatever it asks about.
const ASKING = new Set(['like', 'love', 'enjoy', 'favourite', 'favorite', 'tell', 'know', 'think', 'ever', 'really', 'thing', 'something', 'anything', 'everything', 'lot', 'get', 'go', 'have', 'be', 'do', 'want', 'would', 'could', 'should', 'can', 'much', 'many', 'kind', 'sort', 'type', 'way', 'usually', 'always', 'often', 'yourself', 'name', 'bit', 'most', 'more', 'about', 'best', 'good', 'great', 'mean', 'feel', 'say', 'describe', 'share', 'talk', 'still', 'also', 'any', 'some', 'whole', 'look', 'fun', 'people', 'person', 'someone', 'somebody', 'anyone', 'anybody', 'everyone', 'everybody']);
// Nouns of time: in a question they say when, not what about; they are required only when nothing else is named.
const TIME_NOUNS = new Set(['time', 'day', 'days', 'night', 'morning', 'evening', 'afternoon', 'week', 'weekend', 'month', 'year', 'hour', 'minute', 'moment', 'life', 'today', 'age']);
const TIME_WORDS = new Set([...TIME_NOUNS, 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'summer', 'winter', 'spring', 'autumn', 'christmas', 'birthday', 'daily', 'weekly', 'early', 'late', 'yesterday', 'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december']);

// Kin: the words that name a relation, and the relations a word for several of them covers ("your kids" are sons and
// daughters; "married" is a wife or a husband). A closed class of words, the same for every family.
const KIN_GROUPS: Record<string, readonly string[]> = {
  parent: ['parent', 'mother', 'father', 'mum', 'mom', 'mam', 'dad', 'daddy', 'mummy', 'mommy', 'ma', 'pa'],
  mother: ['mother', 'mum', 'mom', 'mam', 'mummy', 'mommy', 'ma'],
  father: ['father', 'dad', 'daddy', 'pa', 'papa'],
  child: ['child', 'kid', 'son', 'daughter', 'baby', 'children', 'twin'],
  sibling: ['sibling', 'brother', 'sister'],
  grandchild: ['grandchild', 'grandson', 'granddaughter'],
  grandparent: ['grandparent', 'grandmother', 'grandfather', 'gran', 'granny', 'grandma', 'grandpa', 'nan', 'nana', 'granddad'],
  spouse: ['spouse', 'wife', 'husband', 'partner'],
};
KIN_GROUPS['family'] = [...new Set(Object.values(KIN_GROUPS).flat()), 'family', 'aunt', 'uncle', 'cousin', 'niece', 'nephew', 'relative'];
const KIN_ALIASES: Record<string, string> = { relatives: 'family', relative: 'family', relation: 'family', relations: 'family', folks: 'family', mum: 'mother', mom: 'mother', mam: 'mother', mummy: 'mother', mommy: 'mother', dad: 'father', daddy: 'father', kid: 'child', children: 'child', parents: 'parent', siblings: 'sibling', grandkid: 'grandchild', partner: 'spouse', marry: 'spouse', married: 'spouse', wed: 'spouse', grandma: 'grandparent', grandpa: 'grandparent', gran: 'grandparent', granny: 'grandparent', nan: 'grandparent' };
const KIN_WORDS = new Set([...Object.values(KIN_GROUPS).flat(), 'aunt', 'auntie', 'uncle', 'cousin', 'niece', 'nephew', 'grandson', 'granddaughter', 'fiance', 'fiancee', 'stepson', 'stepdaughter', 'stepmother', 'stepfather', 'family', 'relative']);
const FAMILY_WHOLE = new Set(['family', 'relative', 'relation', 'relatives', 'kin', 'folk', 'folks']);

const WORK_NAMES = new Set(['work', 'job', 'career', 'living', 'profession', 'occupation', 'employment', 'trade', 'business']);
const WORK_WORDS = new Set([...[...WORK_NAMES].filter((word) => word !== 'work'), 'retire', 'retirement', 'colleague', 'office', 'boss', 'shift', 'employ', 'employer']);
const ADVICE_WORDS = new Set(['advice', 'advise', 'tip', 'suggest', 'suggestion', 'recommend', 'recommendation', 'lesson', 'wisdom', 'counsel']);
const LIKING_VERBS = new Set(['like', 'love', 'enjoy', 'adore', 'prefer']);
const FAVOURITE_WORDS = new Set(['best', 'favourite', 'favorite']);
// Nouns of time that say no time ("on time", "all my life", "for a moment").
const VAGUE_TIMES = new Set(['time', 'life', 'moment', 'age']);
const CLOCK_PREPOSITIONS = new Set(['at', 'by', 'around', 'till', 'until', 'from', 'before', 'after', 'about']);
const FREQUENCY_WORDS = new Set(['daily', 'weekly', 'monthly', 'yearly', 'twice', 'fortnightly', 'nightly']);
const PRONOUNS = new Set(['he', 'she', 'him', 'her', 'his', 'they', 'them', 'their', 'we', 'us', 'our', 'it', 'this', 'that']);
const REFERRING_OPENERS = new Set(['that', 'this', 'it', 'these', 'those', 'he', 'she', 'they', 'we', 'him', 'her', 'there', 'then']);
const FINAL_DEMONSTRATIVES = new Set(['that', 'this', 'those', 'these']);
const PLACE_PREPOSITIONS = new Set(['in', 'at', 'from', 'to', 'near', 'by', 'on', 'of']);
// "When you were a child", "as a boy", "growing up": the person at an age, not a relative of theirs.
const CHILD_NOUNS = new Set(['child', 'kid', 'boy', 'girl', 'teenager', 'youngster', 'lad', 'lass']);

// Letters that carry their mark in themselves rather than as a separate accent ("ł", "đ", "ø").
const OWN_MARK_LETTERS: Record<string, string> = { ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ø: 'o', Ø: 'O', ħ: 'h', Ħ: 'H', ı: 'i' };

/**
 * A text with its letters' accents left off ("Tomaž" → "Tomaz", "Łukasz" → "Lukasz"): the tagger cuts a word at a
 * letter it does not know, so a name would become two words. The question and the sentences are read the same way.
 */
export function foldAccents(text: string): string {
  return text
    .normalize('NFD')
    .replaceAll(/\p{M}/gu, '')
    .replaceAll(/[łŁđĐøØħĦı]/g, (letter) => OWN_MARK_LETTERS[letter] ?? letter)
    .normalize('NFC');
}

const readWords = (text: string) => readUnfolded(foldAccents(text));
const readWordsInContext = (text: string) => readInContextUnfolded(foldAccents(text));

// A possessive or a contraction's end ("father's", "it'll") is no word of its own.
const isContent = (word: Word) => word.isWord && !word.stopWord && !/^['’]/.test(word.text);

/** A question's words, with the verb a clause lacks put back ("What music moves you?"), "I'm" as the person. */
function readInContext(text: string): readonly Word[] {
  return asOwnChildren(readWordsInContext(text).map(asSpeaker));
}

const OWNERS = new Set(['my', 'our', 'your', 'his', 'her', 'their']);
// "We have two boys", "they raised three girls": the verbs that say whose children are counted after them.
const HAVING = new Set(['have', 'get', 'raise', 'bring', 'adopt', 'lose']);
const CHILD_BY_SEX: Record<string, string> = { boy: 'son', girl: 'daughter' };

/** A word read as a relation by asOwnChildren, as it was written ("girls" → girl): the terms it is found by as said. */
function asWritten(word: Word): Word {
  const written = word.text.toLowerCase().replace(/s$/, '');
  return CHILD_BY_SEX[written] === word.lemma ? { ...word, lemma: written } : word;
}

/** "Our two boys", "your girls", "we have two boys": someone's sons and daughters, read as such. */
function asOwnChildren(words: readonly Word[]): Word[] {
  return words.map((word, index) => {
    const relation = word.pos === 'noun' ? CHILD_BY_SEX[word.lemma] : undefined;
    if (!relation) return word;
    // Back over the words that count or describe them ("two", "twin", "lovely") to whose they are.
    let at = index - 1;
    while (at >= 0 && at >= index - 3 && (isNumber(words[at]!) || words[at]!.pos === 'adjective')) at -= 1;
    const before = words[at];
    const described = at < index - 1;
    const owned = before !== undefined && (OWNERS.has(before.text.toLowerCase()) || (described && HAVING.has(before.lemma)));
    return owned ? { ...word, lemma: relation } : word;
  });
}

/** "I'm", "we've", read as one noun: the one speaking. */
function asSpeaker(word: Word): Word {
  const pronoun = /^(i|we|you|he|she|they)['’](?:m|ve|d|ll|re)$/i.exec(word.text)?.[1];
  return pronoun ? { ...word, text: pronoun.toLowerCase() === 'i' ? 'I' : pronoun, lemma: pronoun.toLowerCase(), pos: 'other', stopWord: true } : word;
}

/**
 * A sentence's words: as read, "I'm" as the person speaking. A sentence may have no verb ("Catching crabs in the rock
 * pools"), so one is not put back as in a question.
 */
function readSentence(text: string): readonly Word[] {
  return asOwnChildren(readWords(text).map(asSpeaker).map(asCommonOpener).map(asCapitalisedKind));
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

// Numbers said in words: a sentence holding one answers "how many", "how long", "how old".
const NUMBER_WORDS = new Set(['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety', 'hundred', 'thousand', 'dozen', 'half', 'couple']);
const isNumber = (word: Word) => /^\d+(?:[.,]\d+)?$/.test(word.text) || word.text.toLowerCase().split('-').some((part) => NUMBER_WORDS.has(part));
const isYear = (word: Word) => /^(?:1[89]|20)\d\d$/.test(word.text);
const isCapitalised = (word: Word) => /^\p{Lu}/u.test(word.text) && word.text !== 'I';
const kinOf = (lemma: string) => KIN_ALIASES[lemma] ?? lemma;

const isStrict = (kind: AskKind) => kind === 'work' || kind === 'family' || kind === 'advice';

/** A word's stem ("reading" is found by "read"), unless cutting its "e" makes another word ("care", "car"). */
function stemOf(lemma: string): string {
  const stem = stemWord(lemma);
  return stem === lemma || lemma !== `${stem}e` || !isDictionaryWord(stem) ? stem : lemma;
}

/** The verb a participle read as an adjective is a form of ("married" → marry, "retired" → retire), if WordNet holds it. */
function verbOfParticiple(word: Word): string[] {
  const written = word.text.toLowerCase();
  if (word.pos !== 'adjective' || !/[a-z]{2}ed$/.test(written)) return [];
  const root = written.slice(0, -2);
  const candidates = root.endsWith('i') ? [`${root.slice(0, -1)}y`] : [root, `${root}e`, ...(/(.)\1$/.test(root) ? [root.slice(0, -1)] : [])];
  return candidates.filter((verb) => hasPartOfSpeech(verb, 'verb')).slice(0, 1);
}

function termsOfWord(word: Word): string[] {
  const lemma = word.lemma.replaceAll(/\s+/g, '_');
  return [lemma, stemOf(lemma), stemOf(word.text.toLowerCase()), ...verbOfParticiple(word)];
}

/** "Check everything twice", "Never borrow money": a sentence that tells someone what to do. */
function isImperative(words: readonly Word[]): boolean {
  const content = words.filter((word) => word.isWord);
  let index = 0;
  while (index < content.length && ['and', 'but', 'so', 'also', 'just', 'please', 'always', 'never', 'do', "don't", 'dont', 'not', 'n’t', "n't"].includes(content[index]!.text.toLowerCase())) index += 1;
  const first = content[index];
  if (!first || first.pos !== 'verb') return false;
  const written = first.text.toLowerCase();
  return written === first.lemma || (first.lemma === 'be' && written === 'be');
}

/** A sentence that tells someone what to do ("Learn a trade", "Never borrow money"). */
export function isImperativeText(text: string): boolean {
  return isImperative(readWords(text));
}

/** The kinds of question a sentence answers by its own words ("I loved …" likes, "in Setúbal" where). */
export function kindsOfText(text: string): Set<AskKind> {
  return kindsOfSentence(readSentence(text));
}

/** The kinds of question a sentence answers by its own words. */
function kindsOfSentence(words: readonly Word[]): Set<AskKind> {
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
  if (words.some((word) => isNumber(word) && !isYear(word))) kinds.add('amount');
  if (isImperative(words)) kinds.add('advice');
  if (words.some((word) => !word.negated && word.pos === 'verb' && LIKING_VERBS.has(word.lemma))) kinds.add('likes');
  // "The best bit is …", "my favourite walk": what the person likes most, said without a verb of liking.
  if (words.some((word, index) => !word.negated && FAVOURITE_WORDS.has(word.text.toLowerCase()) && words[index + 1]?.pos === 'noun')) kinds.add('likes');
  // "Every Tuesday", "twice a week", "on Sundays": how often, and when.
  if (words.some((word, index) => (['every', 'each'].includes(word.text.toLowerCase()) && TIME_WORDS.has(words[index + 1]?.lemma ?? '')) || false)) kinds.add('amount').add('when');
  if (words.some((word) => FREQUENCY_WORDS.has(word.text.toLowerCase()))) kinds.add('amount');
  words.forEach((word, index) => {
    const lower = word.text.toLowerCase();
    if (((TIME_WORDS.has(lower) || TIME_WORDS.has(word.lemma)) && !VAGUE_TIMES.has(word.lemma)) || /^(?:1[89]|20)\d\d$/.test(lower) || /^\d{1,2}(?::\d\d)?(?:am|pm)?$/.test(lower)) kinds.add('when');
    // "At six", "by half five", "until eight": a clock time said in words.
    if (isNumber(word) && CLOCK_PREPOSITIONS.has(words[index - 1]?.text.toLowerCase() ?? '') || (lower === 'half' && CLOCK_PREPOSITIONS.has(words[index - 1]?.text.toLowerCase() ?? ''))) kinds.add('when');
    const before = words[index - 1];
    if (word.pos !== 'noun' || !isCapitalised(word) || index === 0) return;
    if (before && PLACE_PREPOSITIONS.has(before.text.toLowerCase()) && !TIME_WORDS.has(word.lemma)) kinds.add('where');
    else if (isNameOnly(word.text)) kinds.add('who');
  });
  return kinds;
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
function saysRole(words: readonly Word[]): boolean {
  return words.some((word, index) => {
    const lower = word.text.toLowerCase();
    const opens = COPULAS.has(lower) || (['as'].includes(lower) && ['work', 'serve', 'train', 'start', 'retire'].includes(words[index - 1]?.lemma ?? ''));
    if (!opens || words[index + 1]?.negated || words[index + 1]?.text.toLowerCase() === 'not') return false;
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
function isSelfAsChild(words: readonly Word[], index: number): boolean {
  const word = words[index]!;
  if (word.lemma === 'grow' && words[index + 1]?.text.toLowerCase() === 'up') return true;
  if (!CHILD_NOUNS.has(word.lemma)) return false;
  const before = words.slice(Math.max(0, index - 3), index).map((entry) => entry.text.toLowerCase());
  return before.some((entry) => ['being', 'as', 'were', 'was'].includes(entry)) && !before.some((entry) => ['your', 'my', 'any', 'have'].includes(entry));
}

// Words between "you" and the role said of them: "have you been a guide", "were you ever the captain".
const ROLE_OF_YOU_REACH = 5;

/** "How long have you been a guide?", "Are you a nurse?": a kind of person said of the one asked, not someone else. */
function isRoleOfListener(words: readonly Word[], index: number): boolean {
  const before = words.slice(Math.max(0, index - ROLE_OF_YOU_REACH), index).map((word) => word.text.toLowerCase());
  const you = before.lastIndexOf('you');
  const copula = before.findIndex((word) => COPULAS.has(word));
  return you >= 0 && copula >= 0 && before.slice(Math.max(you, copula) + 1).every((word) => ['a', 'an', 'the', 'ever', 'still'].includes(word) || /^\p{L}+$/u.test(word));
}

/** The focus and kinds of a question; `ignore` holds words that are not its topic (the twin's own name, a greeting). */
export function readQuestion(question: string, ignoreAsWritten: ReadonlySet<string> = new Set()): ReadQuestion {
  const words = asQuestionWords(readInContext(question));
  const ignore = new Set([...ignoreAsWritten].map((word) => foldAccents(word).toLowerCase()));
  const lemmas = new Set(words.map((word) => word.lemma));
  const lower = question.toLowerCase();
  const kinds = new Set<AskKind>();
  const first = words.find((word) => word.isWord)?.text.toLowerCase();
  const isAdvice = [...lemmas].some((lemma) => ADVICE_WORDS.has(lemma)) || /\bwhat (?:would|should|do) (?:you )?(?:tell|say to|teach)\b|\bshould i\b/.test(lower);
  if (isAdvice) kinds.add('advice');
  else if (words.some((word) => (WORK_NAMES.has(word.lemma) && (word.pos === 'noun' || word.lemma === 'work')) || WORK_NAMES.has(word.text.toLowerCase()))) kinds.add('work');
  // "Your family", "your relatives": the person's family as a whole ("in the family" is only a word of the question).
  // "Reminds you of home", "food from home": home said bare after "of" or "from" is where one's family is.
  const wholeFamily = words.filter((word, index) => (FAMILY_WHOLE.has(word.lemma) && ['your', 'any', 'my'].includes(words[index - 1]?.text.toLowerCase() ?? '')) || (word.pos === 'noun' && word.lemma === 'home' && ['of', 'from'].includes(words[index - 1]?.text.toLowerCase() ?? '')));
  if (wholeFamily.length > 0) kinds.add('family');
  // Asked with nothing but what they do, the question is what they do for a living.
  if (first === 'what' && words.filter((word) => word.isWord).every((word) => ['what', 'do', 'you', 'now', 'nowadays'].includes(word.lemma))) kinds.add('work');
  const doer = doerOf(words, lower, kinds);
  if (/\bhow (?:many|much|long|old|often)\b/.test(lower)) kinds.add('amount');
  if (first === 'where') kinds.add('where');
  // "When …?", "What time …?": a time is asked for.
  // "When you were a child, …" sets a time; it does not ask for one.
  const asksTime = /^\W*(?:when (?:do|did|does|is|was|are|were|will|would|have|has|had|can|could)\b|(?:what|which) time\b)/.test(lower);
  if (asksTime) kinds.add('when');
  if (first === 'who') kinds.add('who');
  // "What was he like?" asks what someone is like: "like" there is no liking.
  if (words.some((word) => (LIKING_VERBS.has(word.lemma) && (word.lemma !== 'like' || word.pos === 'verb')) || ['favourite', 'favorite', 'hobby', 'pastime'].includes(word.lemma) || (word.text.toLowerCase() === 'best' && kinds.has('work')))) kinds.add('likes');
  // Whom advice is for ("for a young person", "a shy student") is not what it is about.
  const audience = new Set<Word>();
  if (isAdvice) {
    words.forEach((word, index) => {
      if (!['for', 'to', 'give', 'tell', 'teach'].includes(word.lemma)) return;
      // The words of the noun phrase after it: "a young farmer", "a new mother", "someone starting out".
      for (const next of words.slice(index + 1)) {
        // "Someone starting a new job", "a person learning to drive": the -ing clause says who they are.
        const describesThem = next.pos === 'verb' && /ing$/i.test(next.text) && audience.size > 0;
        if (!next.isWord || (next.pos === 'verb' && !describesThem) || next.pos === 'adverb' || (next.stopWord && next.pos === 'other' && !['a', 'an', 'the', 'my', 'your', 'someone', 'somebody', 'anyone', 'anybody', 'everyone', 'everybody', 'to', 'out', 'up'].includes(next.lemma))) break;
        audience.add(next);
      }
    });
  }
  const nouns: string[] = [];
  const others: string[] = [];
  const partsOfSpeech: Record<string, PartOfSpeech> = {};
  words.forEach((word, index) => {
    if (!(isContent(word) || isQuestionVerb(words, index)) || ASKING.has(word.lemma) || audience.has(word) || ignore.has(word.text.toLowerCase()) || ignore.has(word.lemma)) return;
    if (ADVICE_WORDS.has(word.lemma) || (kinds.has('work') && (WORK_NAMES.has(word.lemma) || WORK_NAMES.has(word.text.toLowerCase()))) || wholeFamily.includes(word)) return;
    if (isSelfAsChild(words, index)) return void nouns.push('childhood');
    // "All day", "the whole night": how long, not what about.
    if (TIME_NOUNS.has(word.lemma) && ['all', 'whole'].includes(words[index - 1]?.text.toLowerCase() ?? '')) return;
    // "What time do you get up?": the time is what it asks for, not what it is about.
    if (asksTime && word.lemma === 'time' && index <= 2) return;
    // "Do you like drawing?": an -ing form names the activity.
    if (TIME_NOUNS.has(word.lemma)) nouns.push(word.lemma);
    else if (!isContent(word)) {
      others.push(word.lemma);
      partsOfSpeech[word.lemma] = 'verb';
    } else if (word.pos === 'noun' || (word.pos === 'verb' && /ing$/i.test(word.text) && relatedWords(word.text.toLowerCase(), 'noun', 1).broader.length > 0 && index > 0 && !['be', 'you'].includes(words[index - 1]!.lemma))) nouns.push(word.pos === 'noun' ? word.lemma : word.text.toLowerCase());
    else {
      others.push(word.lemma);
      partsOfSpeech[word.lemma] = word.pos;
    }
  });
  // Two nouns WordNet holds as one ("board game", "pen pal") name one thing: asked about board games, the question
  // asks for a board game, which "Scrabble" is, not for a board and a game.
  words.forEach((word, index) => {
    const next = words[index + 1];
    if (!next || word.pos !== 'noun' || next.pos !== 'noun' || !nouns.includes(word.lemma) || !nouns.includes(next.lemma)) return;
    const compound = `${word.lemma} ${next.lemma}`;
    // "A bus driver" stays a role of the one asked, read as such; "a star sign", filed by WordNet as a region of the
    // sky, is no place the owner was.
    if (!hasPartOfSpeech(compound, 'noun') || nounKinds(compound, 1).some((file) => file === 'person' || file === 'location')) return;
    nouns.splice(nouns.indexOf(word.lemma), 1, compound);
    nouns.splice(nouns.indexOf(next.lemma), 1);
  });
  // A verb with its particle ("get up", "wake up") means what WordNet holds the two as, though "get" alone asks.
  words.forEach((word, index) => {
    const phrasal = phrasalOf(words, index);
    if (!phrasal) return;
    const plain = others.indexOf(word.lemma);
    if (plain >= 0) others.splice(plain, 1);
    others.push(phrasal);
    partsOfSpeech[phrasal] = 'verb';
  });
  // How it asks, and the words naming the kind it asks for ("advice", "job"), rank what answers.
  const asking = words.filter((word) => word.isWord && (ASKING.has(word.lemma) || ADVICE_WORDS.has(word.lemma) || WORK_NAMES.has(word.lemma) || FAMILY_WHOLE.has(word.lemma)) && !['be', 'do', 'have', 'get', 'go', 'can', 'would', 'could', 'should', 'any', 'some', 'about'].includes(word.lemma)).map((word) => word.lemma);
  // "Do you keep bees?", "Which station do you listen to?": "you" does it, and nobody else is named.
  const namesSomeone = words.some((word, index) => isContent(word) && ((word.pos === 'noun' && (KIN_WORDS.has(kinOf(word.lemma)) || (isPersonNoun(word.lemma) && !isRoleOfListener(words, index)))) || (isCapitalised(word) && index > 0 && !nounKinds(word.lemma, 2).includes('location'))) && !ignore.has(word.text.toLowerCase()));
  const aboutSelf = words.some((word) => word.text.toLowerCase() === 'you') && !namesSomeone && !kinds.has('family') && !kinds.has('who');
  // "Do you have any kids?", "Is your dad still alive?": a relation of theirs is asked about (not whom advice is for).
  // "How many children do you have?" counts theirs: with "you have" anywhere, every relation named is theirs.
  const youHave = words.some((word) => word.text.toLowerCase() === 'you') && words.some((word) => HAVING.has(word.lemma));
  const anyone = new Set(youHave ? [] : kinOfAnyone(words.map((word) => (word.text.toLowerCase() === 'your' ? { ...word, text: 'my' } : word))));
  const asksKin = words.some((word, index) => word.pos === 'noun' && KIN_WORDS.has(kinOf(word.lemma)) && word.lemma !== 'family' && !anyone.has(word) && !audience.has(word) && !isSelfAsChild(words, index) && !ignore.has(word.text.toLowerCase()));
  // "Brothers or sisters", "a cat or a dog": either answers.
  const alternatives: string[][] = [];
  words.forEach((word, index) => {
    if (word.text.toLowerCase() !== 'or') return;
    const before = words[index - 1];
    const after = words.slice(index + 1).find((next) => !['a', 'an', 'any', 'some', 'the'].includes(next.text.toLowerCase()));
    if (before?.pos === 'noun' && after?.pos === 'noun' && nouns.includes(before.lemma) && nouns.includes(after.lemma)) alternatives.push([before.lemma, after.lemma]);
  });
  return { aboutSelf, nouns: [...new Set(nouns)], others: [...new Set(others)], partsOfSpeech, asking: [...new Set([...asking, ...[...audience].filter(isContent).map((word) => word.lemma)])], pairs: lemmaPairs(words), kinds, alternatives, doer, settings: questionSettings(words), particular: particularNouns(words), anyone: new Set([...anyone].map((word) => word.lemma)), asksKin, states: new Set(words.filter((word, index) => word.pos === 'adjective' && words[index + 1]?.pos !== 'noun' && others.includes(word.lemma)).map((word) => word.lemma)), asksDuration: /\bhow long\b/.test(lower), ordinals: new Set(words.filter((word, index) => ORDINALS.has(word.text.toLowerCase()) && words[index + 1]?.pos === 'noun').map((word) => word.text.toLowerCase())), asksLikingAbout: /\b(?:like|love|enjoy|liked|loved|enjoyed)(?: (?:most|best))? about\b/.test(lower), asksView: /\b(?:think|feel|say) (?:about|of)\b|\byour (?:view|views|opinion|thoughts) (?:on|about|of)\b/.test(lower) };
}

/**
 * A question's words where the tagger misreads a question's shape: after an opening "who", a word in -s that WordNet
 * holds as a verb asks who does something ("who lives", "who cooks"), not about lives or cooks; a last word after "your"
 * that WordNet holds as a noun is that thing, though the tagger read it as an adjective.
 */
function asQuestionWords(words: readonly Word[]): Word[] {
  const said = words.filter((word) => word.isWord);
  return words.map((word) => {
    const at = said.indexOf(word);
    if (at === 1 && said[0]!.text.toLowerCase() === 'who' && word.pos === 'noun' && !isCapitalised(word)) {
      const written = word.text.toLowerCase();
      const verb = [written.replace(/ies$/, 'y'), written.replace(/es$/, ''), written.replace(/s$/, '')].find((form) => form !== written && hasPartOfSpeech(form, 'verb'));
      if (verb) return { ...word, pos: 'verb', lemma: verb };
    }
    if (at > 0 && at === said.length - 1 && word.pos === 'adjective' && OWNERS.has(said[at - 1]!.text.toLowerCase()) && hasPartOfSpeech(word.lemma, 'noun')) return { ...word, pos: 'noun' };
    return word;
  });
}

const PARTICLES = new Set(['up', 'out', 'off', 'down', 'over', 'back']);
const ORDINALS = new Set(['first', 'last']);

/** "get up" of "I get up at five": a verb and its particle, when WordNet holds the two as one verb. */
function phrasalOf(words: readonly Word[], index: number): string | null {
  const word = words[index]!;
  const particle = words[index + 1]?.text.toLowerCase() ?? '';
  if (word.pos !== 'verb' || !PARTICLES.has(particle)) return null;
  const phrasal = `${word.lemma} ${particle}`;
  return hasPartOfSpeech(phrasal, 'verb') ? phrasal : null;
}

const AUXILIARIES = new Set(['be', 'have', 'do', 'can', 'will', 'shall', 'may', 'might', 'must', 'would', 'could', 'should', 'ought']);

/**
 * The question's own verb though the tagger keeps its plain form as a stop word ("How often does Mathieu call?",
 * "Where do you keep the bees?"): a word WordNet holds as a verb, right after the subject of "do", "does" or "did".
 */
function isQuestionVerb(words: readonly Word[], index: number): boolean {
  const word = words[index]!;
  if (!word.isWord || !word.stopWord || AUXILIARIES.has(word.lemma) || !hasPartOfSpeech(word.lemma, 'verb')) return false;
  const subject = words[index - 1];
  const support = ['do', 'does', 'did'].includes(words[index - 2]?.text.toLowerCase() ?? '');
  return support && subject !== undefined && (subject.pos === 'noun' || ['you', 'he', 'she', 'they', 'we', 'i'].includes(subject.text.toLowerCase()));
}

/** The nouns a question asks which one of: after "favourite", or right after the "what" or "which" it opens with. */
function particularNouns(words: readonly Word[]): Set<string> {
  const said = words.filter((word) => word.isWord);
  const particular = new Set<string>();
  said.forEach((word, index) => {
    const before = said[index - 1]?.text.toLowerCase() ?? '';
    const opens = index === 1 && ['what', 'which'].includes(before);
    if (word.pos === 'noun' && (opens || ['favourite', 'favorite'].includes(before))) particular.add(word.lemma);
  });
  return particular;
}

/**
 * The nouns a question says as where or when ("What do you eat at Thanksgiving?"), and the one it asks which of when it
 * ends on the preposition that places it ("Which orchestra do you play in?", "What street did you grow up on?").
 */
function questionSettings(asked: readonly Word[]): Set<string> {
  // "On your birthday" is read as a sentence's "on my birthday".
  const words = asked.map((word) => (word.text.toLowerCase() === 'your' ? { ...word, text: 'my' } : word));
  const settings = new Set([...settingNouns(words), ...settingNouns(words, TIME_SETTINGS)].map((word) => word.lemma));
  const said = words.filter((word) => word.isWord);
  if (PLACE_SETTINGS.has(said.at(-1)?.text.toLowerCase() ?? '') && ['which', 'what'].includes(said[0]?.text.toLowerCase() ?? '')) {
    const asked = said.slice(1).find((word) => word.pos === 'noun');
    if (asked) settings.add(asked.lemma);
  }
  return settings;
}

/** "What does your father do?", "What did your wife do (for a living)?": whom it asks about, and in which tense. */
function doerOf(words: readonly Word[], lower: string, kinds: ReadonlySet<AskKind>): Doer | null {
  // "What do your sons do?": the plural asks in the present too.
  const match = /^\W*what (does|did|do) (?:your|his|her|their) ([\p{L}' -]+?) do(?: now| nowadays| these days| for (?:a living|work))?\W*$/u.exec(lower);
  if (!match) {
    // "What was your father's job?", "Where does your wife work?": someone of theirs, and their work.
    if (!kinds.has('work')) return null;
    const kin = words.find((word, index) => word.pos === 'noun' && KIN_WORDS.has(kinOf(word.lemma)) && word.lemma !== 'family' && ['your', 'his', 'her', 'their'].includes(words[index - 1]?.text.toLowerCase() ?? ''));
    if (!kin) return null;
    const past = words.some((word) => ['was', 'were', 'did', 'used'].includes(word.text.toLowerCase()));
    return { relations: new Set([...(KIN_GROUPS[kinOf(kin.lemma)] ?? []), kin.lemma, kinOf(kin.lemma)]), tense: past ? 'past' : 'present' };
  }
  const last = match[2]!.split(' ').at(-1);
  const noun = words.find((word) => word.text.toLowerCase() === last && word.pos === 'noun');
  if (!noun) return null;
  const kin = KIN_GROUPS[kinOf(noun.lemma)];
  if (!kin && !isPersonNoun(noun.lemma)) return null;
  return { relations: new Set(kin ? [...kin, kinOf(noun.lemma)] : [noun.lemma]), tense: match[1] === 'did' ? 'past' : 'present' };
}

// Words between someone named and what they do ("Our son Gary still runs …", "my dad, now seventy, drives …").
const DOER_REACH = 4;

/** The relations a sentence has do something, each with the tense of its verb: "Our son Gary runs a garage" → son: present. */
function doingsOf(words: readonly Word[], inContext: readonly Word[], relatives: ReadonlyMap<string, ReadonlySet<string>>): Map<string, Set<Tense>> {
  const doings = new Map<string, Set<Tense>>();
  words.forEach((word, index) => {
    if (word.pos !== 'noun') return;
    const relations = [...(KIN_WORDS.has(kinOf(word.lemma)) ? [word.lemma, kinOf(word.lemma)] : []), ...(relatives.get(word.text.toLowerCase()) ?? [])];
    if (relations.length === 0) return;
    for (let at = index + 1; at <= Math.min(words.length - 1, index + DOER_REACH); at += 1) {
      const next = words[at]!;
      // "who fixes tractors": right after "who", a word that can be a verb is the clause's verb.
      const isVerb = next.pos === 'verb' || inContext[at]?.pos === 'verb' || (words[at - 1]?.text.toLowerCase() === 'who' && hasPartOfSpeech(next.lemma, 'verb'));
      if (!isVerb) {
        // "My husband Tomaž, who fixes tractors": a name, an adverb or the relative clause's opening stands between.
        if (next.pos === 'adverb' || (next.pos === 'noun' && isCapitalised(next)) || [',', 'who'].includes(next.text.toLowerCase())) continue;
        return;
      }
      const written = next.text.toLowerCase();
      const tense: Tense | null = ['is', 'has', 'does', "'s", '’s'].includes(written) || (written !== next.lemma && /[^s]s$/.test(written)) ? 'present' : written !== next.lemma && !/ing$/.test(written) ? 'past' : null;
      if (tense) for (const relation of relations) doings.set(relation, (doings.get(relation) ?? new Set<Tense>()).add(tense));
      return;
    }
  });
  return doings;
}

/** A focus word and the terms it may be found as. */
interface Focus {
  lemma: string;
  isNoun: boolean;
  /** A relation of the one asked ("your kids"), found where it is someone's. */
  isKin: boolean;
  /** A noun of time ("night", "year"): it says when, and is required only when nothing else is named. */
  isTime: boolean;
  /** A noun naming a kind of place ("place", "city"). */
  isPlace: boolean;
  /** A verb of the question's own ("ride" in "What bike do you ride?"), not one it asks with. */
  isVerb: boolean;
  /** A describing word said of no noun ("scared", "angry"): a feeling or a state asked of the one asked. */
  isAdjective: boolean;
  /**
   * A noun naming what a thing is to someone rather than what it is ("a pet" is an animal kept for company): its
   * kind of thing, which any noun of that kind answers ("our old collie").
   */
  roleOf: string | null;
  /** A matter of money ("saving", "debt", "spending"): advice that names money in other words answers it. */
  isMoney: boolean;
  /** A verb of feeling ("dislike", "fear"): a verb of a kind of it ("hate", "dread") says it. */
  isFeeling: boolean;
  /** A side that plays ("team", "squad", "club"): a team's name said with a sport answers it. */
  isTeam: boolean;
  said: Set<string>;
  synonyms: Set<string>;
}

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
 * word WordNet files it under and the rest is a word of its own ("football" is a field game: no such rest).
 */
function modifiersOf(lemma: string, related: { broader: readonly string[] }): string[] {
  const modifiers: string[] = [];
  for (const broader of related.broader) {
    const head = broader.split(' ').at(-1)!;
    const rest = lemma.slice(0, -head.length);
    if (!lemma.includes(' ') && lemma.endsWith(head) && rest.length >= 3 && isDictionaryWord(rest)) modifiers.push(rest);
  }
  return modifiers;
}

function focusOf(lemma: string, isNoun: boolean, pos: PartOfSpeech | 'any' = isNoun ? 'noun' : 'any', ofAnyone = false, isState = false): Focus {
  const key = lemma.replaceAll(/\s+/g, '_');
  const said = new Set([key, stemOf(key)]);
  // "Get up" is said by "Up at five", where the doing is left out.
  const particle = /^[a-z]+ ([a-z]+)$/.exec(lemma)?.[1];
  if (particle && PARTICLES.has(particle)) said.add(`_${particle}`);
  const synonyms = new Set<string>();
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
  }
  const files = isNoun ? nounKinds(lemma, 1) : [];
  const roleOf = files.find((file) => file !== 'person' && relatedWords(lemma, 'noun', 1).broader.includes(file)) ?? null;
  // "Scared" is found by "terrified", "angry" by "furious": an adjective's WordNet cluster (the head it is similar to
  // and the heads' other similar adjectives), so a feeling asked of is found however the person put it. A participle
  // in -ing ("laughing" beside happy) says what someone does, not how they feel: it is left out.
  if (isState) {
    for (const similar of derivedWords(lemma, 'adjective', QUESTION_SENSES)) {
      for (const word of [similar, ...derivedWords(similar, 'adjective', 1)]) if (word !== lemma && !ASKING.has(word) && !/ing$/.test(word)) synonyms.add(word.replaceAll(/\s+/g, '_')).add(stemOf(word.replaceAll(/\s+/g, '_')));
    }
  }
  return { lemma, isNoun, isKin: kin !== undefined, isTime: TIME_NOUNS.has(lemma), isPlace: files.includes('location'), isVerb: pos === 'verb', isAdjective: isState, roleOf, isMoney: isNoun && isMoneyNoun(lemma), isFeeling: pos === 'verb' && verbKinds(lemma, 1).includes('emotion'), isTeam: isNoun && isTeamNoun(lemma), said, synonyms };
}

/** How directly a focus word is found in a set of terms: as said, as a synonym, or not. */
function foundIn(focus: Focus, terms: ReadonlySet<string>, inContext = false, common: ReadonlySet<string> = terms): number {
  for (const term of focus.said) if (terms.has(term)) return FOUND.said;
  // "Children" in a sentence are someone's; only an interview question about childhood says it with them.
  if (focus.lemma === 'childhood' && !inContext) return 0;
  for (const term of focus.synonyms) if (terms.has(term) && common.has(term)) return FOUND.synonym;
  return 0;
}

interface Finding {
  /** In the sentence itself, or in the sentence it goes on from. */
  inText: number;
  inContext: number;
  /** Among the alternatives its interview question lists. */
  listed: boolean;
  /** In the sentence before it, in the same answer. */
  nearby: number;
}

function find(focus: Focus, passage: Passage, passages: readonly Passage[], aboutSelf = false, particular: ReadonlySet<string> = new Set(), likesAsked = false): Finding {
  // Asked what the person does or likes, what someone else does ("Gwyn does all the baking") is not an answer.
  // A relation is found wherever it is named: "my wife Ursula died" answers "were you married?", though she is its subject.
  const isKin = focus.isKin;
  // A relation is found where it is someone's ("our girl Kirsty"), not said of anyone ("never let a child go hungry");
  // a synonym is found among common words, not in a name ("Christmas Eve" is no evening).
  let inText = isKin ? foundIn(focus, passage.personalTerms) : foundIn(focus, aboutSelf ? passage.ownTerms : passage.terms, false, passage.commonTerms);
  // "What scared you?" is not answered by "I talked a frightened pilot down": the feeling there is the pilot's.
  if (inText > 0 && aboutSelf && focus.isAdjective && foundIn(focus, new Set([...passage.ownTerms].filter((term) => !passage.attributiveTerms.has(term))), false, passage.commonTerms) === 0) inText = 0;
  // "Your favourite colour" is not found in "full of colour": the word said in general picks out none.
  if (inText > 0 && particular.has(focus.lemma) && foundIn(focus, passage.bareTerms) > 0 && foundIn(focus, passage.pickedTerms) === 0) inText = 0;
  // A thing asked for ("What film …") said only as a doing ("we film it") or as what another thing is of ("the farm
  // accounts") is found less directly than the thing itself. An activity ("swimming") is found as the doing too.
  if (inText === FOUND.said && focus.isNoun && !/ing$/.test(focus.lemma) && foundIn(focus, passage.thingTerms) === 0) inText = FOUND.synonym;
  // "A career": any sentence that itself speaks of work ("Learn a trade").
  if (inText === 0 && WORK_NAMES.has(focus.lemma) && passage.ownKinds.has('work')) inText = FOUND.synonym;
  if (inText === 0 && focus.isNoun && !focus.isTime && isNarrower(focus, (aboutSelf ? passage.ownKindsOfThings : passage.kindsOfThings).get(focus.lemma.replaceAll(/\s+/g, '_')))) inText = FOUND.narrower;
  // "Drawing", asked of one who "sketches people's hands": a doing that is a kind of the one asked about.
  if (inText === 0 && focus.isNoun && /ing$/.test(focus.lemma) && foundIn(focus, aboutSelf ? passage.ownBroaderDoings : passage.broaderDoings) > 0) inText = FOUND.narrower;
  if (inText === 0 && focus.roleOf !== null && (aboutSelf ? passage.ownNounFiles : passage.nounFiles).has(focus.roleOf)) inText = FOUND.narrower;
  // Disliking, asked of, is said by "I hate …" (a kind of disliking) and by "I can't stand …" (not tolerating). A
  // feeling only: the kinds of a general doing ("grow" is a kind of "change") say nothing of it; and the person's own,
  // said as a doing, not as what someone else is ("a panicking stranger").
  if (inText === 0 && focus.isFeeling && foundIn(focus, passage.feltDoings) > 0) inText = FOUND.narrower;
  if (inText === 0 && !focus.isNoun && foundIn(focus, passage.negatedTerms) > 0) inText = FOUND.synonym;
  // Asked about saving, debt or spending, advice that speaks of money in other words ("put a little aside from every
  // wage", "never owe anything") answers it.
  if (inText === 0 && focus.isMoney && passage.speaksOfMoney && (passage.isImperative || passage.kinds.includes('advice'))) inText = FOUND.narrower;
  // The team someone follows: a side named with its sport ("a Gor Mahia match"), though the word "team" is not said.
  if (inText < FOUND.synonym && focus.isTeam && passage.namesTeam) inText = FOUND.synonym;
  // A place asked for ("your favourite place") is any place the sentence names ("at Sagres").
  // Asked which place they love, only where they say they love it, or where the interview asked for places they love:
  // "at Münsterplatz", where they play chess, is where a pastime happens, not a place loved.
  if (inText === 0 && focus.isPlace && passage.ownKinds.has('where') && (!likesAsked || passage.ownKinds.has('likes') || foundIn(focus, passage.listedTerms) > 0)) inText = FOUND.narrower;
  // A time asked about ("your day") says when, not what: found in a sentence, it is weaker than a thing.
  if (focus.isTime) inText *= FOUND.narrower;
  // "Gary", introduced as "our son": a relation by name.
  if (inText === 0 && foundIn(focus, passage.kinTerms) > 0) inText = FOUND.synonym;
  // "Sketching. I started …", "My uncle Frank … He …": the sentence before names what this one is about.
  if (inText === 0 && passage.previous !== null && (passage.followsFragment || passage.leansBack || (passage.hasPronoun && focus.isNoun))) {
    inText = foundIn(focus, passages[passage.previous]!.terms) * FOUND.previous;
  }
  // People an interview question names ("when you were a child", "your parents") are its setting, not its answer.
  // The sentence before it in the same answer, which this one goes on from ("… gardening. I grow tomatoes …").
  const nearby = inText === 0 && passage.previous !== null ? foundIn(focus, passages[passage.previous]!.terms) * FOUND.nearby : 0;
  if (KIN_WORDS.has(kinOf(focus.lemma)) && focus.lemma !== 'family') return { inText, inContext: 0, listed: false, nearby };
  const inContext = foundIn(focus, passage.contextTerms, true) * FOUND.context;
  return { inText, inContext, listed: inContext === 0 && foundIn(focus, passage.listedTerms, true) > 0, nearby };
}

/**
 * One of the alternatives an interview question lists ("a tradition, a dish or a saying") is what it asks when the
 * rest of the question is there too: the kind it answers, or another word of it.
 */
function withListed(findings: readonly Finding[], kinds: ReadonlySet<AskKind>): Finding[] {
  const rest = [...kinds].some(isStrict) || findings.some((finding) => finding.inContext > 0);
  return findings.map((finding) => (finding.listed && rest ? { ...finding, inContext: FOUND.context } : finding));
}

/** Things asked as alternatives ("brothers or sisters"): each is found as well as the best of its group. */
function eitherOf(findings: Finding[], focus: readonly Focus[], alternatives: readonly string[][]): Finding[] {
  if (alternatives.length === 0) return findings;
  return findings.map((finding, index) => {
    const group = alternatives.find((entry) => entry.includes(focus[index]!.lemma));
    if (!group) return finding;
    const members = findings.filter((_other, at) => group.includes(focus[at]!.lemma));
    return { ...finding, inText: Math.max(...members.map((entry) => entry.inText)), inContext: Math.max(...members.map((entry) => entry.inContext)), nearby: Math.max(...members.map((entry) => entry.nearby)) };
  });
}

/**
 * Whether a sentence answers: the things the question names are all found (one may be missing among three or more),
 * in the sentence, the sentence it goes on from or the interview question it answered; with no thing named, one of its
 * other focus words is in the sentence itself. The kinds it asks for (work, family, advice) must be the sentence's.
 */
function answers(focus: readonly Focus[], findings: readonly Finding[], passage: Passage, kinds: ReadonlySet<AskKind>, doer: Doer | null = null, settings: ReadonlySet<string> = new Set(), aboutSelf = false, asksKin = false, asksDuration = false, asksView = false, asksLikingAbout = false, ordinals: ReadonlySet<string> = new Set()): boolean {
  for (const kind of ['work', 'family', 'advice'] as const) if (kinds.has(kind) && !passage.kinds.includes(kind) && !passage.ownKinds.has(kind)) return false;
  // Asked when or at what time, a sentence answers only when it says a time; asked how many, how long or how old, only
  // when it says an amount (or, for how long, since when); asked who, only when it names someone.
  if (kinds.has('when') && !passage.ownKinds.has('when')) return false;
  // How many of a relation (children, sisters) is said by naming them too ("our twin boys", "our son and daughter").
  if (kinds.has('amount') && !passage.saysAmount && !(asksDuration && passage.ownKinds.has('when')) && !asksKin) return false;
  if (kinds.has('who') && !passage.namesSomeone) return false;
  // Asked for the first or the last of something, a sentence that says it of a thing: "not even a car" names no first
  // car, and "for the first time" is a time, not a first one of anything.
  for (const ordinal of ordinals) {
    const said = [...passage.text.toLowerCase().matchAll(new RegExp(`\\b${ordinal}\\s+([\\p{L}'’-]+)`, 'gu'))].map((match) => match[1]!);
    if (!said.some((next) => !TIME_NOUNS.has(next) && !['of', 'and', 'to', 'in', 'on', 'at'].includes(next))) return false;
  }
  // Asked what they like about something, a sentence of liking, or one the interview asked what they liked for.
  if (asksLikingAbout && !passage.ownKinds.has('likes') && !passage.kinds.includes('likes') && ![...LIKING_VERBS].some((verb) => passage.askedTerms.has(verb))) return false;
  // Asked about a relation of theirs, a sentence answers when it speaks of their family.
  if (asksKin && !passage.kinds.includes('family') && !passage.ownKinds.has('family')) return false;
  // Asked what the person did or does, advice to someone else ("Keep some money aside for a bad year") is not it,
  // unless its interview question asked what the question asks ("what do you want people to remember you saying").
  if (aboutSelf && passage.isImperative && !kinds.has('advice') && !asksView && findings.every((finding) => finding.inContext === 0)) return false;
  // Asked what someone of theirs does, a sentence answers with that one's work or with them doing something, then or now.
  if (doer) {
    const relations = [...doer.relations];
    const namesThem = relations.some((relation) => passage.terms.has(relation) || passage.kinTerms.has(relation));
    if (!((namesThem && passage.ownKinds.has('work')) || relations.some((relation) => passage.doings.get(relation)?.has(doer.tense)))) return false;
  }
  const entries = focus.map((entry, index) => ({ focus: entry, found: findings[index]! }));
  const things = entries.filter((entry) => entry.focus.isNoun && !entry.focus.isTime);
  const others = entries.filter((entry) => !entry.focus.isNoun);
  const required = things.length > 0 ? things : others.length > 0 ? [] : entries;
  if (required.length > 0) {
    // A thing named in the sentence before counts when this one says another word of the question itself.
    const saysSome = entries.some((entry) => entry.found.inText > 0);
    const isFound = (entry: (typeof entries)[number]) => entry.found.inText > 0 || entry.found.inContext > 0 || (saysSome && entry.found.nearby > 0);
    const missing = required.filter((entry) => !isFound(entry)).length;
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
    // Nor a sentence that names it only as a narrower thing without the doing asked (playing an instrument is not said by
    // a loom or a watch, which WordNet files as instruments too, but by one played).
    if (verbs.length > 0 && !verbs.some(isFound) && required.every((entry) => entry.found.inContext === 0 && entry.found.inText > 0 && entry.found.inText <= FOUND.narrower)) return false;
    return missing === 0 || (required.length >= 3 && missing === 1);
  }
  if (entries.length === 0) return kinds.size > 0;
  // Only verbs and describing words ("Can you knit?", "Are you wed?"): said in the sentence, or every one of them
  // in the interview question it answered ("your worst year": the hardest thing), one of them there as said: a word
  // of the same family alone ("live" for "life" in "an ordinary day in your life") does not say what was asked.
  // A verb is not asked by a noun in -ing there ("for a living" asks nothing of who lives where); a verb of its own asks
  // it in other words too ("just starting out" asks what "start out" does).
  const askedThere = (entry: (typeof entries)[number]) => (entry.found.inContext >= FOUND.context * FOUND.said && (!entry.focus.isVerb || foundIn(entry.focus, passage.contextDoingTerms) > 0)) || (entry.focus.isVerb && foundIn(entry.focus, passage.contextVerbTerms) > 0);
  return others.some((entry) => entry.found.inText > 0) || (others.every((entry) => entry.found.inContext > 0) && others.some(askedThere));
}

interface IndexedDocument {
  id: number;
  text: string;
}

interface Indexed {
  passages: Passage[];
  search: MiniSearch<IndexedDocument>;
}

const cache = new Map<string, Indexed>();

/**
 * The nouns a sentence's nouns are kinds of, up to KIND_STEPS up WordNet ("song" → composition → music), each with
 * the kinds of thing (WordNet's noun files) of the nouns that reach it.
 */
function kindsOfThingsIn(words: readonly Word[], doings: ReadonlySet<Word> = new Set()): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const [index, word] of words.entries()) {
    // "… to school, work at the loom": a word read as a noun alone but as a verb in its sentence is no thing.
    // A capitalised word is a name, unless WordNet writes a kind of thing so ("we play Scrabble": a board game).
    const isKindNamed = isCapitalised(word) && isCapitalisedKind(word.text);
    if (word.pos !== 'noun' || !isContent(word) || (isCapitalised(word) && !isKindNamed) || (doings.has(word) && !isKindNamed)) continue;
    // "Monopoly" climbs from the kinds its capitalised sense is of (a board game), not from "monopoly" (a market).
    if (isKindNamed) {
      for (const broader of capitalisedKinds(word.text)) {
        const key = broader.replaceAll(/\s+/g, '_');
        found.set(key, new Set([...(found.get(key) ?? []), ...nounKinds(broader, 1)]));
        climbKinds(found, broader, nounKinds(broader, 1), KIND_STEPS - 1, 1);
      }
      continue;
    }
    // A noun before the noun it describes ("heather honey", "the garden gate") is read in its commonest sense only:
    // heather there is the plant, not its colour.
    const senses = isModifierNoun(words, index) ? 1 : SENTENCE_SENSES;
    climbKinds(found, word.lemma, nounKinds(word.lemma, senses), KIND_STEPS, senses);
  }
  return found;
}

/**
 * Files `files` under every kind `start` is of, up to `steps` steps up WordNet (its first step through `firstSenses` of
 * its senses, each later one through the commonest): the climb the sentence's things and doings share.
 */
function climbKinds(found: Map<string, Set<string>>, start: string, files: Iterable<string>, steps: number, firstSenses: number): void {
  const filed = [...files];
  let level = [start];
  for (let step = 0; step < steps; step += 1) {
    const next = level.flatMap((lemma) => relatedWords(lemma, 'noun', step === 0 ? firstSenses : 1).broader);
    for (const lemma of next) {
      const key = lemma.replaceAll(/\s+/g, '_');
      const known = found.get(key) ?? new Set<string>();
      for (const file of filed) known.add(file);
      found.set(key, known);
    }
    level = next;
  }
}

/** A verb's -ing noun as WordNet knows it ("ski" → skiing, "swim" → swimming, "dance" → dancing), or none. */
function gerundOf(lemma: string): string | null {
  const forms = [`${lemma}ing`, `${lemma}${lemma.at(-1) ?? ''}ing`, lemma.endsWith('e') ? `${lemma.slice(0, -1)}ing` : ''];
  return forms.find((form) => form !== '' && relatedWords(form, 'noun', 1).broader.length > 0) ?? null;
}

// How many steps up WordNet a doing's activity is followed ("swimming" → water sport → sport): a generic doing
// ("taking") reaches nonsense further up.
const DOING_KIND_STEPS = 2;

/**
 * The kinds a sentence's doings are of, read as the activity their -ing noun names ("I ski the trails": skiing is a
 * sport), up to DOING_KIND_STEPS up WordNet.
 */
function doingKindsIn(words: readonly Word[], verbs: ReadonlySet<Word>): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const word of words) {
    if (!verbs.has(word) || !isContent(word) || ASKING.has(word.lemma)) continue;
    const gerund = gerundOf(word.lemma);
    if (!gerund) continue;
    climbKinds(found, gerund, nounKinds(gerund, 1), DOING_KIND_STEPS, 1);
  }
  return found;
}

/** Two maps of kinds, as one. */
function mergedKinds(left: ReadonlyMap<string, Set<string>>, right: ReadonlyMap<string, Set<string>>): Map<string, Set<string>> {
  const merged = new Map([...left].map(([key, files]) => [key, new Set(files)]));
  for (const [key, files] of right) merged.set(key, new Set([...(merged.get(key) ?? []), ...files]));
  return merged;
}

// Prepositions: a noun after one is not what a clause is about the doing of.
const PREPOSITIONS = new Set(['in', 'at', 'on', 'between', 'among', 'after', 'before', 'during', 'for', 'with', 'from', 'to', 'of', 'about', 'by', 'near', 'since', 'until', 'without']);
// Prepositions of place: a noun after one is where something happens.
const PLACE_SETTINGS = new Set(['in', 'at', 'on', 'inside', 'into', 'outside']);
// And of time: a noun after one is when ("after a run of night shifts").
const TIME_SETTINGS = new Set(['after', 'before', 'during']);
const DETERMINERS = new Set(['the', 'a', 'an', 'my', 'our', 'his', 'her', 'their', 'its', 'of', 'this', 'that']);
// How far back a noun's phrase is read for the preposition it hangs on ("at the bottom of the garden").
const SETTING_REACH = 6;

/** The nouns said as where (or, with `times`, when) something happens: "in the car", "at the bottom of the garden". */
function settingNouns(words: readonly Word[], prepositions: ReadonlySet<string> = PLACE_SETTINGS): Word[] {
  return words.filter((word, index) => {
    if (word.pos !== 'noun') return false;
    for (let at = index - 1; at >= Math.max(0, index - SETTING_REACH); at -= 1) {
      const before = words[at]!;
      const lower = before.text.toLowerCase();
      if (prepositions.has(lower)) return true;
      // A word after "the" is a noun, whatever the tagger read it as ("in the back of a taxi").
      const afterDeterminer = before.isWord && DETERMINERS.has(words[at - 1]?.text.toLowerCase() ?? '');
      if (!(DETERMINERS.has(lower) || before.pos === 'adjective' || before.pos === 'noun' || afterDeterminer || (before.isWord && /^\d+$/.test(lower)))) return false;
    }
    return false;
  });
}

/**
 * A noun said before the noun it describes ("heather honey", "the farm accounts"), not before a name ("our son Oskar")
 * or someone's ("sketch people's hands").
 */
function isModifierNoun(words: readonly Word[], index: number): boolean {
  const next = words[index + 1];
  return words[index]?.pos === 'noun' && next?.pos === 'noun' && !isCapitalised(next) && !/^['’]s$/.test(words[index + 2]?.text ?? '');
}

/** The verbs a sentence's verbs are kinds of, one step up WordNet ("sketch" → draw), with their stems. */
function broaderDoingsOf(words: readonly Word[], verbs: ReadonlySet<Word>): Set<string> {
  const doings = new Set<string>();
  for (const word of words) {
    if (!verbs.has(word) || !isContent(word) || ASKING.has(word.lemma)) continue;
    for (const verb of relatedWords(word.lemma, 'verb', 1).broader) if (!verb.includes(' ')) doings.add(verb).add(stemOf(verb));
  }
  return doings;
}

// Possessives of someone else: "his", "her", "their" (a name's or a noun's "'s" is read from the word).
const OTHERS_POSSESSIVES = new Set(['his', 'her', 'their']);

/** The nouns said as someone else's: "a tourist's car", "his boat", "Dad's old cab" (not "my", "our", "I"). */
function othersPossessions(words: readonly Word[]): Word[] {
  return words.filter((word, index) => {
    if (word.pos !== 'noun') return false;
    for (let at = index - 1; at >= Math.max(0, index - 3); at -= 1) {
      const before = words[at]!;
      const lower = before.text.toLowerCase();
      if (OTHERS_POSSESSIVES.has(lower) || lower === "'s" || lower === '’s' || /\p{L}['’]s$/u.test(before.text)) return true;
      if (!(before.pos === 'adjective' || (before.pos === 'noun' && at === index - 1))) return false;
    }
    return false;
  });
}

/** Positions (of a sentence's words as read) of the nouns said as when something else is done ("after a run of night shifts"). */
export function timeSettingPositions(text: string): Set<number> {
  const words = readSentence(text);
  const settings = new Set(settingNouns(words, TIME_SETTINGS));
  return new Set(words.flatMap((word, index) => (settings.has(word) ? [index] : [])));
}

/** The kinds of thing a sentence's common nouns name in their commonest sense. */
function nounFilesOf(words: readonly Word[]): Set<string> {
  return new Set(words.filter((word) => word.pos === 'noun' && isContent(word) && !isCapitalised(word)).flatMap((word) => nounKinds(word.lemma, 1)));
}

/**
 * A sentence's noun reaches the thing asked for and is the same kind of thing ("a song" is music, both things said;
 * "the middle" of a storm reaches music only through a section of a written piece, and is a place).
 */
function isNarrower(focus: Focus, files: ReadonlySet<string> | undefined): boolean {
  if (!files) return false;
  const wanted = nounKinds(focus.lemma, 1);
  return wanted.length === 0 || wanted.some((file) => files.has(file));
}

/** Names said beside a kin word ("Our son Gary", "two children: Meera …"), with the relations they were said with. */
function familyNames(read: readonly (readonly Word[])[], inputs: readonly PassageInput[]): Map<string, Set<string>> {
  const names = new Map<string, Set<string>>();
  // "We have two sons. Jonas is an engineer …, and Erik …": the names said right after kin counted or named together.
  read.forEach((words, id) => {
    const previous = inputs[id]?.previous;
    if (previous === null || previous === undefined) return;
    const before = read[previous]!;
    const several = before.filter((word, index) => word.pos === 'noun' && KIN_WORDS.has(kinOf(word.lemma)) && word.lemma !== 'family' && (word.text.toLowerCase() !== word.lemma || isNumber(before[index - 1] ?? word)));
    if (several.length !== 1) return;
    for (const [index, word] of words.entries()) {
      if (word.pos !== 'noun' || !isCapitalised(word) || !isNameOnly(word.text) || names.has(word.text.toLowerCase())) continue;
      // "My mother Isla": a name said with a relation of its own is not one of those counted before.
      if (words.slice(Math.max(0, index - 2), index).some((near) => near.pos === 'noun' && KIN_WORDS.has(kinOf(near.lemma)))) continue;
      names.set(word.text.toLowerCase(), new Set([several[0]!.lemma]));
    }
  });
  for (const words of read) {
    words.forEach((word, index) => {
      if (word.pos !== 'noun' || !KIN_WORDS.has(kinOf(word.lemma)) || word.lemma === 'family') return;
      for (const near of words.slice(Math.max(0, index - 2), index + 4)) {
        if (near === word || near.pos !== 'noun' || !isCapitalised(near) || KIN_WORDS.has(near.lemma)) continue;
        const relations = names.get(near.text.toLowerCase()) ?? new Set<string>();
        relations.add(word.lemma);
        names.set(near.text.toLowerCase(), relations);
      }
    });
  }
  return names;
}

// Whom a relation's own relations are to the person: "Our son Gary … His daughter Chloe" is a granddaughter.
const ONE_DOWN: Record<string, string> = { son: 'grandson grandchild', daughter: 'granddaughter grandchild', child: 'grandchild', kid: 'grandchild', twin: 'grandchild', baby: 'grandchild' };
const ONE_UP: Record<string, string> = { mother: 'grandmother grandparent', father: 'grandfather grandparent', mum: 'grandmother grandparent', dad: 'grandfather grandparent' };

function composedKin(words: readonly Word[], previous: readonly Word[]): string[] {
  const ownKin = (said: readonly Word[]) => said.filter((word, index) => ['my', 'our'].includes(said[index - 1]?.text.toLowerCase() ?? '') && word.pos === 'noun').map((word) => kinOf(word.lemma));
  // "Our daughter Zsófia … and her son Bence": the relation named before in the same sentence counts too.
  const own = [...ownKin(previous), ...ownKin(words)];
  const kin: string[] = [];
  words.forEach((word, index) => {
    if (!['his', 'her', 'their'].includes(words[index - 1]?.text.toLowerCase() ?? '') || word.pos !== 'noun') return;
    if (own.some((lemma) => lemma === 'child' || lemma === 'son' || lemma === 'daughter') && ONE_DOWN[word.lemma]) kin.push(...ONE_DOWN[word.lemma]!.split(' '));
    if (own.some((lemma) => lemma === 'mother' || lemma === 'father' || lemma === 'parent') && ONE_UP[word.lemma]) kin.push(...ONE_UP[word.lemma]!.split(' '));
    if (own.includes('sibling') || own.includes('brother') || own.includes('sister')) if (['son', 'daughter', 'child', 'kid'].includes(word.lemma)) kin.push(word.lemma === 'daughter' ? 'niece' : 'nephew');
  });
  return kin;
}

/** Nouns an interview question lists as alternatives ("books, music, films or places"): each answer is about one. */
function listedNouns(words: readonly Word[]): Set<string> {
  const links: [string, string][] = [];
  words.forEach((word, index) => {
    if (!(word.text === ',' || ['or', 'and'].includes(word.text.toLowerCase()))) return;
    const before = words[index - 1];
    let after = index + 1;
    while (words[after] && (['a', 'an', 'the', 'or', 'and'].includes(words[after]!.text.toLowerCase()) || words[after]!.text === ',')) after += 1;
    if (before?.pos === 'noun' && words[after]?.pos === 'noun') links.push([before.lemma, words[after]!.lemma]);
  });
  const listed = new Set<string>();
  for (const [left, right] of links) {
    const series = new Set([left, right]);
    for (const [other, next] of links) if (series.has(other) || series.has(next)) series.add(other).add(next);
    if (series.size >= 3) for (const noun of series) listed.add(noun);
  }
  return listed;
}

// Words that end one clause and start another.
const CLAUSE_BREAKS = new Set([',', ';', ':', 'and', 'but', 'while', 'whereas', 'because', 'so', 'who', 'which', 'although', 'though']);
const OWN_SUBJECTS = new Set(['i', 'we', 'me', 'us']);
const OTHER_SUBJECTS = new Set(['he', 'she', 'they', 'you']);

/**
 * The words of a sentence's clauses that speak of the person: those whose subject is "I" or "we", or that have none
 * ("Sketching.", "Never borrow money"); not a clause whose subject is someone else ("my brother", "Gwyn", "he").
 */
function ownClauses(words: readonly Word[], text: string): Word[] {
  // A verb the tagger read as a noun ("my sister Leila paints portraits") still makes its clause someone else's.
  const inContext = readWordsInContext(text);
  const isVerb = (word: Word) => word.pos === 'verb' || inContext[words.indexOf(word)]?.pos === 'verb';
  // "If I ever had the money, I would travel to Japan": what would be, not what is.
  const lowered = words.map((word) => word.text.toLowerCase());
  if (lowered.includes('if') && lowered.some((word) => ['would', 'could', 'might', "'d", '’d'].includes(word))) return [];
  const own: Word[] = [];
  let clause: Word[] = [];
  let lastClause: Word[] = [];
  // "A good friend who built something that lasts": the clause after "who" is done by the one named before it.
  let antecedent: Word | undefined;
  // A capital that only opens the sentence ("Honesty matters most to me") is no name.
  const isNamed = (subject: Word) => isCapitalised(subject) && (words.find((word) => word.isWord) !== subject || isNameOnly(subject.text));
  const isSomeoneElse = (subject: Word) => !OWN_SUBJECTS.has(subject.text.toLowerCase()) && (OTHER_SUBJECTS.has(subject.text.toLowerCase()) || isNamed(subject) || KIN_WORDS.has(kinOf(subject.lemma)) || isPersonNoun(subject.lemma));
  const close = (next?: string) => {
    const verb = clause.findIndex(isVerb);
    const before = verb < 0 ? clause : clause.slice(0, verb);
    // A clause with no verb ("And Charly García's albums") has no subject doing anything: it names what it is about.
    // A noun after a preposition is no subject ("Between customers I do the crossword").
    const subject = verb < 0 ? undefined : (before.find((word, index) => OWN_SUBJECTS.has(word.text.toLowerCase()) || OTHER_SUBJECTS.has(word.text.toLowerCase()) || (word.pos === 'noun' && !before.slice(0, index).some((entry) => PREPOSITIONS.has(entry.text.toLowerCase())))) ?? antecedent);
    if (!(subject !== undefined && isSomeoneElse(subject))) own.push(...clause);
    // "Dr. Aileen Munro, our GP, who keeps bees": after a comma, "who" still goes back to the clause before it.
    const named = clause.length > 0 ? clause : lastClause;
    // The one named is the head of the phrase, before what places it ("Mrs. Tóth from the flat upstairs, who …").
    const preposition = named.findIndex((word, index) => index > 0 && PREPOSITIONS.has(word.text.toLowerCase()));
    const head = preposition > 0 ? named.slice(0, preposition) : named;
    const isHead = (word: Word) => word.pos === 'noun' || OWN_SUBJECTS.has(word.text.toLowerCase());
    antecedent = next === 'who' || next === 'which' ? (head.findLast(isHead) ?? named.findLast(isHead)) : undefined;
    if (clause.length > 0) lastClause = clause;
    clause = [];
  };
  for (const word of words) {
    if (CLAUSE_BREAKS.has(word.text.toLowerCase())) close(word.text.toLowerCase());
    else clause.push(word);
  }
  close();
  return own;
}

// A heading is a few words: a longer sentence without a verb is a list of its own ("Classes in the morning, shift …").
const MAX_HEADING_WORDS = 7;

/**
 * Where in a sentence (positions of its words as read) the person speaks of themselves: clauses whose subject is "I"
 * or "we", or that have none ("Braiding hair."), not someone else's ("my dad played them", "a friend who built …"),
 * and nothing of a sentence of what would be ("If I had the money, I would …").
 */
export function ownWordPositions(text: string): Set<number> {
  const words = readSentence(text);
  const own = new Set(ownClauses(words, text));
  return new Set(words.flatMap((word, index) => (own.has(word) ? [index] : [])));
}

// Words before a noun that pick out one of its kind: "the old film", "a red one", "my favourite band", "two hives".
const PICKING_WORDS = new Set([...[...DETERMINERS].filter((word) => word !== 'of'), 'your', 'these', 'those', 'some', 'any', 'every', 'each', 'one']);

/** Common nouns said in general: nothing before them picks one out ("full of colour", "I love music"). */
function bareNouns(words: readonly Word[]): Word[] {
  return words.filter((word, index) => {
    if (word.pos !== 'noun' || isCapitalised(word)) return false;
    const before = words[index - 1];
    // "Whisky Galore, the old film", "the songs of Runrig": a name beside it is the one.
    if ([words[index + 1], words[index + 2]].some((near) => near !== undefined && isCapitalised(near))) return false;
    return !before || !(PICKING_WORDS.has(before.text.toLowerCase()) || before.pos === 'adjective' || before.pos === 'noun' || isNumber(before) || /['’]s$/.test(before.text));
  });
}

// Words that open a clause saying since when or how long of the heading before it ("The cello, since I was six.").
const HEADING_TAILS = new Set(['since', 'for', 'from', 'ever', 'when']);

/**
 * No verb but an -ing form, and short: a heading ("Sketching.", "Pigeon racing, for over forty years."), or one with
 * a clause of since when after its comma ("The cello, since I was six.").
 */
function isFragmentOf(words: readonly Word[]): boolean {
  const count = words.filter((word) => word.isWord).length;
  const comma = words.findIndex((word) => word.text === ',');
  const head = comma > 0 && HEADING_TAILS.has(words[comma + 1]?.text.toLowerCase() ?? '') ? words.slice(0, comma) : words;
  return count > 0 && count <= MAX_HEADING_WORDS && !head.some((word) => word.pos === 'verb' && !/ing$/i.test(word.text));
}

/** "I could go on about it all night", "… remember me saying that": the sentence speaks of what the one before said. */
function pointsBack(words: readonly Word[]): boolean {
  const content = words.filter((word) => word.isWord);
  const last = content.at(-1);
  if (last && FINAL_DEMONSTRATIVES.has(last.text.toLowerCase())) return true;
  const it = content.findIndex((word) => ['it', 'them'].includes(word.text.toLowerCase()));
  return it > 0 && !content.slice(0, it).some((word) => word.pos === 'noun');
}

// Words before a relation that make it anyone's ("a child", "like children", "every kid", "no son of mine").
const ANYONE_MARKERS = new Set(['a', 'an', 'any', 'every', 'each', 'no', 'like', 'such', 'other', 'all', 'most', 'many']);
// Words before a relation that point at the ones spoken of ("the boys were born", "those kids of ours").
const PERSONAL_DETERMINERS = new Set(['the', 'these', 'those', 'this', 'that']);

/**
 * The relations a sentence says of anyone, not of the person ("never let a child go hungry", "shriek like children"):
 * after a word that makes them anyone's, or said in general, with nothing that makes them someone's ("I have a son"
 * and "our girl Kirsty" are the person's; "the boys" are the ones spoken of).
 */
function kinOfAnyone(words: readonly Word[]): Word[] {
  return words.filter((word, index) => {
    if (word.pos !== 'noun' || !KIN_WORDS.has(kinOf(word.lemma)) || word.lemma === 'family') return false;
    // Named beside them, or said as a name ("Mum taught me"), they are someone in particular ("a daughter, Inês").
    if (isCapitalised(word) || [words[index + 1], words[index + 2]].some((near) => near !== undefined && isCapitalised(near) && near.pos === 'noun')) return false;
    // Back over the words that count or describe them ("three hundred", "two lovely") to whose they are.
    let at = index - 1;
    while (at >= 0 && (words[at]!.pos === 'adjective' || words[at]!.pos === 'adverb' || isNumber(words[at]!))) at -= 1;
    const before = words[at];
    const lower = before?.text.toLowerCase() ?? '';
    if (before && (OWNERS.has(lower) || PERSONAL_DETERMINERS.has(lower) || /['’]s$/.test(before.text) || HAVING.has(before.lemma))) return false;
    // "I have a son", "we had three boys", "have you got any brothers": counted after having them.
    if ((['a', 'an', 'any', 'some'].includes(lower) || at < index - 1) && words.slice(Math.max(0, at - 3), at + 1).some((near) => HAVING.has(near.lemma))) return false;
    // Said after a word that makes them anyone's, counted without being someone's, or in general in the plural.
    return ANYONE_MARKERS.has(lower) || at < index - 1 || (word.text.toLowerCase() !== word.lemma && word.text.toLowerCase().endsWith('s'));
  });
}

/** Two nouns said together that WordNet holds as one ("signal box", "Christmas Eve"), as one term each ("signal_box"). */
function compoundTerms(words: readonly Word[], among: readonly Word[] = words): string[] {
  const compounds: string[] = [];
  words.forEach((word, index) => {
    const next = words[index + 1];
    if (!next || word.pos !== 'noun' || next.pos !== 'noun' || !among.includes(word) || !among.includes(next)) return;
    const compound = `${word.lemma}_${next.lemma}`.toLowerCase();
    if (hasPartOfSpeech(compound, 'noun')) compounds.push(compound);
  });
  return compounds;
}

// Verbs of money not said in the sense of giving or taking anything ("give the rest away", "take your time").
const LIGHT_VERBS = new Set(['give', 'take', 'get', 'have', 'keep', 'make']);

/**
 * Money itself, or a matter of money in general: a doing of money ("saving", "spending", "borrowing": its verb is one of
 * having and giving) or a state of it ("debt"). Not one money thing ("taxes", "an inheritance"), which money advice in
 * other words does not answer.
 */
function isMoneyNoun(lemma: string): boolean {
  if (lemma === 'money' || relatedWords('money', 'noun', 1).synonyms.includes(lemma)) return true;
  const senses = nounKinds(lemma, 2);
  if (senses[0] === 'state' && senses.includes('possession')) return true;
  // "Saving" is to save, "spending" to spend.
  const verbs = /ing$/.test(lemma) ? [lemma.slice(0, -3), `${lemma.slice(0, -3)}e`].filter((verb) => hasPartOfSpeech(verb, 'verb')) : [];
  return verbs.some((verb) => verbKinds(verb, 2).includes('possession'));
}

/**
 * A verb of money: one WordNet files as having and giving in its two commonest senses ("owe", "borrow", "earn", "buy"),
 * not one that is that in one sense only ("find" is also to perceive, "gate" to touch).
 */
function isMoneyVerb(lemma: string): boolean {
  const kinds = verbKinds(lemma, 2);
  return kinds.includes('possession') && kinds.every((kind) => kind === 'possession' || kind === 'stative');
}

/** A currency ("euros", "pesos", "shillings"): WordNet files it as a quantity, a monetary unit within two steps. */
function isCurrency(lemma: string): boolean {
  const broader = relatedWords(lemma, 'noun', 1).broader;
  return [...broader, ...broader.flatMap((word) => relatedWords(word, 'noun', 1).broader)].includes('monetary unit');
}

/** A sentence names money, or a doing of money, in its commonest sense ("every wage", "small coins", "never owe"). */
function speaksOfMoney(words: readonly Word[]): boolean {
  return words.some((word) => isContent(word) && !isCapitalised(word) && ((word.pos === 'noun' && (nounKinds(word.lemma, 1).includes('possession') || isCurrency(word.lemma))) || (word.pos === 'verb' && !ASKING.has(word.lemma) && !LIGHT_VERBS.has(word.lemma) && isMoneyVerb(word.lemma))));
}

let tolerating: Set<string> | null = null;
const NEGATORS = new Set(['not', "n't", 'n’t', 'never', 'cannot', 'no']);

/**
 * What a sentence's negated verbs mean by their WordNet opposites ("I don't like" → dislike, "never loved" → hate),
 * and not tolerating (WordNet's "tolerate": stand, bear, abide …) as disliking ("I can't stand …").
 */
function negatedMeanings(words: readonly Word[]): Set<string> {
  tolerating ??= new Set(['tolerate', ...relatedWords('tolerate', 'verb', 1).synonyms]);
  const meanings = new Set<string>();
  for (const [index, word] of words.entries()) {
    // The verb the negation says no to ("I can't stand", "I don't like"), not every word after it ("won't hear a word
    // about stopping" says nothing of starting).
    const before = words.slice(Math.max(0, index - 2), index).map((entry) => entry.text.toLowerCase());
    if (word.pos !== 'verb' || !word.negated || AUXILIARIES.has(word.lemma) || !before.some((entry) => NEGATORS.has(entry))) continue;
    for (const opposite of antonymsOf(word.lemma, 'verb')) meanings.add(opposite.replaceAll(' ', '_')).add(stemOf(opposite));
    if (tolerating.has(word.lemma)) meanings.add('dislike');
  }
  return meanings;
}

/** "Team" or a word WordNet holds as one or a kind of one ("squad", "club"). */
function isTeamNoun(lemma: string): boolean {
  const { synonyms, broader } = relatedWords(lemma, 'noun', 1);
  return lemma === 'team' || synonyms.includes('team') || broader.includes('team');
}

// How far up WordNet a noun is followed to find that it is a sport or a match ("rugby" → football → field game → sport).
const SPORT_STEPS = 4;
const SPORT_KINDS = new Set(['sport', 'contest', 'athletic game']);

/** A noun of a sport or a match, in its two commonest senses ("rugby", "a match", "the derby"). */
function isSportNoun(lemma: string): boolean {
  let level = [lemma];
  for (let step = 0; step < SPORT_STEPS; step += 1) {
    level = level.flatMap((word) => relatedWords(word, 'noun', step === 0 ? 2 : 1).broader);
    if (level.some((word) => SPORT_KINDS.has(word))) return true;
  }
  return false;
}

/** A name of two capitalised words inside a sentence that is neither a place nor said as where ("at Nyayo Stadium"). */
function hasSideName(words: readonly Word[]): boolean {
  return words.some((word, index) => {
    const next = words[index + 1];
    if (index === 0 || !next || !isCapitalised(word) || !isCapitalised(next) || word.pos !== 'noun' || next.pos !== 'noun') return false;
    if (PLACE_PREPOSITIONS.has(words[index - 1]?.text.toLowerCase() ?? '')) return false;
    return [word, next].every((part) => !nounKinds(part.lemma, 1).some((file) => file === 'location' || file === 'time'));
  });
}

/**
 * A sentence names someone: a relation, a kind of person ("for fishermen") or of body of people ("for schools"), or a
 * name that is not said as where ("through Alfama", "in Quimper": a place, however unknown the word).
 */
function namesSomeoneIn(words: readonly Word[], kinds: ReadonlySet<AskKind>): boolean {
  const isName = (word: Word, index: number) => isCapitalised(word) && isNameOnly(word.text) && index > 0 && !ROUTE_PREPOSITIONS.has(words[index - 1]!.text.toLowerCase()) && !(isCapitalised(words[index - 1]!) && ROUTE_PREPOSITIONS.has(words[index - 2]?.text.toLowerCase() ?? ''));
  return kinds.has('family') || words.some((word, index) => word.pos === 'noun' && isContent(word) && ((!isCapitalised(word) && (isPersonNoun(word.lemma) || nounKinds(word.lemma, 1).includes('group'))) || isName(word, index) || (index === 0 && isCapitalised(word) && isNameOnly(word.text))));
}
const ROUTE_PREPOSITIONS = new Set([...PLACE_PREPOSITIONS, ...PREPOSITIONS, 'through', 'across', 'past', 'around', 'along', 'towards', 'toward']);

function buildIndex(inputs: readonly PassageInput[]): Indexed {
  const read = inputs.map((input) => readSentence(input.text));
  const relatives = familyNames(read, inputs);
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
    const terms = new Set(words.filter((word) => isContent(word) && !asChild.includes(word) && !measures.includes(word)).flatMap((word) => termsOfWord(asWritten(word))));
    // "Emeka lives in Atlanta", read as a noun: its verb too.
    for (const word of readInContext(input.text)) if (word.pos === 'verb' && !terms.has(word.lemma) && isContent(word)) for (const term of termsOfWord(word)) terms.add(term);
    for (const compound of compoundTerms(words)) terms.add(compound);
    const kinTerms = new Set<string>(asChild.length > 0 ? ['childhood'] : []);
    for (const word of words) for (const relation of relatives.get(word.text.toLowerCase()) ?? []) kinTerms.add(relation).add(kinOf(relation));
    for (const relation of composedKin(words, previous)) kinTerms.add(relation);
    // "My girls": daughters, found as the relation they are rather than as the word said.
    for (const word of words) if (asWritten(word) !== word) kinTerms.add(word.lemma).add(kinOf(word.lemma));
    const ownKinds = kindsOfSentence(words);
    if (words.some((word) => relatives.has(word.text.toLowerCase())) || composedKin(words, previous).length > 0) ownKinds.add('family');
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
    const ownTerms = new Set([...ownWords.filter((word) => isContent(word) && !asChild.includes(word) && !measures.includes(word)).flatMap((word) => termsOfWord(asWritten(word))), ...compoundTerms(words, ownWords)]);
    for (const index of words.keys()) {
      const phrasal = phrasalOf(words, index)?.replace(' ', '_');
      if (!phrasal) continue;
      terms.add(phrasal);
      if (ownWords.includes(words[index]!)) ownTerms.add(phrasal);
    }
    // "Up at five, coffee on the porch": the doing left out, its particle said, as people list a day.
    const opening = words.find((word) => word.isWord);
    if (opening && PARTICLES.has(opening.text.toLowerCase()) && !words.some((word) => word.pos === 'verb' && word.lemma !== 'be')) for (const set of [terms, ownTerms]) set.add(`_${opening.text.toLowerCase()}`);
    const bare = bareNouns(words);
    const anyones = new Set(kinOfAnyone(words));
    const names = new Set(words.filter((word, index) => index > 0 && isCapitalised(word) && word.pos === 'noun'));
    return {
      ...input,
      id,
      terms,
      settingTerms: new Set(settings.flatMap(termsOfWord)),
      othersTerms: new Set(possessed.flatMap(termsOfWord)),
      broaderDoings: broaderDoingsOf(words, doingWords),
      ownBroaderDoings: broaderDoingsOf(ownWords, doingWords),
      thingTerms: new Set([...words.filter((word, index) => isContent(word) && word.pos !== 'verb' && !isModifierNoun(words, index)).flatMap((word) => termsOfWord(asWritten(word))), ...compoundTerms(words)]),
      ownedKinTerms: new Set(words.filter((word, index) => word.pos === 'noun' && KIN_WORDS.has(kinOf(word.lemma)) && ['my', 'our'].includes(words[index - 1]?.text.toLowerCase() ?? '')).flatMap((word) => [...termsOfWord(asWritten(word)), word.lemma])),
      unpossessedTerms: new Set([...words.filter((word) => isContent(word) && !possessed.includes(word)).flatMap((word) => termsOfWord(asWritten(word))), ...compoundTerms(words, words.filter((word) => !possessed.includes(word)))]),
      // "Our girl Kirsty" says a daughter of theirs: the relation is found as said.
      personalTerms: new Set(words.filter((word) => isContent(word) && !asChild.includes(word) && !measures.includes(word) && !anyones.has(word)).flatMap((word) => [...termsOfWord(asWritten(word)), ...(asWritten(word) === word ? [] : [word.lemma])])),
      commonTerms: new Set(words.filter((word) => isContent(word) && !asChild.includes(word) && !measures.includes(word) && !names.has(word)).flatMap((word) => termsOfWord(asWritten(word)))),
      isImperative: isImperative(words),
      attributiveTerms: new Set(words.filter((word, index) => word.pos === 'adjective' && isContent(word) && words[index + 1]?.pos === 'noun').flatMap(termsOfWord)),
      topicTerms,
      topicKindsOfThings: kindsOfThingsIn(words.filter((word) => !settings.includes(word))),
      ownTerms,
      kinTerms,
      // "Do you like sport?": "I ski the trails" says a kind of it by its doing.
      kindsOfThings: mergedKinds(kindsOfThingsIn(words, doingWords), doingKindsIn(words, doingWords)),
      ownKindsOfThings: mergedKinds(kindsOfThingsIn(ownWords, doingWords), doingKindsIn(ownWords, doingWords)),
      nounFiles: nounFilesOf(words),
      ownNounFiles: nounFilesOf(ownWords),
      contextTerms: new Set([...context.filter((word) => isContent(word) && !listed.has(word.lemma)), ...readWords(input.kindWords ?? '').filter(isContent)].flatMap(termsOfWord)),
      askedTerms: new Set(context.filter((word) => isContent(word) && !listed.has(word.lemma)).flatMap(termsOfWord)),
      contextVerbTerms: new Set(context.filter((word) => word.pos === 'verb' && isContent(word)).flatMap(termsOfWord)),
      contextDoingTerms: new Set([...context.filter((word, index) => !(word.pos === 'noun' && /ing$/i.test(word.text) && DETERMINERS.has(context[index - 1]?.text.toLowerCase() ?? ''))), ...readWords(input.kindWords ?? '').filter((word) => !/ing$/i.test(word.text))].filter((word) => isContent(word) && !listed.has(word.lemma)).flatMap(termsOfWord)),
      listedTerms: new Set(context.filter((word) => listed.has(word.lemma)).flatMap(termsOfWord)),
      ownKinds,
      hasPronoun: input.previous !== null && words.some((word) => PRONOUNS.has(word.text.toLowerCase())),
      isFirst: input.previous === null,
      leansBack: input.previous !== null && (REFERRING_OPENERS.has(opener) || pointsBack(words)),
      isFragment: isFragmentOf(words),
      followsFragment: input.previous !== null && isFragmentOf(previous),
      pairs: lemmaPairs(words),
      doings: doingsOf(words, readInContext(input.text), relatives),
      negatedTerms: negatedMeanings(words),
      feltDoings: broaderDoingsOf(ownWords.filter((word) => !/ing$/i.test(word.text)), doingWords),
      speaksOfMoney: speaksOfMoney(words),
      namesSomeone: namesSomeoneIn(words, ownKinds),
      saysAmount: ownKinds.has('amount'),
      namesTeam: hasSideName(words) && [id, input.previous, nextOf.get(id)].some((near) => near !== null && near !== undefined && speaksOfSport[near]),
      namesRole: saysRole(words),
      bareTerms: new Set(bare.flatMap(termsOfWord)),
      pickedTerms: new Set(words.filter((word) => isContent(word) && !bare.includes(word)).flatMap((word) => termsOfWord(asWritten(word)))),
    };
  });
  const search = new MiniSearch<IndexedDocument>({ fields: ['text'], tokenize: (text) => text.split(' ').filter(Boolean), processTerm: (value) => value });
  // Ordered by what its words and nouns say: the kinds of its doings decide whether it answers, not how it ranks.
  search.addAll(passages.map((passage) => ({ id: passage.id, text: [...passage.terms, ...passage.kinTerms, ...kindsOfThingsIn(read[passage.id]!).keys()].join(' ') })));
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

/**
 * The person's sentences that answer `question`, best first ([] when none does): each kept only when it answers (see
 * `answers`), ranked by how much of the focus it holds and how directly, then by the kind asked for, then by BM25.
 */
export function rankPassages(inputs: readonly PassageInput[], question: ReadQuestion): RankedPassage[] {
  if (inputs.length === 0) return [];
  if (question.nouns.length + question.others.length === 0 && ![...question.kinds].some((kind) => kind === 'work' || kind === 'family' || kind === 'advice')) return [];
  const { passages, search } = indexFor(inputs);
  // Asked what they like ("your favourite gift"), a thing of money is not a matter of money.
  const focus = [...question.nouns.map((lemma) => focusOf(lemma, true, 'noun', question.anyone.has(lemma))), ...question.others.map((lemma) => focusOf(lemma, false, question.partsOfSpeech[lemma], false, question.states.has(lemma)))].map((entry) => (question.kinds.has('likes') ? { ...entry, isMoney: false } : entry));
  const terms = new Set(focus.flatMap((entry) => [...entry.said, ...entry.synonyms]));
  const bm25 = new Map((terms.size === 0 ? [] : search.search([...terms].join(' '), { combineWith: 'OR' })).map((result) => [result.id as number, result.score]));
  const topScore = Math.max(1, ...bm25.values());
  const weights = focus.map((entry) => (entry.isNoun ? NOUN_WEIGHT : OTHER_WEIGHT));
  const total = weights.reduce((sum, weight) => sum + weight, 0) || 1;
  const ranked: RankedPassage[] = [];
  for (const passage of passages) {
    const findings = eitherOf(withListed(focus.map((entry) => find(entry, passage, passages, question.aboutSelf, question.particular, question.kinds.has('likes'))), question.kinds), focus, question.alternatives);
    if (!answers(focus, findings, passage, question.kinds, question.doer, question.settings, question.aboutSelf, question.asksKin, question.asksDuration, question.asksView, question.asksLikingAbout, question.ordinals)) continue;
    const covered = findings.reduce((sum, finding, index) => sum + weights[index]! * Math.max(finding.inText, finding.inContext, finding.nearby), 0) / total;
    // Everything the question asks is what its interview question asked: the person answered this very question.
    // A single verb ("teach") is not enough to tell which question it was.
    // "What dish reminds you of home?" asks what "a tradition, a dish or a saying from your family" asked: the things
    // it names are the interview question's, though its verb is not.
    const thingFindings = findings.filter((_finding, index) => focus[index]!.isNoun && !focus[index]!.isTime);
    // A lone feeling or quality ("most important") said as such by the interview question is its very question too.
    const loneStateAsked = focus.length === 1 && focus[0]!.isAdjective && findings[0]!.inContext >= FOUND.context * FOUND.said;
    const sameQuestion = loneStateAsked || ((focus.length > 1 || focus.some((entry) => entry.isNoun)) && (findings.every((finding) => finding.inContext > 0) || (question.kinds.has('family') && thingFindings.length > 0 && thingFindings.every((finding) => finding.inContext > 0)))) ? SAME_QUESTION : 0;
    const pairs = [...question.pairs].filter((pair) => passage.pairs.has(pair)).length * PAIR;
    const kindAnswer = [...question.kinds].some((kind) => isStrict(kind) && passage.kinds.includes(kind)) ? KIND_ANSWER : question.kinds.has('likes') && passage.kinds.includes('likes') ? LIKES_ANSWER : 0;
    // Said in the sentence's own words, a kind its interview question did not already ask for tells most: "I liked
    // knowing …" among the answers about work, asked what they liked about it.
    const ownKinds = [...question.kinds].filter((kind) => passage.ownKinds.has(kind));
    // A kind the interview question asked already is said in its answer's own order: the first sentence of "What do
    // you do for a living?" says it, "I retired in 2019" after it does not say it better.
    const ownKind = ownKinds.some((kind) => !passage.kinds.includes(kind)) ? OWN_KIND : ownKinds.length > 0 && !passage.kinds.some((kind) => question.kinds.has(kind)) ? OWN_KIND * OWN_KIND_IN_CONTEXT : 0;
    // How it asks, said in the sentence or asked by its interview question ("what do you love most about …").
    const asked = question.asking.filter((lemma) => passage.terms.has(lemma) || passage.askedTerms.has(lemma)).length * ASKED;
    // Said in the sentence and asked by its interview question too: the answer to this very question ("most proud").
    const alsoAsked = findings.length === 0 ? 0 : (findings.filter((finding) => finding.inText > 0 && finding.inContext > 0).length / findings.length) * ALSO_ASKED;
    // Asked what someone of theirs does, the sentence in which that one does something comes first.
    // "What did your father do?" asks first of all for his work: the sentence naming him with it says most.
    const doerNamed = question.doer !== null && [...question.doer.relations].some((relation) => passage.terms.has(relation) || passage.kinTerms.has(relation));
    const doing = question.doer && [...question.doer.relations].some((relation) => passage.doings.has(relation)) ? DOING : 0;
    const doerWork = doerNamed && passage.namesRole ? DOER_WORK : 0;
    // Asked about a relation, the sentence that names them as the person's own ("My nan raised me") says most of them.
    const ownedKin = focus.some((entry) => KIN_GROUPS[kinOf(entry.lemma)] !== undefined || KIN_WORDS.has(entry.lemma) ? foundIn(entry, passage.ownedKinTerms) > 0 : false) ? OWNED_KIN : 0;
    const score = ownedKin + doing + doerWork + (focus.length === 0 ? 0.5 : covered) + Math.min(asked, 2 * ASKED) + sameQuestion + pairs + kindAnswer + ownKind + (passage.isFirst ? FIRST_SENTENCE : 0) + alsoAsked + BM25_SHARE * ((bm25.get(passage.id) ?? 0) / topScore);
    ranked.push({ passage, score, inText: findings.some((finding) => finding.inText > 0) });
  }
  ranked.sort((left, right) => right.score - left.score || left.passage.id - right.passage.id);
  return ranked;
}

/**
 * Whether a sentence itself says one of the question's focus words, answering or not ("I grow tomatoes by the shed"
 * after "I spend free afternoons gardening", asked what grows in the garden): it may go on from one that answers.
 */
export function saysFocusWord(inputs: readonly PassageInput[], question: ReadQuestion, id: number): boolean {
  const { passages } = indexFor(inputs);
  const passage = passages[id];
  if (!passage) return false;
  const focus = [...question.nouns.map((lemma) => focusOf(lemma, true, 'noun', question.anyone.has(lemma))), ...question.others.map((lemma) => focusOf(lemma, false, question.partsOfSpeech[lemma], false, question.states.has(lemma)))];
  return focus.some((entry) => !entry.isTime && foundIn(entry, passage.terms) > 0);
}

/** The content lemmas of a sentence, for telling two sentences that say the same thing apart from two that do not. */
export function lemmasOf(text: string): Set<string> {
  return new Set(readWords(text).filter(isContent).map((word) => word.lemma));
}
