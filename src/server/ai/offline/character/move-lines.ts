// What every move's lines are built with: a brief's phrase as said inside a sentence, frames around it, whether
// the character has said a line already, and the slots a move offers.
import { firstSentence, withoutFinalStop } from '../../language/text.ts';
import { normalised } from './state.ts';
import { unsayablePhraseProblem } from './sayable-phrase.ts';
import type { TurnContext, MoveKind, Slot } from './moves.ts';
import { topicPhrase, type Topic } from './knowledge.ts';
import { toldPlainly } from './restating.ts';

const LOWER_STARTS = /^(?:A|An|The|Some|My|Your|Our|Any|One|More|No|Each|Every|This|That|These|Those)\b/;

/** A brief's phrase as said inside a sentence: no final stop, "A date" as "a date" (a name keeps its capital). */
export function sayable(phrase: string): string {
  const text = withoutFinalStop(phrase.trim());
  return LOWER_STARTS.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** Frames that take a phrase of the brief, and their plain forms for a phrase the character cannot say as it is. */
export function framed(phrase: string | undefined, frames: readonly ((what: string) => string)[], plain: readonly string[]): string[] {
  if (!phrase) return [];
  return unsayablePhraseProblem(phrase) === null ? frames.map((frame) => frame(sayable(phrase))) : [...plain];
}

/**
 * Whether the character has already said this (its first sentence, normalised, is in what it said), in its own words
 * or as said without a telling it had not backed yet ("Now the slot goes to…" says "Now I have told you the slot goes
 * to…").
 */
export function hasSaid(context: TurnContext, text: string): boolean {
  const sentence = firstSentence(text);
  return [sentence, toldPlainly(sentence)].some((form) => {
    const key = normalised(form);
    return key !== '' && context.saidText.includes(key);
  });
}

/** A slot of the brief's own line, said once (see Slot.isFromBrief). */
export function briefSlot(move: MoveKind, priority: number, candidates: readonly string[]): Slot {
  return { move, priority, candidates, isFromBrief: true };
}

/** A slot of phrasings for a move at a priority. */
export function slot(move: MoveKind, priority: number, candidates: readonly string[]): Slot {
  return { move, priority, candidates };
}

/** The brief's facts as topics the character may answer on. */
export function visibleTopics(context: TurnContext): Topic[] {
  return context.brief.facts.map((fact): Topic => ({ kind: 'fact', name: topicPhrase(fact.topic), keywords: fact.keywords, answer: fact.answer, minMatches: 1 }));
}

/** Lead-ins for a hidden fact, by what unlocked it. */
export const REVEAL_PREFIX = { open_question: ['Since you ask,', 'Honestly,', 'To be frank,'], empathy: ["Since you've been fair with me,", "I haven't said this to many people, but", 'Between you and me,'] };
