// A learner line that refuses what the character wants: "We won't be refunding the whole fee", "I'm not going to pay
// the full amount", "We can't send anyone out tomorrow". Read by its grammar and meaning, not its words: a statement
// whose doing, by the learner or the side they speak for, is negated, and which said without that negation would give
// one of the character's wants. The character meets it as a refusal (it asks why, or holds to what it needs), never
// by saying its want again as though nothing was said. A line that keeps the wanted thing as it is refuses as much
// without any "not": "The X-ray charge stays on the bill", "That fee is standard for everyone", "We'll be keeping the
// deposit".
import type { CharacterBrief } from '../../../../shared/contracts/character-brief.ts';
import { isQuestion, splitSentences } from '../../language/text.ts';
import { readWords, type Word } from '../../language/lemmas.ts';
import { keepsAsItIs, saysItIsRight } from '../../language/keeping.ts';
import { hasPartOfSpeech, isKindOf, relatedWords, sharesASense, verbKinds } from '../../language/wordnet.ts';
import { ownSideSubjectEnd, type ScenarioSides } from '../../language/own-side.ts';
import { affirmedKeywords } from '../negation-scope.ts';
import { givesWhatIsNamed } from './fact-meaning.ts';
import { particleIndexOf } from '../../language/phrasal-verbs.ts';

// "I", "we", in any of their contracted forms: the learner, or the side they speak for.
const FIRST_PERSON = /^(?:i|we|i'm|we're|i'll|we'll|i've|we've|i'd|we'd)$/i;
// Words that only lead into the statement: "Look, we won't…", "Sorry, I can't…", "No, we're not…".
const LEAD_WORDS = new Set(['look', 'sorry', 'no', 'well', 'honestly', 'so', 'okay', 'ok', 'right', 'but', 'and', 'afraid', 'frankly', 'unfortunately', 'then']);
// Verbs that carry another's tense or aspect ("am not going to pay", "won't be refunding", "don't have to"): the doing
// refused is the verb after them.
const CARRIERS = new Set(['be', 'go', 'do', 'have', 'will', 'can', 'shall', 'would', 'could', 'should', 'may', 'might', 'must']);
// Kinds of doing (WordNet's commonest sense) that are talk, thought, looking or feeling: "I don't think so", "I'm not
// saying you're wrong" refuse nothing the character asked for.
const NOT_DOING_KINDS = new Set(['communication', 'cognition', 'perception', 'emotion']);

