// A worry the character states ("I'm worried the new rota will stop me collecting my son from school") is a concern a
// learner settles by answering it: by denying what is feared ("The rota won't stop you collecting him"), by affirming
// what it puts at stake ("You can still collect your son"), or by saying that what the character told of how things
// stand still holds ("You'll still finish at 3 on Fridays"). Read from the concern's own words, so a worry an editor
// or a model wrote is read the same way as one the description stated.
import { isQuestion, splitSentences } from '../../language/text.ts';
import { readWords, type Word } from '../../language/lemmas.ts';
import { BoundedMemo } from '../../../lib/bounded-memo.ts';
import { quantitiesIn, type Quantity } from '../../language/quantities.ts';

// "I'm worried (that) …", "I am afraid …": the clause after it is what is feared.
// "I worry (that) …", "I fear …": the verb of the same feeling.
const WORRIED = /\bI(?:(?:['’]m|\s+am)\s+(?:(?:still|really|very|quite|a bit|so)\s+)?(?:worried|afraid|anxious|concerned|scared|nervous|frightened)|\s+(?:(?:still|really|also)\s+)?(?:worry|fear))\s+(?:that\s+)?(?!about\b|of\b|for\b)(.+?)[.!?]*$/i;
// Verbs that carry tense or mood, not what happens: "will stop", "might lose".
const AUXILIARIES: ReadonlySet<string> = new Set(['be', 'have', 'do', 'will', 'would', 'can', 'could', 'may', 'might', 'shall', 'should', 'must', 'get', 'go']);
// Words that say a state goes on: "still", "continue".
const GOING_ON: ReadonlySet<string> = new Set(['still', 'continue', 'remain', 'unchanged']);
/** A told fact is said to hold by a line that shares at least this many of its content words. */
const SHARED_WITH_FACT = 2;

/** What a concern says the character fears, when it states a worry with a clause: "the new rota will stop me…". */
export function statedWorry(objection: string): string | null {
  const first = splitSentences(objection)[0] ?? '';
  const match = WORRIED.exec(first.replace(/^On [^,]+,\s*/, ''));
  return match?.[1]?.trim() || null;
}

/** The words that name things: lemmas of nouns, verbs and adjectives and the digits of figures ("3pm" → "3"). */
function contentOf(words: readonly Word[]): string[] {
  return words.filter((word) => word.isWord && !word.stopWord && (/\d/.test(word.text) || ['noun', 'verb', 'adjective'].includes(word.pos)) && !AUXILIARIES.has(word.lemma)).map((word) => (/\d/.test(word.text) ? word.text.replace(/\D+/g, '') : word.lemma));
}

interface WorryParts {
  /** The verb of what is feared ("stop"). */
  threat: string | null;
  /** The verb it puts at stake, after the threat ("collect"), with the words after it ("son", "school"). */
  stake: string | null;
  staked: string[];
  content: string[];
}

function partsOf(worry: string): WorryParts {
  const words = readWords(worry).filter((word) => word.isWord);
  const verbs = words.map((word, index) => ({ word, index })).filter(({ word }) => word.pos === 'verb' && !AUXILIARIES.has(word.lemma));
  // "moving to days will cost me the premium": a doing before the modal is what the worry is about, the verb after it
  // what is feared.
  const modal = words.findIndex((word) => MODALS.has(word.lemma));
  const threat = (modal >= 0 ? verbs.find(({ index }) => index > modal) : undefined) ?? verbs[0] ?? null;
  const stake = verbs.find(({ index }) => threat !== null && index > threat.index) ?? null;
  return {
    threat: threat?.word.lemma ?? null,
    stake: stake?.word.lemma ?? null,
    // What it would take from them when no second verb says it: "cost me the night premium" → "night", "premium".
    staked: stake ? contentOf(words.slice(stake.index + 1)) : threat ? contentOf(words.slice(threat.index + 1)) : [],
    content: contentOf(words),
  };
}
const MODALS: ReadonlySet<string> = new Set(['will', 'would', 'can', 'could', 'may', 'might', 'shall', 'should', 'must']);
// Verbs of keeping what the worry would take: "You'd keep the night premium", "You'll still get it".
const KEEPING: ReadonlySet<string> = new Set(['keep', 'retain', 'get', 'receive']);

/**
 * Whether a statement of the line answers the worry: it denies the feared verb about the same thing, affirms the verb
 * at stake, says a told fact (`told`, in the character's words) still holds, or gives a date on the same thing (a word
 * of the worry or of `matter`, what the character came about) that falls before the deadline the worry fears missing.
 * A question answers nothing.
 */
export function answersWorry(text: string, worry: string, told: readonly string[], matter: readonly string[] = []): boolean {
  return answered.answer(`${worry}\u0000${told.join('\u0001')}\u0000${matter.join(' ')}\u0000${text}`, () => {
    const parts = partsOf(worry);
    const deadline = fearedDeadline(worry);
    return splitSentences(text).some((sentence) => {
      if (isQuestion(sentence)) return false;
      const words = readWords(sentence).filter((word) => word.isWord);
      return answersIn(words, parts, told, worry) || (deadline !== null && givesDateBefore(sentence, words, deadline, [...parts.content, ...matter]));
    });
  });
}

// What leads the deadline a worry fears missing: "before", "by", "in time for", "ahead of".
const DEADLINE_LEAD = /\b(?:before|by|in time for|ahead of)\s/i;
// What leads a date that is no day something is done on: "after 9 December", "from 9 December".
const NOT_A_DAY_DONE = /\b(?:after|from|since|not before|not until)\s+(?:the\s+)?$/i;

interface Deadline {
  /** The date, as "MM-DD" (a year left out). */
  day: string;
  /** "by" a date is met on it; "before" it, only earlier. */
  isMetOnTheDay: boolean;
}

/**
 * The date a worry fears something will not happen by: "the kitchen will not be in before my daughter's christening on
 * 20 December" → 20 December, after a negation and a word that leads a deadline; null for any other worry.
 */
function fearedDeadline(worry: string): Deadline | null {
  const lead = DEADLINE_LEAD.exec(worry);
  if (!lead || !readWords(worry.slice(0, lead.index)).some((word) => word.lemma === 'not' || word.lemma === 'never')) return null;
  const date = quantitiesIn(worry.slice(lead.index)).find(hasMonth);
  return date ? { day: dayOfYear(date), isMetOnTheDay: /^by\b/i.test(lead[0]) } : null;
}

/** Whether a date names its month: "20 December", not "the 20th". */
function hasMonth(quantity: Quantity): boolean {
  return quantity.kind === 'date' && String(quantity.value).length >= 5;
}

/** A date's month and day, "MM-DD", so dates said with and without a year compare. */
function dayOfYear(date: Quantity): string {
  return String(date.value).slice(-5);
}

/**
 * Whether a statement gives a day something is done on that meets the deadline, about what the worry or the matter
 * names ("I can confirm delivery on 9 December"), not under a negation ("I can't promise delivery on 9 December").
 */
function givesDateBefore(sentence: string, words: readonly Word[], deadline: Deadline, about: readonly string[]): boolean {
  if (!contentOf(words).some((lemma) => about.includes(lemma))) return false;
  return quantitiesIn(sentence).some((date) => {
    if (!hasMonth(date)) return false;
    const at = sentence.indexOf(date.text);
    if (NOT_A_DAY_DONE.test(sentence.slice(0, at))) return false;
    const isNegated = readWords(sentence.slice(0, at + date.text.length)).some((word) => word.isWord && word.negated);
    const day = dayOfYear(date);
    return !isNegated && (day < deadline.day || (deadline.isMetOnTheDay && day === deadline.day));
  });
}
const answered = new BoundedMemo<boolean>({ entries: 5_000, keyChars: 1_000_000, longestKey: 4_000 });

function answersIn(words: readonly Word[], parts: WorryParts, told: readonly string[], worry: string): boolean {
  const content = contentOf(words);
  const shares = (lemmas: readonly string[]) => lemmas.filter((lemma) => content.includes(lemma)).length;
  const goesOn = words.some((word) => GOING_ON.has(word.lemma));
  // "The rota won't stop you collecting him": the feared verb denied, about something the worry names.
  const threat = words.find((word) => word.lemma === parts.threat);
  if (threat?.negated && shares(parts.content.filter((lemma) => lemma !== parts.threat)) > 0) return true;
  // "You can still collect your son": what is at stake, affirmed.
  const stake = words.find((word) => word.lemma === parts.stake);
  if (stake && !stake.negated && (goesOn || shares(parts.staked) > 0) && !threat) return true;
  // "You would keep the night premium": what the feared thing would take from them, kept.
  if (!parts.stake && !threat && words.some((word) => word.pos === 'verb' && !word.negated && KEEPING.has(word.lemma)) && shares(parts.staked) > 0) return true;
  // "You'll still finish at 3 on Fridays": how things stand, as the character told it, still holds.
  if (!goesOn) return false;
  // "Don't worry, you'll still finish at 4": only what holds must stand outside a negation.
  const holding = contentOf(words.filter((word) => !word.negated));
  return told.some((fact) => fact !== worry && !fact.includes(worry) && contentOf(readWords(fact)).filter((lemma) => holding.includes(lemma)).length >= SHARED_WITH_FACT);
}
