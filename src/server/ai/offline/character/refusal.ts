// A learner line that refuses what the character wants: "We won't be refunding the whole fee", "I'm not going to pay
// the full amount", "We can't send anyone out tomorrow". Read by its grammar and meaning, not its words: a statement
// whose doing, by the learner or the side they speak for, is negated, and which said without that negation would give
// one of the character's wants. The character meets it as a refusal (it asks why, or holds to what it needs), never
// by saying its want again as though nothing was said.
import type { CharacterBrief } from '../../../../shared/contracts/character-brief.ts';
import { isQuestion, splitSentences } from '../../language/text.ts';
import { readWords, type Word } from '../../language/lemmas.ts';
import { sharesASense, verbKinds } from '../../language/wordnet.ts';
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

/**
 * The index of the first of the brief's wants (`outcome.requires`) still open that the line refuses, or null: "We
 * won't be refunding the whole fee" refuses "a refund of the extra night".
 */
export function refusedWant(text: string, brief: CharacterBrief, covered: ReadonlySet<number>, sides?: ScenarioSides): number | null {
  for (const sentence of splitSentences(text)) {
    const doing = deniedOwnDoing(sentence, sides);
    if (doing === null) continue;
    const affirmed = withoutNegation(sentence);
    const index = brief.outcome.requires.findIndex((requirement, at) => !covered.has(at) && (namesTheDoing(doing, requirement.label) || affirmedKeywords(affirmed, requirement.keywords).length > 0 || givesWhatIsNamed(affirmed, requirement.label)));
    if (index >= 0) return index;
  }
  return null;
}
