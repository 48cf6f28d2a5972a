// What a conversation is about, read by meaning: the words of a topic (a brief's fact, or the whole scenario) as
// lemmas with their WordNet synonyms and broader terms, and the words a learner's sentence asks about. A sentence is
// on a topic when one of its words, or a synonym of it, is one of the topic's words or a synonym or broader term of
// one ("borrow" and "loan", "outfit" and "attire"). What a question asks for by its question words ("what day",
// "how long", "how much") and time words ("this year") name no topic, nor do the verbs that only carry a question
// ("would you like", "were you hoping"). Used by "What you uncovered" (which fact a question asked about) and by
// the behaviours (a question about the scenario's matter, not small talk, counts as discovery).
import { readWords, type Word } from '../../language/lemmas.ts';
import { relatedWords } from '../../language/wordnet.ts';
import { isStopWord } from '../text.ts';

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

/** The words a sentence names a topic with, lower case (as written and as lemma), without question, time and carrier words. */
export function topicWordsIn(text: string, exclude: ReadonlySet<string> = new Set()): string[] {
  const words = readWords(text);
  const found: string[] = [];
  let sentenceStart = 0;
  words.forEach((word, index) => {
    if (/^[.!?]$/.test(word.text)) sentenceStart = index + 1;
    const isName = index > sentenceStart && /^\p{Lu}/u.test(word.text) && word.text !== 'I';
    if (isTopicWord(word, isName, exclude)) found.push(...formsOf(word, isName));
  });
  return [...new Set(found)];
}

/** A topic's words, ready to match: each word with its synonyms, and their broader terms. */
export interface Topic {
  words: ReadonlySet<string>;
  /** The words and their synonyms. */
  near: ReadonlySet<string>;
  /** Broader terms of the words ("loan" → "debt"). */
  broader: ReadonlySet<string>;
}

export function topicOf(texts: readonly string[], exclude: ReadonlySet<string> = new Set()): Topic {
  const words = new Set(texts.flatMap((text) => topicWordsIn(text, exclude)));
  const near = new Set(words);
  const broader = new Set<string>();
  for (const word of words) {
    const related = relatedWords(word, 'any', RELATION_SENSES);
    related.synonyms.forEach((synonym) => near.add(synonym));
    related.broader.forEach((term) => broader.add(term));
  }
  return { words, near, broader };
}

/** Whether one word (as {@link topicWordsIn} gives it) is on the topic: itself or a synonym among its words, or a word of it broader than this one. */
export function wordIsOn(word: string, topic: Topic): boolean {
  if (topic.near.has(word)) return true;
  const related = relatedWords(word, 'any', RELATION_SENSES);
  if (related.synonyms.some((synonym) => topic.words.has(synonym))) return true;
  return false;
}

/** Where a learner's sentence stands against a topic: on it, about something else, or naming nothing at all ("What is it?"). */
export type Aboutness = 'on' | 'other' | 'bare';

export function aboutness(sentence: string, topic: Topic, exclude: ReadonlySet<string> = new Set()): Aboutness {
  const asked = topicWordsIn(sentence, exclude);
  if (asked.length === 0) return 'bare';
  return asked.some((word) => wordIsOn(word, topic)) ? 'on' : 'other';
}

/** Whether a sentence asks for the other person's own view, need or story ("What matters most to you?", "How did that affect you?"). */
export function asksTheirView(sentence: string): boolean {
  return readWords(sentence).some((word) => word.isWord && (PERSON_WORDS.has(word.lemma) || PERSON_WORDS.has(word.text.toLowerCase())));
}

/** A question word that asks for more than what a thing is: how, when, where, who, why. */
const ASKS_HOW = /\b(?:how|when|where|who|why)\b/i;

/** How a grading reads whether a learner's sentence is about the scenario's matter. */
export interface MatterReader {
  /** 'on' the scenario's matter (or the other person's view of it), 'other' (small talk), or 'bare' (names nothing). */
  about(sentence: string): Aboutness;
}

/** The scenario's matter: the brief, the scenario's own words and the rubric's criterion names; the character's name names nothing. */
export function matterOf(texts: readonly string[], characterName: string): MatterReader {
  const exclude = new Set(characterName.toLowerCase().split(/\s+/).filter((part) => part.length > 1));
  const topic = topicOf(texts, exclude);
  const cache = new Map<string, Aboutness>();
  return {
    about(sentence) {
      const cached = cache.get(sentence);
      if (cached) return cached;
      let found = aboutness(sentence, topic, exclude);
      // "What matters most to you?" names no thing of the scenario, yet asks for the other person's side of it, as
      // "How often have you been in about this?" asks how much of it there was; "What is it?" asks for nothing.
      if (found === 'bare' && (asksTheirView(sentence) || ASKS_HOW.test(sentence))) found = 'on';
      cache.set(sentence, found);
      return found;
    },
  };
}
