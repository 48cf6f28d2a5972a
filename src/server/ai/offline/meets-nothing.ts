// Sentences that name what the character wants without giving it: one that puts it off ("Let's leave the refund for
// now", "We can come back to the compensation later", "Can we postpone the repair?") and one that only says back what
// they want ("I know you want the £120 back"). The report never counts either as meeting a concern or a requirement,
// whatever words of it they name (uncovered.ts).
import { readWords } from '../language/lemmas.ts';
import { postpones } from '../language/putting-off.ts';
import { withoutAskedFor } from '../language/asked-for.ts';
import { affirms } from './negation-scope.ts';
import { isOfferSentence } from './character/acts.ts';
import { WHEN } from './grader/learner-patterns.ts';

/**
 * A time frame that places the thing at no time yet: "for now", "for the moment", "later" (not "two days later", a
 * time past), "another time", "at a later date", "down the line", "in due course".
 */
const NOT_NOW =
  /\b(?:for (?:now|the (?:moment|time being|minute))|(?<!\b(?:days?|weeks?|months?|years?|hours?|minutes?|much|not|no)\s)later(?! (?:today|tonight|this|on (?:today|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday)))|(?:another|some other) (?:time|day)|at (?:a later|some) (?:date|stage|point)|down the (?:line|road)|in due course)\b/i;

/**
 * Whether a sentence puts off what it names: a verb of postponing it affirms ("Let's put the refund off"), or a time
 * frame of not now with no day or time to act by ("Let's leave the refund for now"; "I'll refund it later today" gives it).
 */
export function defers(sentence: string): boolean {
  const words = readWords(sentence).filter((word) => word.isWord);
  if (words.some((word, index) => word.pos === 'verb' && !word.negated && postpones(words, index))) return true;
  return affirms(sentence, NOT_NOW) && !WHEN.test(sentence);
}

/** What they want, said of them: "you want", "you'd like", "you need", "you're asking for". */
const THEIR_WANT = /\byou(?:'d| would)?\s+(?:really\s+)?(?:want|need|like|expect|are asking for|'re asking for)\b/i;

/** Whether a sentence only says back what they want, offering nothing ("So you'd like the £120 back"). */
export function restatesTheirWant(sentence: string): boolean {
  return affirms(sentence, THEIR_WANT) && !isOfferSentence(sentence);
}

/** Whether a sentence meets nothing, whatever it names: it puts the thing off or only says back that they want it. */
export function meetsNothing(sentence: string): boolean {
  return defers(sentence) || restatesTheirWant(sentence);
}

/** Where a sentence's clauses join: ", and", ", but", ";", and "and" before a new subject ("…today and we'll…"). */
const CLAUSE_JOIN = /\s*[,;]\s*(?:and|but|though)?\s+|\s+(?:and|but)\s+(?=(?:we|we'll|we're|i|i'll|i'm|you|you'll|they|let's)\b)/i;

/**
 * What of a sentence may meet something: the sentence without what it only asks someone for (asked-for.ts) and
 * without its clauses that put something off ("I can refund the £120 today, and we'll sort the compensation later"
 * keeps the refund), or that meet nothing when the sentence as a whole does; "" when none is left.
 */
export function meetingPart(whole: string): string {
  // "I will put in a request for a rent reduction": what a line only asks someone for, it does not give.
  const sentence = withoutAskedFor(whole);
  const clauses = sentence.split(CLAUSE_JOIN).filter((clause) => clause.trim() !== '');
  if (clauses.length < 2) return meetsNothing(sentence) ? '' : sentence;
  // A clause saying back what they want stays beside an offer of it: it names what "it" is ("…, and I can refund it today").
  const isNothing = meetsNothing(sentence) ? meetsNothing : defers;
  const meeting = clauses.filter((clause) => !isNothing(clause));
  return meeting.length === clauses.length ? sentence : meeting.join(', ');
}
