// A question that restates one of the interview's questions, or one part of it, in other words ("What did your father
// drill into you?" is "What did your parents … teach you"): answered from the person's answer to that question, by
// the sentence that answers the part asked. Read only where nothing they said answers the question as read.
//
// Each interview question is cut into the things it asks ("What do you do for a living, or what did you do" | "what do
// you like most about it"). A question restates a part when most of its words, weighted by how rare each is among the
// interview's questions ("matter" names one of them, "like" many), are found in that part: as said, as a WordNet
// synonym or word of the same family, or as a word one or two steps broader or narrower ("drill" is a way to teach,
// "father" a parent). The part first asked is answered by the answer's opening sentence; a later one by the sentence
// that says what it asks (a liking for "what do you like most", a helping for "what helped"), else the opening one.
import { TWIN_QUESTIONS } from '../../../../shared/twin-questions.ts';
import { type Word } from '../../language/lemmas.ts';
import { derivedWords, relatedWords } from '../../language/wordnet.ts';
import { type Passage } from './twin-passage.ts';
import { isContent, LIKING_VERBS, readWords, TIME_NOUNS } from './twin-words.ts';

// The words that never say what is asked: the persons, determiners, the words that ask, and the verbs that only help
// (a closed class). Modals ("would", "could") and the other small words stay, weighted lightly.
const NEVER_ASKED = new Set(['what', 'which', 'who', 'whom', 'whose', 'how', 'where', 'when', 'why', 'you', 'your', 'yours', 'yourself', 'i', 'me', 'my', 'we', 'us', 'our', 'it', 'its', 'they', 'them', 'their', 'he', 'him', 'his', 'she', 'her', 'the', 'a', 'an', 'this', 'that', 'these', 'those', 'be', 'do', 'have', 'and', 'or', 'there', 'of', 'to']);
// The third persons and demonstratives a question points back with (a closed class).
const POINTING_BACK = new Set(['it', 'its', 'them', 'they', 'their', 'him', 'his', 'he', 'she', 'her', 'that', 'this', 'those', 'these']);
// A small word counts for this share of what a word of its rarity would.
const SMALL_WORD_SHARE = 0.25;
// How strongly a word is found in another: as said, as a synonym, as a word of its family, one or two steps broader.
const AS_SAID = 1;
const AS_SYNONYM = 0.9;
const AS_DERIVED = 0.8;
const AS_BROADER = 0.7;
// How many senses of each word are read for its synonyms, family and broader words.
const SENSES = 2;
/** How far above every other part the part restated must be: a question that restates two restates neither. */
export const APART = 0.25;
/** How much of a question must be found in a part for it to restate that part. */
export const RESTATES = 0.7;

export interface AskedPart {
  /** The interview question's text. */
  question: string;
  /** Which part of it, counting from 0. */
  index: number;
  /** The word it asks with ("what", "who", "how"): "which" asks as "what" does. Null for one that tells ("Tell me about …"). */
  asksWith: string | null;
  words: readonly Word[];
}

// The words a question asks with: a restatement asks with the same one ("What did your father drill into you?" as
// "What did your parents … teach you", never "How do you spend a day off?" as "Which hobby … have you spent …").
const ASKING_WORDS: Readonly<Record<string, string>> = { what: 'what', which: 'what', who: 'who', how: 'how', where: 'where', when: 'when', why: 'why' };

/** The word a question or part asks with: its first word, when that is one (a yes/no question asks with none). */
export function askingWordOf(words: readonly Word[]): string | null {
  const first = words.find((word) => word.isWord);
  return first ? (ASKING_WORDS[first.text.toLowerCase()] ?? null) : null;
}

const partsCache = new Map<string, AskedPart[]>();

/**
 * The parts an interview question asks, in order: cut where a new question opens (after a full stop, or after ", and"
 * with a word that asks: "…, and what do you like most about it?"). "…, or what did you do" asks the same thing again.
 */
export function askedParts(question: string): AskedPart[] {
  const cached = partsCache.get(question);
  if (cached) return cached;
  const texts = question.split(/(?<=[.?!])\s+|,\s*and\s+(?=(?:what|which|who|how|where|when|why)\b)/i).filter((text) => /\p{L}/u.test(text));
  const parts = texts.map((text, index) => {
    const words = readWords(text);
    return { question, index, asksWith: askingWordOf(words), words: words.filter(counts) };
  });
  partsCache.set(question, parts);
  return parts;
}

const counts = (word: Word) => word.isWord && !NEVER_ASKED.has(word.lemma) && !NEVER_ASKED.has(word.text.toLowerCase());

let questionsAsked: ReadonlyMap<string, number> | null = null;

/** How many of the interview's questions say each lemma. */
function askedCounts(): ReadonlyMap<string, number> {
  if (questionsAsked) return questionsAsked;
  const found = new Map<string, number>();
  for (const { text } of TWIN_QUESTIONS) for (const lemma of new Set(readWords(text).filter(counts).map((word) => word.lemma))) found.set(lemma, (found.get(lemma) ?? 0) + 1);
  questionsAsked = found;
  return found;
}

