// What a conversation is about, read by meaning: the words of a topic (a brief's fact, or the whole scenario) as
// lemmas with their WordNet synonyms and broader terms, and the words a learner's sentence asks about. A sentence is
// on a topic when one of its words, or a synonym of it, is one of the topic's words or a synonym or broader term of
// one ("borrow" and "loan", "outfit" and "attire"). What a question asks for by its question words ("what day",
// "how long", "how much") and time words ("this year") name no topic, nor do the verbs that only carry a question
// ("would you like", "were you hoping"). Used by "What you uncovered" (which fact a question asked about) and by
// the behaviours (a question about the scenario's matter, not small talk, counts as discovery).
import { readWords, type PartOfSpeech, type Word } from '../../language/lemmas.ts';
import { isDerivedFrom, relatedWords } from '../../language/wordnet.ts';
import { isQuestion, isStopWord } from '../../language/text.ts';
import { GREETING, PLEASANTRY } from './learner-patterns.ts';
import { asksTheirJob } from '../character/acts.ts';

/** Verbs that carry a question or a wish without naming what it is about. */
const CARRIER_VERBS = new Set([
  'be', 'have', 'do', 'get', 'make', 'go', 'come', 'say', 'tell', 'know', 'like', 'want', 'would', 'will', 'can', 'could',
  'should', 'may', 'might', 'must', 'need', 'let', 'see', 'think', 'mean', 'give', 'take', 'hope', 'wish', 'try', 'ask', 'mention',
  'look', 'seem', 'keep', 'put', 'find', 'feel', 'happen', 'talk', 'hear', 'wonder', 'remind', 'mind', 'help', 'expect',
]);

/** Words that say when or how much, never what about: "this year", "what day", "how long". */
const QUANTITY_WORDS = new Set([
  'day', 'days', 'date', 'time', 'times', 'week', 'month', 'year', 'hour', 'minute', 'today', 'tomorrow', 'yesterday', 'tonight',
  'morning', 'afternoon', 'evening', 'night', 'weekend', 'now', 'long', 'much', 'many', 'often', 'soon', 'again', 'ago', 'first', 'last', 'next', 'actually', 'exactly', 'still', 'just', 'really', 'right', 'moment', 'thing', 'way', 'bit',
  'lot', 'number', 'amount', 'figure', 'sorry', 'please', 'again', 'quickly', 'ever', 'anyway', 'okay', 'ok', 'yes', 'no',
]);

/** Words a question about the other person's view asks with: "What matters most to you?", "How do you feel about it?". */
const PERSON_WORDS = new Set([
  'happen', 'matter', 'think', 'feel', 'need', 'want', 'worry', 'mean', 'change', 'important', 'hope', 'expect', 'concern',
  'outcome', 'goal', 'priority', 'prefer', 'view', 'opinion', 'affect', 'impact', 'help', 'hard', 'difficult', 'frustrate',
  'wrong', 'problem', 'issue', 'situation', 'side', 'story', 'why', 'reason', 'cause',
]);

const RELATION_SENSES = 2;

function isTopicWord(word: Word, isName: boolean, exclude: ReadonlySet<string>): boolean {
  if (!word.isWord || /^\d/.test(word.text)) return false;
  const lower = word.text.toLowerCase();
  if (exclude.has(lower)) return false;
  // A name inside a sentence names a topic whatever the model reads it as ("Cai" as the verb "can").
  if (isName) return true;
  if (isStopWord(lower) || QUANTITY_WORDS.has(lower) || QUANTITY_WORDS.has(word.lemma)) return false;
  if ((word.pos === 'verb' && CARRIER_VERBS.has(word.lemma)) || PERSON_WORDS.has(word.lemma)) return false;
  // "late", "home", "abroad" name something; "quickly", "honestly" only say how.
  return word.pos === 'noun' || word.pos === 'verb' || word.pos === 'adjective' || (word.pos === 'adverb' && !/ly$/.test(lower));
}

/**
 * The forms a word is known by: as written and as its lemma (the model reads some names as words: "Cai" as "can").
 * A capitalised word inside a sentence is a name and is only itself.
 */
function formsOf(word: Word, isName: boolean): string[] {
  const lower = word.text.toLowerCase();
  return isName ? [lower] : [...new Set([lower, word.lemma])];
}

/** A word a sentence names a topic with: lower case, as written or as its lemma, with its part of speech (a name is a noun). */
export interface TopicTerm {
  word: string;
  pos: PartOfSpeech;
  /** Said as a name (a capitalised word inside a sentence: "Little" in "Little Pliés"), not as the word of that spelling. */
  isName?: boolean;
}

/**
 * The terms a sentence names a topic with, without question, time and carrier words; with `affirmedOnly`, without
 * the words it says are absent too ("eight years without a claim" is not about a claim).
 */
