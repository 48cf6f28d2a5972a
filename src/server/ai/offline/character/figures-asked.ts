// What kind of figure a question asks for: by its question words ("how much", "when") and by the figure it names
// ("What rate…?", "What date…?"). Read by the line reader (acts.ts) and by what is said again (restating.ts).
import { readWords } from '../../language/lemmas.ts';
import type { QuantityKind } from '../../language/quantities.ts';
import { relatedWords, topicalWords } from '../../language/wordnet.ts';
import { askedKinds, asksForAnEvent, type AskedKind } from './fact-meaning.ts';

/** The kinds of figure that answer each kind of question: "how much have costs gone up?" may be a sum or a percentage. */
const FIGURES_ASKED: Readonly<Record<AskedKind, readonly QuantityKind[]>> = {
  money: ['money', 'percent'],
  when: ['date', 'time', 'year'],
  count: ['number'],
  howLong: ['number', 'year'],
  often: ['number'],
  who: [],
  where: [],
  why: [],
};

// A figure asked for by what it is called ("What rate…?", "What date…?") rather than by a question word.
export const FIGURE_NOUNS: Readonly<Record<string, readonly QuantityKind[]>> = {
  price: ['money'],
  cost: ['money'],
  budget: ['money'],
  fee: ['money'],
  charge: ['money'],
  rate: ['money', 'percent'],
  salary: ['money'],
  pay: ['money'],
  amount: ['money', 'number'],
  sum: ['money'],
  percentage: ['percent'],
  date: ['date', 'year'],
  number: ['number'],
  // "What was the machine worth?": what a thing is worth is a sum.
  worth: ['money'],
  value: ['money'],
};

// "What time…?" asks for a time of day, not the date.
const ASKS_CLOCK_TIME = /\b(?:what|which) time\b|\bwhat hours?\b/i;

/** Whether the question asks for a time of day ("What time…?"). */
export function asksClockTime(question: string): boolean {
  return ASKS_CLOCK_TIME.test(question);
}

// "By when…?", "When is it due by?", "How soon…?": a point in time something must happen by.
const ASKS_DEADLINE = /\bby when\b|\bwhen by\b|^\W*(?:(?:so|and|but|sorry|okay|ok|right)\W+)*when\b[^?]*\bby\W*$|\bhow soon\b(?!\s+(?:after|before)\b)/i;

/**
 * Whether a question asks for a date or a deadline ("By when does the house have to be cleared?"): a length something
 * lasted ("hired for two weeks") does not answer it, only a time ("by the end of the month") or a length ahead
 * ("within 48 hours").
 */
export function asksForDeadline(question: string): boolean {
  return ASKS_DEADLINE.test(question);
}

/** What a question asks for by its question words ({@link askedKinds}), less the length a deadline asked for is not. */
export function kindsAskedFor(question: string): Set<AskedKind> {
  const asked = askedKinds(question);
  if (asksForDeadline(question)) asked.delete('howLong');
  return asked;
}

/** The kinds of figure a question asks for, by its question words and by the figure it names. */
export function figureKindsAsked(question: string): Set<QuantityKind> {
  if (ASKS_CLOCK_TIME.test(question)) return new Set(['time']);
  const asked = kindsAskedFor(question);
  // "Why did the price go up?", "Who set the fee?", "What happened with the budget report?": a cause, a person or an
  // event asked for; the figure named is what the question is about, not what it asks.
  if (asked.has('why') || asked.has('who') || asksForAnEvent(question)) return new Set();
  const kinds = new Set<QuantityKind>();
  for (const kind of asked) for (const figure of FIGURES_ASKED[kind]) kinds.add(figure);
  // "How long has the bill been unpaid?", "When was the fee due?": the question word says what is asked, and the
  // figure it names is what the question is about.
  if (kinds.size > 0 && !asked.has('money')) return kinds;
  for (const word of readWords(question)) {
    // "What was the total?": a noun WordNet gives as a synonym of one that names a figure ("sum") names it too (the
    // tagger may read "the total" as an adjective).
    const named = FIGURE_NOUNS[word.lemma] ?? (word.pos === 'noun' || word.pos === 'adjective' ? relatedWords(word.lemma, 'noun').synonyms.map((synonym) => FIGURE_NOUNS[synonym]).find(Boolean) : undefined);
    for (const kind of named ?? []) kinds.add(kind);
  }
  return kinds;
}

// WordNet's attribute ("=") of "late" and "early": the noun whose values they are.
const ATTRIBUTE = new Set(['=']);
const TIMING = 'timing';

/** Whether a word says how something stood against its time, by WordNet's attribute of it or of a synonym: "late", "early", "tardy". */
export function isOffTimeWord(word: string): boolean {
  const lemma = word.toLowerCase();
  const isTiming = (each: string) => topicalWords(each, 'adjective', 1, ATTRIBUTE).includes(TIMING);
  return isTiming(lemma) || relatedWords(lemma, 'adjective', 1).synonyms.some(isTiming);
}

/**
 * Whether a question asks by how much something was off its time ("How late did you actually leave?", "How early did
 * they turn up?"): a length, said with the word that says which way ("90 minutes late"), not a time of day nor a reason.
 */
export function asksHowFarOffTime(question: string): boolean {
  const words = readWords(question).filter((word) => word.isWord);
  return words.some((word, index) => index > 0 && words[index - 1]!.lemma === 'how' && isOffTimeWord(word.text));
}
