// Whether a fact gives the kind of detail a learner's question asks for, for "What you uncovered" (drawing-question.ts):
// "when" a time, "how much" a sum, "who" did something a person other than the character, "where" a place, "why" a
// state came about the cause of that state, "how long has…" a span up to now, "by how much" a margin. Read by the question's words and by meaning
// (character/fact-meaning.ts `askedKinds`, as the character reads it), so a reply that gave another fact instead is not
// credited to the question.
import type { BriefFact } from '../../../../shared/contracts/character-brief.ts';
import { readWords } from '../../language/lemmas.ts';
import { splitSentences } from '../../language/text.ts';
import { isKindOf, isNameOnly, isPersonNoun, nounKinds } from '../../language/wordnet.ts';
import { askedKinds, FREQUENCY, reasonParts } from '../character/fact-meaning.ts';
import { WHEN } from './learner-patterns.ts';
import { WHEN_ASKED } from '../../language/ways-of-asking.ts';
import { termIsOn, topicOf, topicTermsIn } from './matter.ts';

/** What a question word asks for, and how an answer says it: "when" a time or date, "how much" a figure, "who" a name. */
export const ASKED_KINDS: readonly { asks: RegExp; answers: RegExp; strict: boolean }[] = [
  {
    // "When…?", "Do you know when…?", "What day…?", "How long…?"; not a "when" that only says when something in the
    // question happened ("What was wrong with him when you collected him?" asks what was wrong).
    asks: new RegExp(`${WHEN_ASKED.source}|\\bhow long\\b|\\bhow soon\\b`, 'i'),
    // A unit of time inside a compound ("a nine-year-old spaniel", "a two-day course") or before "old" ("once it is
    // more than 20 years old") says an age or a length, not when nor how long something has been so.
    answers: new RegExp(`${WHEN.source}|\\b\\d+\\s?(?:am|pm)\\b|(?<![\\w-])(?:ago|since|until|day|week|month|year)s?(?![\\w-])(?!\\s+old\\b)|\\b\\d{4}\\b|\\b(?:january|february|march|april|may|june|july|august|september|october|november|december)\\b`, 'i'),
    strict: true,
  },
  {
    asks: /\b(?:how (?:much|many)|what (?:does|did|will) (?:it|that|this) cost|what(?:'s| is) the (?:price|cost|budget|figure|amount|total))\b/i,
    answers: /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|half|quarter|third|fifth|dozen)\b/i,
    strict: true,
  },
  // "Who is it for?" may be answered with a name or with a relation ("my son"): it narrows nothing on its own.
  { asks: /\bwho\b/i, answers: /\s[A-Z][a-z]+/, strict: false },
];

/** A sum of money said in an answer: "£1,240", "$40", "300 euros", "40k", "free of charge". */
const MONEY_AMOUNT = /[£$€]\s?\d|\d[\d,.]*\s?(?:k|m|bn|pounds?|dollars?|euros?|quid|pence)\b|\b(?:free|no charge|nothing)\b/i;

/** "Who did the work on them?", "Who's been looking after it?": a person asked for; not "Who are you?", "Who am I speaking to?". */
const WHO = /\bwho(?:m|se)?\b/i;
const WHO_IS_SPEAKING = /\bwho(?:'s| is| are| was| were)\s+(?:you|this|that|speaking|calling)\b|\bwho am i\b/i;

/**
 * "Where did you have it done?", "Can you tell me where it happened?": a place asked for; not where things stand or
 * went wrong ("Where are we with the refund?", "Where do we go from here?").
 */
const WHERE = /(?:^\W*(?:(?:and|so|but|then|ok(?:ay)?)\W+)?|\b(?:tell me|know|remember|say|find out|ask(?:ed)?|check|show me)\s+)where\b/i;
const WHERE_NOT_A_PLACE = /\bwhere\b[^?]*\b(?:stand|stands|go wrong|went wrong|gone wrong|leaves?|left|from here|are we|we are|we're|things are|is it at|it's at|you're at|you are at|at with)\b/i;
/** What WordNet files a place under, by a noun's commonest sense: "town", "venue" (location), "garage" (structure), "shop" (establishment). */
const PLACE_KINDS = ['area', 'structure', 'facility', 'establishment', 'geographic area'];
// "at Hallett's", "in Leeds", "on Mill Road": a name after a preposition of place (not "in June", "on Monday").
const PLACE_NAME = /\b(?:at|in|to|from|on|near|into|outside|inside|behind)\s+(?:the\s+)?(?!(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Christmas|Easter)\b)\p{Lu}\p{Ll}+/u;

/**
 * Whether an answer names a place: a name after a preposition of place ("at Hallett's", "in Leeds"), or a noun WordNet
 * files in its commonest sense as a location ("town", "home") or as a kind of area, structure, facility or
 * establishment ("the garage", "the shop"). "The order of service had the wrong hymn" names none.
 */
export function namesAPlace(answer: string): boolean {
  if (PLACE_NAME.test(answer)) return true;
  return readWords(answer).some(
    (word) => word.isWord && word.pos === 'noun' && !/^\p{Lu}/u.test(word.text) && (nounKinds(word.lemma, 1).includes('location') || PLACE_KINDS.some((kind) => isKindOf(word.lemma, kind))),
  );
}

/** "How long has he been learning?", "How long have you had it?": a span up to now, which a habit ("30 minutes every day") does not give. */
const SPAN_TO_NOW = /\bhow long (?:has|have)\b|\bhow long(?:'s|'ve)\b|\bsince when\b/i;
/** How a span up to now is said: "for two years", "since 2019", "three weeks ago" (not "for ten minutes" at a time). */
const SPAN_WORDS = /\b(?:since|ago)\b|\bfor (?:the (?:last|past) )?(?:a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d+|a few|several|many)\s+(?:years?|months?|decades?)\b/i;

/**
 * "By how much did he miss the pass?", "By how many days was it late?": a margin asked for, which an answer says with
 * "by" and its figure ("by four marks") or as two sums to compare ("came to £1,240, and I was quoted £700"), never
 * with one figure of something else ("£28 a lesson").
 */
const MARGIN = /\bby how (?:much|many|far|long)\b/i;
const MARGIN_SAID = /\bby (?:about |around |nearly |almost |just |over |under |only )?(?:[£$€]?\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|a few|half|a third|a quarter)\b/i;
const SUM = /[£$€]\s?\d[\d,.]*/g;

/** "Why…?", "How come…?": a cause asked for. */
const WHY = /\bwhy\b|\bhow come\b/i;

// A name after one of these is a place or an organisation ("at Greenway Allotments in Swindon"), not a person.
const PLACE_BEFORE = new Set(['at', 'in', 'from', 'to', 'near', 'into', 'of']);
// What the speaker says they are: "I'm a customer", "I have been a customer at…": the character, not someone else.
const SAYS_WHAT_THEY_ARE = /\b(?:i'm|i am|i was|i've been|i have been)\s+(?:an?|the)\s+(?:\w+\s+){0,2}$/i;

/**
 * Whether an answer names a person other than the speaker: a noun WordNet files under persons ("my neighbour Pat",
 * "the optometrist") that is not what the speaker says they are ("I'm a customer"), or a capitalised word inside the
 * sentence that WordNet holds only as a name ("Raj Patel"), not one of a run opened after "at" or "in" (a place or a
 * firm: "at Clearview Opticians in Norwich") nor one of the character's own names.
 */
export function namesAnotherPerson(answer: string, ownNames: ReadonlySet<string>): boolean {
  for (const sentence of splitSentences(answer)) {
    const words = readWords(sentence).filter((word) => word.isWord);
    let inPlaceName = false;
    for (const [index, word] of words.entries()) {
      const isCapitalised = /^\p{Lu}/u.test(word.text);
      const before = words[index - 1];
      if (!isCapitalised) inPlaceName = false;
      else if (before && PLACE_BEFORE.has(before.text.toLowerCase())) inPlaceName = true;
      if (word.pos === 'noun' && !isCapitalised && isPersonNoun(word.lemma)) {
        const upTo = sentence.slice(0, sentence.toLowerCase().indexOf(word.text.toLowerCase()));
        if (!SAYS_WHAT_THEY_ARE.test(upTo)) return true;
      }
      if (isCapitalised && index > 0 && !inPlaceName && word.text !== 'I' && !ownNames.has(word.text.toLowerCase()) && isNameOnly(word.text)) return true;
    }
  }
  return false;
}

/**
 * Whether a "why" question about a state ("Why had the plot got so wild?", "Why was the delivery so late?") is asked of
 * what the fact says happened, not of the cause it gives for something else: a fact that says no state in what
 * happened, and one in its cause ("The council would take the plot back because it was overgrown"), says why the plot
 * is being taken back, not why it got wild; one that says the state asked for, or some state, in what happened ("It was
 * overgrown because…") may answer it. A question after an action ("Why did they move you?") or a fact that gives no
 * cause is not judged here.
 */
function givesCauseAsked(focus: string, fact: BriefFact, exclude: ReadonlySet<string>): boolean {
  const asked = topicTermsIn(focus, exclude).filter((term) => term.pos === 'adjective');
  if (asked.length === 0) return true;
  const parts = splitSentences(fact.answer).map(reasonParts).filter((found) => found !== null);
  if (parts.length === 0) return true;
  const states = (texts: readonly string[]) => texts.flatMap((text) => topicTermsIn(text, exclude)).filter((term) => term.pos === 'adjective');
  const effect = topicOf([fact.topic, ...parts.map((part) => part.effect)], exclude);
  if (asked.some((term) => termIsOn(term, effect))) return true;
  return states(parts.map((part) => part.effect)).length > 0 || states(parts.map((part) => part.cause)).length === 0;
}

/** Verbs that carry a question rather than name what happened: "What did…", "What is…", "What can…". */
const CARRIER_VERBS: ReadonlySet<string> = new Set(['be', 'do', 'have', 'can', 'could', 'will', 'would', 'shall', 'should', 'may', 'might', 'must']);

/**
 * Whether "what" is the subject of a verb of its own ("What happened with your October pay?", "What went wrong with
 * the bill?"): the question asks for an event, so a thing of money it names is the matter, not a sum asked for.
 */
function asksForAnEvent(focus: string): boolean {
  const words = readWords(focus).filter((word) => word.isWord);
  const at = words.findIndex((word) => word.lemma === 'what');
  const verb = words[at + 1];
  return at >= 0 && verb?.pos === 'verb' && !CARRIER_VERBS.has(verb.lemma);
}

/**
 * Whether the fact says the kind of detail the question asks for, by its question words ("when", "how much", "who",
 * "why") or by meaning (askedKinds, as the character reads it: "What did the vet charge you?" asks for a sum, "What
 * day…?" for a time). A sum is asked for only by a sum said, never by a date's figures; a question of a kind neither
 * reading knows asks for any fact.
 */
export function answersKindAsked(focus: string, fact: BriefFact, ownNames: ReadonlySet<string> = new Set()): boolean {
  if (ASKED_KINDS.some((kind) => kind.strict && kind.asks.test(focus) && !kind.answers.test(fact.answer))) return false;
  if (WHO.test(focus) && !WHO_IS_SPEAKING.test(focus) && !namesAnotherPerson(fact.answer, ownNames)) return false;
  if (WHERE.test(focus) && !WHERE_NOT_A_PLACE.test(focus) && !namesAPlace(fact.answer)) return false;
  // A margin may be of anything measured (marks, days, pounds): its own saying decides, not a sum.
  if (MARGIN.test(focus)) return MARGIN_SAID.test(fact.answer) || (fact.answer.match(SUM) ?? []).length >= 2;
  if (SPAN_TO_NOW.test(focus) && FREQUENCY.test(fact.answer) && !SPAN_WORDS.test(fact.answer)) return false;
  if (WHY.test(focus) && !givesCauseAsked(focus, fact, ownNames)) return false;
  const kinds = askedKinds(focus);
  if (kinds.has('money') && !kinds.has('count') && !asksForAnEvent(focus) && !MONEY_AMOUNT.test(fact.answer)) return false;
  return !kinds.has('when') || ASKED_KINDS[0]!.answers.test(fact.answer);
}

/** Whether a question asks for a kind of detail (a time, a sum, a count) by its question words or by meaning. */
export function asksForAKind(focus: string): boolean {
  return ASKED_KINDS.some((kind) => kind.strict && kind.asks.test(focus)) || askedKinds(focus).size > 0;
}
