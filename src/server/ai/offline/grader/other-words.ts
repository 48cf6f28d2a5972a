// The behaviours a learner shows in other words than the grader's stock phrases, read by grammar and with negation: a
// greeting that says what the talk is for, a cause clause or a record cited that gives a reason, a suggestion put to the other person,
// and naming the very things they said. behaviours.ts reads sentences with them.
import { readWords } from '../../language/lemmas.ts';
import { isQuestion } from '../../language/text.ts';
import { affirms, mentions, type PatternReader } from '../negation-scope.ts';
import { NOT_ACTIONS } from './learner-patterns.ts';

/**
 * What a greeting says the talk is for: "thank you for taking the time to talk this through", "good to see you, I'd
 * like to go over the rota". A bare check ("Does that work for you?") says nothing of it: it asks about whatever came before.
 */
export const PURPOSE = /\bto (?:talk|go|walk|look|sort|work|think)\b[^.?!]*\b(?:through|over|out|about)\b|\bto (?:discuss|review|catch up on)\b/i;

/**
 * A cause clause: a line that gives a reason ("because the supplier cut its stock", "so that the night shift can start",
 * "the reason is…", "since we lost the contract"). "Since 2 October" is a time, not a reason: "since" gives one only
 * before a clause's subject.
 */
export const CAUSE =
  /\b(because|so that|in order to|the reasons? (?:is|was|are|were|being|for)|that(?:'s| is| was) why|which is why|this is why|due to|owing to|as a result of|caused by|since (?:i|we|you|they|he|she|it|there|our|your|their)\b)/i;

/** Verbs by which a record or a rule says what holds: "our tickets say…", "the terms state…", "the records show…". */
const STATING = new Set(['say', 'state', 'show', 'specify', 'stipulate', 'require']);
/** Words that open a noun phrase naming a thing: "the", "our", "their"… */
const DETERMINER = /^(?:the|our|your|their|its|his|her|my|this|that|these|those)$/i;

/**
 * A reason given by citing what a record or a rule says, by grammar: a noun phrase opened by a determiner, the subject
 * of a verb of stating ("We won't be paying for the new suit, our tickets say items are cleaned at the owner's risk",
 * "the hire terms state that…", "the records show…"), read with negation: "our records don't show it" gives none. A
 * person is no record ("you said", "I say"), and a question cites nothing.
 */
export function citesASource(sentence: string, read: PatternReader = affirms): boolean {
  if (isQuestion(sentence)) return false;
  const words = readWords(sentence).filter((word) => word.isWord);
  return words.some((word, index) => {
    if (!STATING.has(word.lemma) || (read !== mentions && word.negated)) return false;
    let at = index - 1;
    while (words[at]?.lemma === 'do') at -= 1;
    if (words[at]?.pos !== 'noun') return false;
    // Its modifiers: "the hire terms", "our new booking terms" (a noun of "-ing" may be read as a verb).
    while (words[at] && (words[at]!.pos === 'noun' || words[at]!.pos === 'adjective' || /ing$/i.test(words[at]!.text))) at -= 1;
    return DETERMINER.test(words[at]?.text ?? '');
  });
}

/**
 * Putting a way forward to them in the usual words of a suggestion: "How about we replace them by Thursday?", "What if
 * we refund the £240?", "I'd suggest we move the delivery", "my suggestion is a refund", "you'll get a full refund".
 */
export const SUGGESTION = /\b(how about (we|i|a|an|the)|what if (we|i)|why don't (we|i)|(i'd|i would) (suggest|propose|recommend)|(my|our) (suggestion|proposal|offer) is|you('ll| will) (get|receive|have) (a|an|the|your|full|\d|£|\$|€))/i;

/**
 * Whether a sentence puts a suggestion to them (SUGGESTION) whose action is affirmed: "How about we replace them by
 * Thursday, at no cost to you?" suggests replacing; "How about we don't refund anything?" suggests nothing.
 */
export function suggests(sentence: string, read: PatternReader = affirms): boolean {
  const match = SUGGESTION.exec(sentence);
  if (!match || !read(sentence, SUGGESTION)) return false;
  if (read === mentions) return true;
  const rest = readWords(sentence.slice(match.index + match[0].length)).filter((word) => word.isWord);
  const action = rest.find((word) => word.pos === 'verb' && !NOT_ACTIONS.has(word.lemma)) ?? rest.find((word) => word.pos === 'noun');
  return action !== undefined && !action.negated;
}

/**
 * Whether a sentence names at least `min` of the things the other person said, affirmed ("fix the accessibility errors
 * and the page load" after "11 accessibility errors … the page load"): by lemma, so "rehearsals" names "rehearsal";
 * a sentence with a negation ("I won't discuss the solo or the rehearsals") names nothing it does.
 */
export function namesWhatTheySaid(sentence: string, theySaid: string, min = 2): boolean {
  if (!theySaid.trim()) return false;
  const words = contentWords(sentence);
  // A sentence that denies or refuses anything ("I'm not apologising, the booking system made the error") is no
  // concrete account of where things stand, whatever it names.
  if (words.some((word) => word.negated)) return false;
  const theirs = theirLemmas(theySaid);
  return new Set(words.filter((word) => theirs.has(word.lemma)).map((word) => word.lemma)).size >= min;
}

function contentWords(text: string) {
  return readWords(text).filter((word) => word.isWord && !word.stopWord && word.lemma.length >= 3);
}

/** The other person's words, read once per grading: every sentence of the learner is compared with the same lines. */
const THEIR_LEMMAS = new Map<string, ReadonlySet<string>>();
const THEIR_LEMMAS_KEPT = 32;

function theirLemmas(text: string): ReadonlySet<string> {
  const known = THEIR_LEMMAS.get(text);
  if (known) return known;
  const lemmas = new Set(contentWords(text).map((word) => word.lemma));
  if (THEIR_LEMMAS.size >= THEIR_LEMMAS_KEPT) THEIR_LEMMAS.delete(THEIR_LEMMAS.keys().next().value!);
  THEIR_LEMMAS.set(text, lemmas);
  return lemmas;
}