export function topicTermsIn(text: string, exclude: ReadonlySet<string> = new Set(), affirmedOnly = false): TopicTerm[] {
  const words = readWords(text);
  const found = new Map<string, TopicTerm>();
  let sentenceStart = 0;
  words.forEach((word, index) => {
    if (/^[.!?]$/.test(word.text)) sentenceStart = index + 1;
    const isName = index > sentenceStart && /^\p{Lu}/u.test(word.text) && word.text !== 'I';
    if (!isTopicWord(word, isName, exclude) || (affirmedOnly && word.negated)) return;
    const pos = isName ? 'noun' : word.pos;
    for (const form of formsOf(word, isName)) found.set(`${isName ? 'name' : pos}:${form}`, isName ? { word: form, pos, isName } : { word: form, pos });
  });
  return [...found.values()];
}

/** The words a sentence names a topic with (as {@link topicTermsIn}), without their parts of speech. */
export function topicWordsIn(text: string, exclude: ReadonlySet<string> = new Set()): string[] {
  return [...new Set(topicTermsIn(text, exclude).map((term) => term.word))];
}

/** A topic's words, ready to match: each word, and the synonyms of each in the sense its part of speech gives. */
export interface Topic {
  words: ReadonlySet<string>;
  /** Each word's parts of speech as the topic says it ("order": the noun in "the order came late"). */
  parts: ReadonlyMap<string, ReadonlySet<PartOfSpeech>>;
  /** "noun:loan", "verb:lend": the words and their synonyms, by part of speech. */
  near: ReadonlySet<string>;
  /** The words the topic says as names ("little" of "Little Pliés"): no adjective or verb of that spelling is on them. */
  names: ReadonlySet<string>;
}

const key = (pos: PartOfSpeech, word: string) => `${pos}:${word}`;

function synonymsOf(term: TopicTerm): string[] {
  return relatedWords(term.word, term.pos, RELATION_SENSES).synonyms;
}

export function topicOf(texts: readonly string[], exclude: ReadonlySet<string> = new Set(), affirmedOnly = false): Topic {
  const read = texts.flatMap((text) => topicTermsIn(text, exclude, affirmedOnly));
  // A brief's keywords spell its names in lower case ("little, pliés"): a word the topic says as a name anywhere is
  // that name, never the adjective or verb of that spelling nor their synonyms (a noun may be: the Royal Berkshire
  // Hospital is a hospital).
  const names = new Set(read.filter((term) => term.isName).map((term) => term.word));
  const terms = read.filter((term) => term.isName || term.pos === 'noun' || !names.has(term.word));
  const near = new Set<string>();
  for (const term of terms) {
    near.add(key(term.pos, term.word));
    for (const synonym of synonymsOf(term)) near.add(key(term.pos, synonym));
  }
  const parts = new Map<string, Set<PartOfSpeech>>();
  for (const term of terms) parts.set(term.word, (parts.get(term.word) ?? new Set()).add(term.pos));
  return { words: new Set(terms.map((term) => term.word)), parts, near, names };
}

/** Senses of a noun and a verb of one spelling searched for a derivation that makes them one word. */
const DERIVATION_SENSES = 3;

/**
 * Whether two words of one family are one word as they are read: the same part of speech, or a noun and a verb WordNet
 * makes one from the other ("the order" and "ordered", "park" and "parking"), not two words of one spelling ("the
 * signs" of damp and "you signed me up"). Other parts of speech are read as the tagger gives them.
 */
export function isSameWord(term: TopicTerm, other: TopicTerm): boolean {
  if (other.pos === term.pos) return true;
  if (term.pos === 'noun' && other.pos === 'verb') return isDerivedFrom(term.word, 'noun', other.word, 'verb', DERIVATION_SENSES);
  if (term.pos === 'verb' && other.pos === 'noun') return isDerivedFrom(term.word, 'verb', other.word, 'noun', DERIVATION_SENSES);
  return true;
}

/**
 * Whether a term is on the topic: the same word (a noun and a verb of one spelling only where WordNet derives one from
 * the other), or a synonym of one of its words in the same part of speech ("borrow"
 * and "adopt" are verbs; the "match" of a football game is no synonym of the verb "agree").
 */
export function termIsOn(term: TopicTerm, topic: Topic): boolean {
  // "How many little ones…?" is not on "Little Pliés": an adjective or a verb is not the name of that spelling.
  if (!term.isName && term.pos !== 'noun' && topic.names.has(term.word)) return false;
  if ([...(topic.parts.get(term.word) ?? [])].some((pos) => isSameWord(term, { word: term.word, pos })) || topic.near.has(key(term.pos, term.word))) return true;
  return synonymsOf(term).some((synonym) => topic.near.has(key(term.pos, synonym)) && topic.words.has(synonym));
}

