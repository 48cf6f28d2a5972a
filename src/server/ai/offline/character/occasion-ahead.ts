// "What's the hurry to get it done?", "Why the rush?", "Why is it so urgent?": a question after what presses for time,
// which the occasion ahead that a fact names answers ("…to be finished before my granddaughter's christening party on
// 30 June", "Daughter's engagement party in the garden on 2 August"), not a deflection. Read by WordNet: urgency and
// its kinds ("hurry", "haste") and their synonyms ("rush"), "urgent" and its synonyms; an occasion is a social event, a
// ceremony or a gathering in one of its senses ("party", "christening", "wedding").
import { readWords, type Word } from '../../language/lemmas.ts';
import { quantitiesIn } from '../../language/quantities.ts';
import { adjectivesOfAdverb, KIND_OF_DEPTH, kindSenseOf, relatedWords } from '../../language/wordnet.ts';
import { isAboutThemselves, type Knowledge, type Topic } from './knowledge.ts';
import { namesNoThingOfItsOwn } from './fact-meaning.ts';
import { asksForDeadline } from './figures-asked.ts';

const URGENCY = 'urgency';
const URGENT = 'urgent';
// WordNet's terms an occasion is a kind of, in one of a noun's senses.
const OCCASION_KINDS = ['social event', 'ceremony', 'social gathering'];
// "before my granddaughter's christening party", "in time for the wedding", "ahead of the exam", "by 30 June".
const AHEAD_OF = /\b(?:before|in time for|ahead of|by)\s+([^,;.]+)/gi;
// "by" says a deadline only before a time: "painted by my late grandfather" names who did it.
const BY = /^by\b/i;
// Forms of "be" that are not past: "is", "are", "am".
const PRESENT_OF_BE = new Set(['am', 'are', 'is', "'m", "'re", "'s"]);

// Only a noun's commonest sense: "pressure" is urgency in a later sense, but asks after a force ("Is the board putting
// pressure on you?").
const URGENCY_SENSES = 1;

function isUrgencyNoun(lemma: string): boolean {
  const isUrgency = (term: string) => term === URGENCY || kindSenseOf(term, URGENCY, KIND_OF_DEPTH, URGENCY_SENSES) > 0;
  return isUrgency(lemma) || relatedWords(lemma, 'noun').synonyms.some(isUrgency);
}

function isUrgentWord(word: Word): boolean {
  const isUrgent = (term: string) => term === URGENT || relatedWords(term, 'adjective').synonyms.includes(URGENT);
  if (word.pos === 'adjective') return isUrgent(word.lemma);
  if (word.pos === 'adverb') return adjectivesOfAdverb(word.lemma).some(isUrgent);
  return word.pos === 'noun' && isUrgencyNoun(word.lemma);
}

/** Whether a question asks what presses for time: "What was the rush to get it done?", "Why is it so urgent?". */
export function asksWhatPressesForTime(question: string): boolean {
  if (!/\?\s*$/.test(question) && !/^\W*(?:what|why)\b/i.test(question)) return false;
  return readWords(question).some((word) => word.isWord && !word.negated && isUrgentWord(word));
}

function isOccasion(word: Word): boolean {
  return word.isWord && word.pos === 'noun' && OCCASION_KINDS.some((kind) => kindSenseOf(word.lemma, kind) > 0);
}

/**
 * Whether a question asks after the time ahead: what presses for time, or a deadline asked of nothing named ("When do
 * you need it done by?"), which a date something went wrong on does not answer.
 */
export function asksForTimeAhead(question: string): boolean {
  return asksWhatPressesForTime(question) || (asksForDeadline(question) && namesNoThingOfItsOwn(question));
}

function namesAnOccasion(text: string): boolean {
  return readWords(text).some(isOccasion);
}

// Words that may lead the name of an occasion: "my daughter's engagement party".
const OCCASION_LEAD = /^(?:my|our|his|her|their|your|the|\p{L}+['’]s)$/iu;
// How many words before it may name whose or what occasion it is.
const OCCASION_LEAD_WORDS = 3;

/**
 * An occasion named with its date, in short: "Daughter's engagement party in the garden on 2 August" → "Daughter's
 * engagement party on 2 August". The text as written when its occasion does not come before its date.
 */
function occasionWithItsDate(text: string): string {
  // The head of the occasion's name: "engagement party", not "engagement".
  const words = readWords(text).filter((word) => word.isWord);
  let head = words.findIndex(isOccasion);
  while (head >= 0 && words[head + 1]?.pos === 'noun' && !/^\d/.test(words[head + 1]!.text)) head += 1;
  const occasion = words[head];
  const date = quantitiesIn(text).find((quantity) => quantity.kind === 'date');
  const at = occasion ? text.search(new RegExp(`\\b${occasion.text}\\b`)) : -1;
  const dateAt = date ? text.indexOf(date.text) : -1;
  if (!occasion || !date || at < 0 || dateAt < at) return text;
  const before = text.slice(0, at).trim().split(/\s+/).filter(Boolean);
  let lead = 0;
  while (lead < OCCASION_LEAD_WORDS && lead < before.length) {
    const word = before[before.length - 1 - lead]!;
    const read = readWords(word).find((each) => each.isWord);
    if (!OCCASION_LEAD.test(word) && read?.pos !== 'noun' && read?.pos !== 'adjective') break;
    lead += 1;
  }
  const on = /\b(?:on|in|at)\s+$/i.exec(text.slice(0, dateAt))?.[0] ?? '';
  return [...before.slice(before.length - lead), occasion.text, `${on}${date.text}`].join(' ');
}

function holdsADate(text: string): boolean {
  return quantitiesIn(text).some((quantity) => quantity.kind === 'date');
}

/** Whether a sentence tells something done already: a verb in a past form ("rested", "took", "was"). */
function tellsThePast(text: string): boolean {
  return readWords(text).some((word) => word.pos === 'verb' && word.text.toLowerCase() !== word.lemma && !/(?:s|ing)$/i.test(word.text) && !PRESENT_OF_BE.has(word.text.toLowerCase()));
}

/**
 * The part of a fact that names the occasion ahead: what follows "before", "in time for" or "ahead of" when it names an
 * occasion or a date ("my granddaughter's christening party on 30 June"), or "by" a date; the whole fact when it names
 * an occasion with its date and tells nothing done already, said in short. Null when it names none.
 */
export function occasionAheadIn(answer: string): { part: string; isSaidAhead: boolean } | null {
  for (const match of answer.matchAll(AHEAD_OF)) {
    const rest = match[1]!.trim();
    if (BY.test(match[0]) ? holdsADate(rest) && !namesAnOccasion(rest) : namesAnOccasion(rest) || holdsADate(rest)) return { part: rest, isSaidAhead: true };
  }
  return namesAnOccasion(answer) && holdsADate(answer) && !tellsThePast(answer) ? { part: occasionWithItsDate(answer), isSaidAhead: false } : null;
}

/**
 * The fact that says the occasion ahead, for a question after what presses for time: one that says it is done before
 * it first, then one that names it with its date; the brief's order among equals. Null when no fact names one.
 */
export function occasionAheadFact(knowledge: Knowledge): Topic | null {
  const facts = knowledge.topics.filter((topic) => topic.kind === 'fact' && !isAboutThemselves(topic));
  const found = facts.map((topic) => ({ topic, occasion: occasionAheadIn(topic.answer) })).filter((entry) => entry.occasion !== null);
  return (found.find((entry) => entry.occasion!.isSaidAhead) ?? found[0])?.topic ?? null;
}
