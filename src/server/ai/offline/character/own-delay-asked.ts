// "Why didn't you tell me sooner?", "Why did you wait until now?": the character is asked why it left its own doing
// late. It knows its own reasons, so it never answers "I'm not sure": it says the fact that tells what happened when and
// why (a time and a cause: "My essay was due on Friday but my mother is ill…"), or, with none left to tell, owns it.
import { readWords, type Word } from '../../language/lemmas.ts';
import { quantitiesIn } from '../../language/quantities.ts';
import { hasPartOfSpeech, relatedWords } from '../../language/wordnet.ts';
import { givesReasonOrPurpose, reasonParts, saysAWant, tellsAPointInTime } from './fact-meaning.ts';
import { isAboutThemselves } from './knowledge.ts';
import { hasSaid } from './move-lines.ts';
import type { TurnContext } from './moves.ts';
import { withoutFinalStop } from '../../language/text.ts';
import { capitalize } from '../../../../shared/text.ts';

// "Why did you…", "Why didn't you…", "Why have you…": a "why" put to the character about a doing of its own.
const WHY_OF_THEIR_DOING = /^\W*(?:(?:so|and|but|ok|okay|right|well)\W+)*why\s+(?:did|didn't|did not|have|haven't|has|hasn't|had|hadn't|do|don't|would|wouldn't|were|weren't|are|aren't|could|couldn't)\s+you\b/i;
const WAITING = 'wait';
// The owning lines, said when no fact is left to tell why.
const OWNED = ["That's fair; I should have come to you sooner.", "I know, I left it late, and I'm sorry about that."];
// The same after the cause said again: "My mother is ill. I know I should have come to you sooner."
const OWNED_AFTER_CAUSE = ['I know I should have come to you sooner.', "I left it late, and I'm sorry about that."];

/** Whether a word says a doing came late: a comparative of an adverb ("sooner", "earlier"), or waiting ("wait", "hold off"). */
function saysLate(words: readonly Word[], index: number): boolean {
  const word = words[index]!;
  // WordNet holds "sooner" as an adverb of its own: the comparative is told by the adverb its ending leaves.
  const text = word.text.toLowerCase();
  const bases = /er$/.test(text) ? [text.slice(0, -2), text.slice(0, -1), text.replace(/ier$/, 'y')] : [];
  const isComparative = word.pos === 'adverb' && bases.some((base) => base !== text && hasPartOfSpeech(base, 'adverb'));
  // "until now", "till now": the time it was left to.
  const isLeftTillNow = (word.lemma === 'until' || word.lemma === 'till') && words[index + 1]?.lemma === 'now';
  const isWaiting = word.pos === 'verb' && (word.lemma === WAITING || relatedWords(WAITING, 'verb', 1).synonyms.includes(word.lemma));
  return isComparative || isLeftTillNow || isWaiting;
}

/** Whether a question asks why the character left a doing of its own late. */
export function asksWhyTheyWaited(question: string): boolean {
  if (!WHY_OF_THEIR_DOING.test(question)) return false;
  const words = readWords(question).filter((word) => word.isWord);
  return words.some((_word, index) => saysLate(words, index));
}

/** Whether a fact tells when something happened and why it went as it did: a time with a cause, or a "but" that turns it. */
function tellsTimeAndCause(answer: string): boolean {
  const hasTime = quantitiesIn(answer).some((quantity) => quantity.kind === 'date' || quantity.kind === 'time' || quantity.kind === 'year') || tellsAPointInTime(answer);
  const hasCause = reasonParts(answer) !== null || givesReasonOrPurpose(answer) || /,?\s+but\s+/.test(answer);
  return hasTime && hasCause;
}

// What turns a sentence from what was due to what came in the way: "…was due on Friday but my mother is ill".
const TURN = /,?\s+but\s+/;

/** The cause a told fact gives, to say again before owning the delay: what follows its "but", or its reason. */
function causeOf(answer: string): string | null {
  const turned = answer.split(TURN)[1];
  const cause = turned ?? reasonParts(answer)?.cause ?? null;
  return cause ? withoutFinalStop(cause.trim()) : null;
}

/**
 * What the character says asked why it waited: the fact of time and cause not told yet; told, its cause said again
 * with the delay owned ("My mother is ill and I have been caring for her. I know I should have come to you sooner."); with no
 * such fact, a line that owns it.
 */
export function waitedCandidates(context: TurnContext): string[] {
  const facts = context.knowledge.topics.filter((topic) => topic.kind === 'fact' && !isAboutThemselves(topic) && !saysAWant(topic.answer) && tellsTimeAndCause(topic.answer));
  const untold = facts.find((topic) => !hasSaid(context, topic.answer));
  if (untold) return [untold.answer];
  const cause = facts.map((topic) => causeOf(topic.answer)).find((each) => each !== null);
  // Asked again, the cause said once already: the delay owned alone.
  return cause ? [...OWNED_AFTER_CAUSE.map((line) => `${capitalize(cause)}. ${line}`), ...OWNED] : OWNED;
}
