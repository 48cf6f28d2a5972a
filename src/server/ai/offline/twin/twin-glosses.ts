// Finding an answer said in other words by WordNet's definitions and topics: the words a question's word is defined
// by ("a canoe": a small narrow boat) and the words filed under its topic ("the offside rule", of football). The gate
// (twin-gate.ts) takes such a finding as one more sign that a sentence answers, never as enough on its own.
import { type PartOfSpeech } from '../../language/lemmas.ts';
import { definitionsOf, senseCount, topicalWords } from '../../language/wordnet.ts';
import { stemWord } from '../../language/text.ts';
import { type Focus } from './twin-passage.ts';
import { ASKING, isContent, readWords, TIME_NOUNS } from './twin-words.ts';

const GLOSS_CACHE_SIZE = 5_000;
const glossCache = new Map<string, Set<string>>();

/**
 * The nouns and verbs a word's commonest sense is defined by in WordNet ("canoe": a small and light boat → boat;
 * "debt": money owed → owe) and the words WordNet links to that sense by topic, "see also", entailment or cause
 * ("rugby" → scrum), each of few senses: terms. Words every question asks with and nouns of time say nothing of it.
 */
export function glossedOf(lemma: string, pos: Exclude<PartOfSpeech, 'other'>): Set<string> {
  const key = `${pos}:${lemma}`;
  const known = glossCache.get(key);
  if (known) return known;
  // The things and doings a definition names: its describing words ("moving slowly", of lazy) say how, not what.
  const named = definitionsOf(lemma, pos, 1).flatMap((definition) => readWords(definition).filter((word) => isContent(word) && (word.pos === 'noun' || word.pos === 'verb')).map((word) => word.lemma));
  const words = [...named, ...topicalWords(lemma, pos, 1)];
  const terms = new Set<string>();
  for (const word of words) {
    if (word === lemma || word.length < 3 || ASKING.has(word) || TIME_NOUNS.has(word) || !isNarrowWord(word)) continue;
    // As written, not by its stem: "player" and "play" are two words here.
    terms.add(word.replaceAll(/\s+/g, '_'));
  }
  if (glossCache.size >= GLOSS_CACHE_SIZE) glossCache.delete(glossCache.keys().next().value as string);
  glossCache.set(key, terms);
  return terms;
}

// A word of many senses ("play", "game", "man", "small", "slow") links a definition to everything: only a word of a
// few senses in all, whatever its part of speech, is one a sentence can be read by.
const MAX_GLOSS_SENSES = 3;

const narrowWords = new Map<string, boolean>();

function isNarrowWord(word: string): boolean {
  const known = narrowWords.get(word);
  if (known !== undefined) return known;
  const senses = (['noun', 'verb', 'adjective', 'adverb'] as const).reduce((sum, pos) => sum + senseCount(word, pos), 0);
  if (narrowWords.size >= GLOSS_CACHE_SIZE) narrowWords.delete(narrowWords.keys().next().value as string);
  narrowWords.set(word, senses > 0 && senses <= MAX_GLOSS_SENSES);
  return senses > 0 && senses <= MAX_GLOSS_SENSES;
}

const topicCache = new Map<string, Set<string>>();
const TOPIC_POINTER = new Set([';c']);

/**
 * The topics WordNet files a word's commonest sense under, as nouns and verbs: by its topic links ("scrum" → rugby,
 * "coach" → sport) and by the topic its definition gives in brackets ("offside": "(sport) … (in football, soccer …)"). Only those: a thing a definition merely mentions ("a composition for orchestra", of a concerto) is no topic.
 */
function topicsOf(term: string): Set<string> {
  const known = topicCache.get(term);
  if (known) return known;
  const topics = new Set<string>();
  for (const pos of ['noun', 'verb'] as const) {
    for (const word of topicalWords(term, pos, 1, TOPIC_POINTER)) topics.add(word.replaceAll(/\s+/g, '_'));
    // A topic in brackets opens the definition ("(rugby) the method of …") or says where it is so ("(in football,
    // soccer …)"); other brackets explain ("(usually consisting of … light-sensitive film …)", of a camera).
    for (const bracket of definitionsOf(term, pos, 1).flatMap((definition) => [...definition.matchAll(/(?:^\(([^)]*)\)|\(in ([^)]*)\))/g)].map((match) => match[1] ?? match[2]!))) {
      for (const word of readWords(bracket)) if (isContent(word)) topics.add(word.lemma);
    }
  }
  if (topicCache.size >= GLOSS_CACHE_SIZE) topicCache.delete(topicCache.keys().next().value as string);
  topicCache.set(term, topics);
  return topics;
}

/**
 * Whether a sentence speaks of a focus word in other words by WordNet's definitions and topics: it says a word the
 * focus word is defined by or linked to by topic ("I grow tomatoes"… of gardening, defined as the cultivation of plants;
 * "I embroider", of sewing), or a word of few senses filed under the focus word's topic ("the offside rule", of football).
 */
export function glossFound(focus: Focus, terms: ReadonlySet<string>, common: ReadonlySet<string>): boolean {
  for (const term of focus.glossed) if (terms.has(term) && common.has(term)) return true;
  if (!focus.isNoun && !focus.isVerb) return false;
  for (const term of terms) {
    if (!common.has(term) || term.length < 3 || ASKING.has(term) || !isNarrowWord(term.replaceAll('_', ' '))) continue;
    if ([...topicsOf(term)].some((word) => focus.said.has(word))) return true;
  }
  return false;
}

// How many senses of a noun and of a verb said with it are read for the sense the doing selects.
const SELECTING_SENSES = 12;
// How long a stem another word begins with must be to be the same root ("music" in "musical").
const MIN_SHARED_ROOT = 5;
const selectedSenses = new Map<string, number>();

/**
 * The sense of a thing asked that a doing asked with it selects (1 for the commonest; 0 when none stands out): the
 * verb's definitions that name the thing ("play": "perform music on (a musical instrument)") share words with one of
 * its senses alone ("instrument": "devices … used to produce musical tones"), so "play an instrument" asks for a
 * musical one, not a device.
 */
export function senseSelectedBy(noun: string, verb: string): number {
  const key = `${noun}:${verb}`;
  const known = selectedSenses.get(key);
  if (known !== undefined) return known;
  // The things and qualities the definitions name: their doings ("perform", "use") are said of too many things.
  const stems = (text: string) => new Set(readWords(text).filter((word) => isContent(word) && word.pos !== 'verb' && word.lemma !== noun && word.lemma !== verb).map((word) => stemWord(word.lemma)));
  const naming = definitionsOf(verb, 'verb', SELECTING_SENSES).filter((definition) => readWords(definition).some((word) => word.lemma === noun));
  const said = new Set(naming.flatMap((definition) => [...stems(definition)]));
  // A word and one made of it share the sense ("music", "musical").
  const alike = (left: string, right: string) => left === right || (Math.min(left.length, right.length) >= MIN_SHARED_ROOT && (left.startsWith(right) || right.startsWith(left)));
  const shared = definitionsOf(noun, 'noun', SELECTING_SENSES).map((definition) => [...stems(definition)].filter((stem) => [...said].some((other) => alike(stem, other))).length);
  const most = Math.max(0, ...shared);
  const selected = most > 0 && shared.filter((count) => count === most).length === 1 ? shared.indexOf(most) + 1 : 0;
  if (selectedSenses.size >= GLOSS_CACHE_SIZE) selectedSenses.delete(selectedSenses.keys().next().value as string);
  selectedSenses.set(key, selected);
  return selected;
}
