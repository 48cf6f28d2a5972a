// How the offline grader's feedback says things: a behaviour's "Next time" line filled in, the character's words
// played back in the learner's voice, a brief's phrases as offers and agreements, glossary terms as patterns.
import { countWords, firstSentence, withoutFinalStop } from '../text.ts';
import type { BehaviourContext, Behaviour } from './behaviour-types.ts';

/** "Next time, …" of a behaviour, filled for this conversation. */
export function nextOf(behaviour: Behaviour, context: BehaviourContext): string {
  const next = typeof behaviour.next === 'function' ? behaviour.next(context) : behaviour.next;
  return next.replaceAll('{name}', context.firstName);
}

function escapeRegExp(text: string): string {
  return text.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A whole-word, any-case pattern per glossary term (terms of one character match nothing). */
export function compileGlossaryTerms(terms: readonly string[]): RegExp[] {
  return terms.filter((term) => term.trim().length > 1).map((term) => new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(term.trim())}($|[^\\p{L}\\p{N}])`, 'iu'));
}

/** The text with its first letter lower-cased. */
export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

const SECOND_PERSON: Record<string, string> = {
  "i'm": "you're", 'i am': 'you are', "i've": "you've", "i'd": "you'd", "i'll": "you'll", i: 'you', my: 'your', me: 'you', mine: 'yours', myself: 'yourself',
  "we're": "you're", "we've": "you've", "we'd": "you'd", "we'll": "you'll", we: 'you', our: 'your', us: 'you', ours: 'yours', ourselves: 'yourselves',
};

/** The character's words said back by the learner: "We spend £40,000" → "you spend £40,000". */
export function toSecondPerson(text: string): string {
  return text.replaceAll(/\b(i'm|i am|i've|i'd|i'll|i|my|me|mine|myself|we're|we've|we'd|we'll|we|our|us|ours|ourselves)\b/gi, (match) => SECOND_PERSON[match.toLowerCase()] ?? match);
}

/** A brief's phrase as a noun phrase to offer: "Offers references and a fixed price" → "references and a fixed price". */
export function offerPhrase(resolvedBy: string): string {
  return lowerFirst(withoutFinalStop(firstSentence(resolvedBy)).replace(/^(the learner\s+)?(offers?|offering|gives?|giving|provides?|providing|shows?|showing|shares?|sharing|promises?|arranges?|proposes?)\s+/i, ''));
}

/** "Agrees to a pilot meeting on Tuesday" → "a pilot meeting on Tuesday"; "to meet on Tuesday" stays a verb phrase. */
function agreementPhrase(agreement: string): string {
  return lowerFirst(withoutFinalStop(firstSentence(agreement)).replace(/^(the character\s+)?(agrees?|agreeing)\s+(to\s+)?(?=\S)/i, (_, _who, _verb, to: string | undefined) => (to ? 'to ' : '')));
}

/** "agree on a pilot meeting" or "agree to meet on Tuesday", from the brief's agreement. */
export function agreeOn(agreement: string): string {
  const phrase = agreementPhrase(agreement);
  return phrase.startsWith('to ') ? `agree ${phrase}` : `agree on ${phrase}`;
}

/** The first one or two topics, joined, for a line that names them. */
export function topicsText(topics: readonly string[]): string {
  const named = topics.slice(0, 2).map(lowerFirst);
  return named.length === 2 ? `${named[0]} and ${named[1]}` : (named[0] ?? 'what matters most to you');
}

/** The character's words, turned to the learner's side, short enough to play back in one breath. */
export function playBack(answer: string): string | null {
  const sentence = withoutFinalStop(firstSentence(answer));
  return countWords(sentence) <= 20 ? lowerFirst(toSecondPerson(sentence)) : null;
}

/** The lines that are non-empty strings. */
export function present(...lines: (string | null | false | undefined)[]): string[] {
  return lines.filter((line): line is string => typeof line === 'string' && line.length > 0);
}