/** How much a word of a question tells which interview question it restates: the rarer among them, the more. */
export function rarity(word: Word): number {
  const weight = Math.log((TWIN_QUESTIONS.length + 1) / ((askedCounts().get(word.lemma) ?? 0) + 1));
  // A noun of time says when or how long ("all day"), not what about.
  return isContent(word) && !TIME_NOUNS.has(word.lemma) ? weight : weight * SMALL_WORD_SHARE;
}

const wordnetPos = (word: Word) => (word.pos === 'noun' || word.pos === 'verb' || word.pos === 'adjective' || word.pos === 'adverb' ? word.pos : 'any');

/** The words one and two steps broader than a word, in its part of speech. */
function broaderTwice(word: Word): Set<string> {
  const pos = wordnetPos(word);
  const once = relatedWords(word.lemma, pos, SENSES).broader;
  return new Set([...once, ...once.flatMap((term) => relatedWords(term, pos, 1).broader)]);
}

/** How strongly `word` is found as `other`, 0 when not at all. */
export function foundAs(word: Word, other: Word): number {
  if (word.lemma === other.lemma) return AS_SAID;
  if (!isContent(word) || !isContent(other)) return 0;
  if (derivedWords(word.lemma, 'any', SENSES).includes(other.lemma) || derivedWords(other.lemma, 'any', SENSES).includes(word.lemma)) return AS_DERIVED;
  // A synonym or a broader word is one of the same part of speech: "book" is a written work, not a doing of work.
  const pos = wordnetPos(word);
  if (pos === 'any' || pos !== wordnetPos(other)) return 0;
  // A synonym in the commonest sense of the word asked: "read" is not "say" because a text may read as it says.
  if (relatedWords(word.lemma, pos, 1).synonyms.includes(other.lemma) || relatedWords(other.lemma, pos, SENSES).synonyms.includes(word.lemma)) return AS_SYNONYM;
  if (broaderTwice(word).has(other.lemma) || broaderTwice(other).has(word.lemma)) return AS_BROADER;
  return 0;
}

/** How much of what a question says (its words, weighted by rarity) is found in a part, 0 to 1. */
export function restatement(asked: readonly Word[], part: AskedPart): number {
  const asksWith = askingWordOf(asked);
  // A question that points back to what it does not name ("What did you love about it?") restates no part.
  if (asksWith === null || asksWith !== part.asksWith || asked.some((word) => POINTING_BACK.has(word.text.toLowerCase()))) return 0;
  const words = asked.filter(counts);
  const total = words.reduce((sum, word) => sum + rarity(word), 0);
  const strengths = words.map((word) => Math.max(0, ...part.words.map((other) => foundAs(word, other))));
  // What it names must be found: one of its words as said, or two in other words ("father" a parent, "drill" teaching).
  const named = words.flatMap((word, index) => (isContent(word) && !TIME_NOUNS.has(word.lemma) && strengths[index]! > 0 ? [strengths[index]!] : []));
  if (total === 0 || !(named.includes(AS_SAID) || named.length >= 2)) return 0;
  return words.reduce((sum, word, index) => sum + rarity(word) * strengths[index]!, 0) / total;
}

/**
 * The sentence of the person's answers that answers the part of an interview question the asked words restate, or
 * null: the part they restate best, above RESTATES and above every other part, among the questions they answered.
 */
export function restatedAnswer(asked: readonly Word[], passages: readonly Passage[]): Passage | null {
  const questions = [...new Set(passages.flatMap((passage) => (passage.asked ? [passage.asked] : [])))];
  const scored = questions.flatMap((question) => askedParts(question).map((part) => ({ part, score: restatement(asked, part) })));
  scored.sort((left, right) => right.score - left.score);
  const [best, next] = scored;
  if (!best || best.score < RESTATES || (next !== undefined && next.score > best.score - APART)) return null;
  const answer = passages.filter((passage) => passage.asked === best.part.question);
  const opening = answer.find((passage) => passage.isFirst) ?? answer[0]!;
  // The first part is answered where the answer opens; a later one by the sentence that says what it asks.
  return best.part.index === 0 ? opening : (saying(best.part.words, answer.filter((passage) => passage !== opening)) ?? opening);
}

/**
 * The sentence that says most of these words (a liking, for a word of liking, in one that says a liking of the
 * person's own: "what do you like most about it"), earliest among equals; null when none says any.
 */
function saying(asked: readonly Word[], sentences: readonly Passage[]): Passage | null {
  let best: Passage | null = null;
  let bestScore = 0;
  for (const passage of sentences) {
    const words = readWords(passage.text).filter(counts);
    const said = asked.reduce((sum, word) => sum + rarity(word) * (LIKING_VERBS.has(word.lemma) && passage.likesOwn ? AS_SAID : Math.max(0, ...words.map((other) => foundAs(word, other)))), 0);
    if (said > bestScore) [best, bestScore] = [passage, said];
  }
  return best;
}