/** Where a learner's sentence stands against a topic: on it, about something else, or naming nothing at all ("What is it?"). */
export type Aboutness = 'on' | 'other' | 'bare';

export function aboutness(sentence: string, topic: Topic, exclude: ReadonlySet<string> = new Set()): Aboutness {
  const asked = topicTermsIn(sentence, exclude);
  if (asked.length === 0) return 'bare';
  return asked.some((term) => termIsOn(term, topic)) ? 'on' : 'other';
}

/** Whether a sentence names no thing at all, only question words, carrier verbs and words of the person ("What do you want?"). */
export function namesNothing(sentence: string): boolean {
  return topicTermsIn(sentence).length === 0;
}

/** Whether a sentence asks for the other person's own view, need or story ("What matters most to you?", "How did that affect you?"). */
export function asksTheirView(sentence: string): boolean {
  return readWords(sentence).some((word) => word.isWord && (PERSON_WORDS.has(word.lemma) || PERSON_WORDS.has(word.text.toLowerCase())));
}

// Who the other person is, asked outright: "your name", "who am I speaking to", "introduce yourself".
const ASKS_NAME = /\byour name\b|\bwho (?:are you|am i (?:speaking|talking) (?:to|with))\b|\bintroduce yourself\b|\bwhat you do\b(?! (?:with|about|when|if|now|next|after|to)\b)/i;

/**
 * Whether a sentence only asks who the other person is, their name or what they do for a living ("Could you tell me
 * your name and what you do?", "What line of work are you in?"): an introduction, however the character answers it,
 * and no question on the scenario's matter.
 */
export function asksWhoTheyAre(sentence: string): boolean {
  return ASKS_NAME.test(sentence) || asksTheirJob(sentence);
}

/**
 * Whether a sentence only does the social work around a conversation, by what it does: greets or thanks them for
 * coming ("Hello Priya, thank you for making the time."), asks how they are, or asks who they are (their name, their
 * job). It is evidence for opening the conversation, and for no other criterion, in praise or in criticism; a question
 * on something else (small talk) already shows no questioning, as `about` reads it.
 */
export function isSocialOnly(sentence: string): boolean {
  return greetsOnly(sentence) || PLEASANTRY.test(sentence) || asksWhoTheyAre(sentence);
}

/**
 * Whether a sentence that opens with a greeting does nothing more: "Hi Tomasz, what happened with your pay?" greets
 * and then asks on the matter, which the question after the greeting's comma shows.
 */
function greetsOnly(sentence: string): boolean {
  if (!GREETING.test(sentence)) return false;
  const after = sentence.replace(/^[^,]*,\s*/, '');
  return after === sentence || !isQuestion(after) || PLEASANTRY.test(after) || asksWhoTheyAre(after);
}

/** A question word that asks for more than what a thing is: how, when, where, who, why. */
const ASKS_HOW = /\b(?:how|when|where|who|why)\b/i;

/** How a grading reads whether a learner's sentence is about the scenario's matter. */
export interface MatterReader {
  /** 'on' the scenario's matter (or the other person's view of it), 'other' (small talk), or 'bare' (names nothing). */
  about(sentence: string): Aboutness;
}

/**
 * The scenario's matter: the brief, the scenario's own words and the rubric's criterion names; the character's name
 * names nothing. `answered` are the learner's questions the character answered with a fact of the brief
 * (uncovered.ts `questionsAnsweredFromBrief`): whatever words they were put in ("When did they lift her out?" for a
 * boat on the hard standing since 4 March), the answer shows they were on the matter.
 */
export function matterOf(texts: readonly string[], characterName: string, answered: ReadonlySet<string> = new Set()): MatterReader {
  const exclude = new Set(characterName.toLowerCase().split(/\s+/).filter((part) => part.length > 1));
  const topic = topicOf(texts, exclude);
  const cache = new Map<string, Aboutness>();
  return {
    about(sentence) {
      const cached = cache.get(sentence);
      if (cached) return cached;
      // Their name or their job is who they are, not the matter, even when the brief holds it as a fact.
      let found = asksWhoTheyAre(sentence) ? 'other' : answered.has(sentence.trim()) ? 'on' : aboutness(sentence, topic, exclude);
      // "What matters most to you?" names no thing of the scenario, yet asks for the other person's side of it, as
      // "How often have you been in about this?" asks how much of it there was; "What is it?" asks for nothing.
      if (found === 'bare' && (asksTheirView(sentence) || ASKS_HOW.test(sentence))) found = 'on';
      cache.set(sentence, found);
      return found;
    },
  };
}