/** The sentence said without its negation: "We won't be refunding the fee" → "We will be refunding the fee". */
function withoutNegation(sentence: string): string {
  return sentence
    .replace(/\bwon['’]t\b/gi, 'will')
    .replace(/\bshan['’]t\b/gi, 'shall')
    .replace(/\b(?:can['’]t|cannot)\b/gi, 'can')
    .replace(/n['’]t\b/gi, '')
    .replace(/\s+(?:not|never)\b/gi, '');
}

/** Whether the sentence's subject is the learner's side: "I", "we", or the body they speak for ("The hotel won't…"). */
function isOwnSubject(words: readonly Word[], sides?: ScenarioSides): boolean {
  const start = words.findIndex((word) => word.isWord && !LEAD_WORDS.has(word.text.toLowerCase()) && !(word.lemma === 'be' && words.some((other) => other.text.toLowerCase() === 'afraid')));
  if (start < 0) return false;
  return FIRST_PERSON.test(words[start]!.text) || ownSideSubjectEnd(words, start, sides) > 0;
}

/**
 * The doing a statement denies of the learner's side (a negated verb of doing after "I", "we" or their body), with its
 * particle ("give back"); null when none.
 */
function deniedOwnDoing(sentence: string, sides?: ScenarioSides): string | null {
  if (isQuestion(sentence)) return null;
  const words = readWords(sentence);
  const doing = words.find((word) => word.pos === 'verb' && word.negated && !CARRIERS.has(word.lemma));
  return doing !== undefined && !NOT_DOING_KINDS.has(verbKinds(doing.lemma, 1)[0] ?? 'stative') && isOwnSubject(words, sides) ? doingWithParticle(words, doing) : null;
}

/**
 * Whether the doing denied is the one the want names, by its lemma or a sense they share: "refunding" of "a refund of
 * the extra night", "pay" of "the full £900 paid", "reimburse" of "my costs refunded".
 */
function namesTheDoing(doing: string, want: string): boolean {
  return readWords(want).some((word) => word.isWord && !word.stopWord && (word.lemma === doing || sharesASense(doing, word.lemma, 'verb')));
}

/** The doing as WordNet holds it, with its particle when it takes one: "give … back" → "give back" (which is "return"). */
function doingWithParticle(words: readonly Word[], doing: Word): string {
  const said = words.filter((word) => word.isWord);
  const particle = particleIndexOf(said, said.indexOf(doing));
  return particle < 0 ? doing.lemma : `${doing.lemma} ${said[particle]!.lemma}`;
}

// The senses of a noun searched for the thing a line keeps: "the price" of "the X-ray charge" is the charge's cost.
const THING_SENSES = 6;
/** Whether a noun of the line names a thing of the want: the same word, a synonym, a broader or narrower term ("the fee" of "the charge"). */
function namesThingOf(noun: string, wanted: string): boolean {
  if (noun === wanted || sharesASense(noun, wanted, 'noun', 3) || isKindOf(noun, wanted) || isKindOf(wanted, noun)) return true;
  const same = new Set([noun, ...relatedWords(noun, 'noun', 3).synonyms]);
  return relatedWords(wanted, 'noun', THING_SENSES).broader.some((term) => same.has(term));
}

/**
 * The thing a statement keeps as it is, by its lemma, when it says so without a negation: a doing of keeping ("The
 * X-ray charge stays on the bill", "We'll be keeping the deposit") or the thing said to be right as it is ("The price
 * is correct", "The rota is fixed for this quarter"); null when it does neither.
 */
function keptThings(sentence: string): string[] {
  if (isQuestion(sentence)) return [];
  const words = readWords(sentence).filter((word) => word.isWord);
  if (words.some((word) => word.negated)) return [];
  const nouns = words.filter((word) => word.pos === 'noun' && !word.stopWord).map((word) => word.lemma);
  if (words.some((word) => word.pos === 'verb' && !CARRIERS.has(word.lemma) && keepsAsItIs(word.lemma))) return nouns;
  const copula = words.findIndex((word) => word.lemma === 'be');
  const complement = words[copula + 1];
  if (copula < 0 || complement === undefined) return [];
  const adjective = complement.text.toLowerCase();
  // "is possible to take off": a doing after the adjective is what the line is about.
  const isRightAsItIs = hasPartOfSpeech(adjective, 'adjective') && saysItIsRight(adjective) && !words.slice(copula + 2).some((word) => word.pos === 'verb');
  return isRightAsItIs ? words.slice(0, copula).filter((word) => word.pos === 'noun').map((word) => word.lemma) : [];
}

/**
 * Whether a statement keeps as it is a thing the want asks to have changed: "The X-ray charge stays on the bill" to
 * "the X-ray charge taken off the bill". A want that is itself a keeping ("my place kept open") is given by it instead.
 */
function keepsWhatIsToChange(sentence: string, want: string): boolean {
  const wantWords = readWords(want).filter((word) => word.isWord && !word.stopWord);
  if (wantWords.some((word) => word.pos === 'verb' && keepsAsItIs(word.lemma))) return false;
  const things = wantWords.filter((word) => word.pos === 'noun').map((word) => word.lemma);
  const kept = keptThings(sentence);
  return kept.some((noun) => things.some((thing) => namesThingOf(noun, thing))) && !givesWhatIsNamed(sentence, want);
}

export interface Refusal {
  /** The want refused, as its index in `outcome.requires`. */
  index: number;
  /** Said by keeping the thing as it is ("The fee stays"), not by a negation: it is no "why not?". */
  isByKeeping: boolean;
}

/**
 * The first of the brief's wants (`outcome.requires`) still open that the line refuses, or null: "We won't be
 * refunding the whole fee" refuses "a refund of the extra night", and so does "The extra night stays on the bill".
 */
export function refusedWant(text: string, brief: CharacterBrief, covered: ReadonlySet<number>, sides?: ScenarioSides): Refusal | null {
  for (const sentence of splitSentences(text)) {
    const kept = brief.outcome.requires.findIndex((requirement, at) => !covered.has(at) && keepsWhatIsToChange(sentence, requirement.label));
    if (kept >= 0) return { index: kept, isByKeeping: true };
    const doing = deniedOwnDoing(sentence, sides);
    if (doing === null) continue;
    const affirmed = withoutNegation(sentence);
    const index = brief.outcome.requires.findIndex((requirement, at) => !covered.has(at) && (namesTheDoing(doing, requirement.label) || affirmedKeywords(affirmed, requirement.keywords).length > 0 || givesWhatIsNamed(affirmed, requirement.label)));
    if (index >= 0) return { index, isByKeeping: false };
  }
  return null;
}
