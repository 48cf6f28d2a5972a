// How the offline grader's feedback says things: a behaviour's "Next time" line filled in, the character's words
// played back in the learner's voice, a brief's phrases as offers and agreements, glossary terms as patterns.
import { countWords, firstSentence, withoutFinalStop } from '../../language/text.ts';
import { readWords } from '../../language/lemmas.ts';
import { gerund } from '../../language/gerund.ts';
import type { BehaviourContext, Behaviour } from './behaviour-types.ts';
import { escapeRegExp } from '../../../../shared/text.ts';
import { TITLE_WRITTEN } from '../../../../shared/name-address.ts';

/** "Next time, …" of a behaviour, filled for this conversation. */
export function nextOf(behaviour: Behaviour, context: BehaviourContext): string {
  const next = typeof behaviour.next === 'function' ? behaviour.next(context) : behaviour.next;
  return next.replaceAll('{name}', context.firstName);
}

/** A whole-word, any-case pattern per glossary term (terms of one character match nothing). */
export function compileGlossaryTerms(terms: readonly string[]): RegExp[] {
  return terms.filter((term) => term.trim().length > 1).map((term) => new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(term.trim())}($|[^\\p{L}\\p{N}])`, 'iu'));
}

/**
 * The text as it reads inside a sentence: its first letter lower-cased, unless its first word is a name as written in
 * the brief ("Mrs Haddad", "Grace"), "I", or an acronym.
 */
export function lowerFirst(text: string, names: readonly string[] = []): string {
  const first = /^[\p{L}\p{N}'’-]+/u.exec(text)?.[0] ?? '';
  if (first === 'I' || (first.length > 1 && first === first.toUpperCase()) || names.some((name) => name.split(/\s+/)[0] === first)) return text;
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

const THIRD_PERSON: Record<string, string> = { he: 'you', she: 'you', him: 'you', his: 'your', her: 'your', hers: 'yours', himself: 'yourself', herself: 'yourself' };
/** "is", "was", "has" after "you". */
const AGREEING: Record<string, string> = { is: 'are', was: 'were', has: 'have', does: 'do', "isn't": "aren't", "wasn't": "weren't", "hasn't": "haven't", "doesn't": "don't" };

/** A verb after "you" in its agreeing form: "wants" → "want", "is" → "are". */
function agreeWithYou(verb: string): string {
  const lower = verb.toLowerCase();
  if (AGREEING[lower]) return AGREEING[lower];
  const [word] = readWords(`you ${lower}`).filter((entry) => entry.isWord).slice(1);
  return word && word.pos === 'verb' && /s$/.test(lower) && !/ss$/.test(lower) ? word.lemma : verb;
}

/**
 * A brief's phrase about the character said to the character: "what he paid" → "what you paid", "what she wants" →
 * "what you want", "revised deductions Daniel accepts" → "revised deductions you accept", "Daniel's flat" → "your flat".
 */
export function toListener(text: string, characterNames: readonly string[] = []): string {
  const names = characterNames.filter((name) => name.length > 1).map(escapeRegExp);
  // A title goes with the name: "Mrs Haddad" is "you", never "Mrs you".
  const named = names.length > 0 ? `|(?:${TITLE_WRITTEN}\\s+)?(?:${names.join('|')})(?:\\s+(?:${names.join('|')}))*(?:['’]s)?` : '';
  const pattern = new RegExp(`\\b(he|she|him|his|her|hers|himself|herself${named})\\b(\\s+([\\p{L}'’]+))?`, 'giu');
  return text.replace(pattern, (_match, who: string, gap: string | undefined, next: string | undefined) => {
    const lower = who.toLowerCase();
    const possessive = /['’]s$/.test(who);
    const replaced = THIRD_PERSON[lower] ?? (possessive ? 'your' : 'you');
    const isSubject = replaced === 'you' && !['him', 'himself', 'herself'].includes(lower);
    return `${replaced}${gap && next ? gap.replace(next, isSubject ? agreeWithYou(next) : next) : (gap ?? '')}`;
  });
}


/** Whether the phrase opens with a verb in its plain form ("keep Mrs Haddad on side"), which no noun slot takes. */
function opensWithVerb(phrase: string): boolean {
  const [first] = readWords(phrase).filter((word) => word.isWord);
  return first !== undefined && first.pos === 'verb' && !/ing$/i.test(first.text) && first.text.toLowerCase() === first.lemma;
}

const FINITE_BE_HAVE = /^(?:is|are|was|were|has|have|does|isn't|aren't|wasn't|weren't|hasn't|doesn't)$/i;

/**
 * Whether the phrase is a clause with its own subject ("Grace understands why…", "the launch date holds, with…"): a
 * noun phrase, then a verb that agrees with it. No noun slot takes one.
 */
export function isClause(phrase: string): boolean {
  const words = readWords(phrase).filter((word) => word.isWord);
  const verbAt = words.findIndex((word) => word.pos === 'verb');
  if (verbAt < 1) return false;
  const subject = words.slice(0, verbAt);
  const isNounPhrase = subject.every((word) => word.pos === 'noun' || word.pos === 'adjective' || /^(?:the|a|an|this|that|these|those|my|your|his|her|our|their|its|he|she|they|i|we|you|it)$/i.test(word.text));
  if (!isNounPhrase || !subject.some((word) => word.pos === 'noun' || /^(?:he|she|they|i|we|you|it)$/i.test(word.text))) return false;
  const verb = words[verbAt]!;
  const agrees = FINITE_BE_HAVE.test(verb.text) || (/s$/i.test(verb.text) && verb.text.toLowerCase() !== verb.lemma);
  const plainAfterPronoun = /^(?:i|we|you|they)$/i.test(subject.at(-1)!.text) && verb.text.toLowerCase() === verb.lemma;
  return agrees || plainAfterPronoun;
}

/** Whether the phrase opens with a participle standing alone ("recognised, even if…"), which names no thing. */
function opensWithBareParticiple(phrase: string): boolean {
  const [first, second] = readWords(phrase).filter((word) => word.isWord);
  if (!first || first.pos !== 'verb' || /ing$/i.test(first.text) || first.text.toLowerCase() === first.lemma) return false;
  return !second || (second.pos !== 'noun' && second.pos !== 'adjective');
}

/**
 * Whether the phrase opens with a personal pronoun and goes on: a pronoun takes no modifiers, so "it sorted today"
 * (from "I want it sorted today") is what is left of a clause, not a thing.
 */
function headsWithPronoun(phrase: string): boolean {
  const words = readWords(phrase).filter((word) => word.isWord);
  return words.length > 1 && /^(?:i|you|he|she|it|we|they|me|him|us|them)$/i.test(words[0]!.text);
}

/** How a phrase fills a noun slot ("agree on …", "hear about …"): a plain verb becomes its -ing form; a clause cannot. */
export function asNounPhrase(phrase: string): string | null {
  const trimmed = phrase.trim();
  if (!trimmed || isClause(trimmed) || headsWithPronoun(trimmed)) return null;
  // After "to" the first word is a verb, whatever the tagger makes of it: "to talk about…" → "talking about…".
  const isInfinitive = trimmed.startsWith('to ');
  if ((isInfinitive && isClause(trimmed.slice(3))) || (!isInfinitive && opensWithBareParticiple(trimmed))) return null;
  if (!isInfinitive && !opensWithVerb(trimmed)) return trimmed;
  const [verb = '', ...rest] = (isInfinitive ? trimmed.slice(3) : trimmed).split(/\s+/);
  return [gerund(verb), ...rest].join(' ');
}

/** Who the character is, for phrases about them: the brief's names, the character's own, and the brief's first-person lines. */
export interface ListenerNames {
  /** Every name the brief writes with a capital, as written. */
  names: readonly string[];
  /** The parts of the character's own name. */
  characterNames: readonly string[];
  /** What the brief has the character say in the first person: never the learner's words as they stand. */
  theirPhrases: readonly string[];
}

export const NO_NAMES: ListenerNames = { names: [], characterNames: [], theirPhrases: [] };

/** A brief's phrase (in the character's voice, or about the character) in the learner's mouth, to the character. */
function inLearnersVoice(phrase: string, listener: Pick<ListenerNames, 'names' | 'characterNames'> = NO_NAMES): string {
  const { names, characterNames } = listener;
  return lowerFirst(toListener(toSecondPerson(phrase), characterNames), names);
}

/** A brief's phrase as a noun phrase to offer: "Offers references and a fixed price" → "references and a fixed price"; "my workload" → "your workload". */
export function offerPhrase(resolvedBy: string, listener: ListenerNames | undefined = NO_NAMES): string | null {
  const phrase = withoutFinalStop(firstSentence(resolvedBy)).replace(/^(the learner\s+)?(offers?|offering|gives?|giving|provides?|providing|shows?|showing|shares?|sharing|promises?|arranges?|proposes?)\s+/i, '');
  return asNounPhrase(inLearnersVoice(phrase, listener));
}

/**
 * A step towards the character's own want that is the learner's to give, for a line that makes an offer: "put forward
 * your request for a two-bedroom flat near the boys' school by the end of May, and call you back by Friday
 * with where it stands". Their whole want said as granted would promise what the learner may not be able to give.
 */
export function stepToward(want: string, listener: ListenerNames | undefined = NO_NAMES): string | null {
  const wanted = offerPhrase(want, listener);
  if (!wanted) return null;
  // "the car repaired by Saturday" is a thing to have done: "your request to have the car repaired by Saturday".
  const isDone = readWords(wanted).some((word) => word.pos === 'verb' && word.text.toLowerCase() !== word.lemma && !/ing$/i.test(word.text));
  return `put forward your request ${isDone ? 'to have' : 'for'} ${wanted}, and call you back by Friday with where it stands`;
}

/** "Agrees to a pilot meeting on Tuesday" → "a pilot meeting on Tuesday"; "to meet on Tuesday" stays a verb phrase. */
function agreementPhrase(agreement: string, listener: ListenerNames): string {
  const phrase = withoutFinalStop(firstSentence(agreement)).replace(/^(the character\s+)?(agrees?|agreeing)\s+(to\s+)?(?=\S)/i, (_, _who, _verb, to: string | undefined) => (to ? 'to ' : ''));
  // A clause about the character ("Grace understands…") stays one: it fills no slot.
  if (isClause(phrase)) return phrase;
  return inLearnersVoice(phrase, listener);
}

/**
 * "agree on a pilot meeting", "agree to meet on Tuesday" or "agree on keeping Mrs Haddad on side", from the brief's
 * agreement; null when the agreement is a clause about the character ("Grace understands why…"), which no line can say.
 */
export function agreeOn(agreement: string, listener: ListenerNames | undefined = NO_NAMES): string | null {
  const phrase = agreementPhrase(agreement, listener);
  if (phrase.startsWith('to ') && !isClause(phrase.slice(3))) return `agree ${phrase}`;
  const noun = asNounPhrase(phrase);
  return noun ? `agree on ${noun}` : null;
}

/** The first one or two topics, joined and said to the character ("what he paid" → "what you paid"), for a line that names them. */
export function topicsText(topics: readonly string[], listener: ListenerNames | undefined = NO_NAMES): string {
  const named = topics
    .slice(0, 2)
    .map((topic) => topicPhrase(topic, listener))
    .filter((topic): topic is string => topic !== null);
  return named.length === 2 ? `${named[0]} and ${named[1]}` : (named[0] ?? 'what matters most to you');
}

/** A brief's topic as a noun phrase said to the character ("What he paid" → "what you paid"); null when it is a clause. */
export function topicPhrase(topic: string, listener: ListenerNames | undefined = NO_NAMES): string | null {
  return asNounPhrase(inLearnersVoice(topic, listener));
}

/** A coordinating conjunction after a comma, where a second main clause may begin: "…, and I'm not leaving without it". */
const COORDINATION = /,\s+(?:and|but|so|yet)\s+/gi;
const SUBJECT_OPENING = /^(?:i|you|he|she|it|we|they)(?:['’](?:m|re|s|ve|d|ll))?\b/i;

/**
 * The first main clause of a sentence that joins two ("I want an answer by Friday, and I'm not leaving without it" →
 * "I want an answer by Friday"): a frame built for one clause ("It sounds like …, Grace, and…") holds only one. A
 * list of things ("the bill, and the delay") or a sentence of one clause is kept whole.
 */
export function firstMainClause(sentence: string): string {
  for (const match of sentence.matchAll(COORDINATION)) {
    const before = sentence.slice(0, match.index);
    const after = sentence.slice(match.index + match[0].length);
    if (isClause(before) && (SUBJECT_OPENING.test(after) || isClause(after))) return before;
  }
  return sentence;
}

// "On the cabin, ", "As for the refund, ", "About the rota, ": what a clause is about, set off before its subject.
const LEADING_FRAME = /^(?:on|about|as for|as to|regarding|with|when it comes to)\s+[^,]{1,60},\s+(.*)$/i;

/** The character's words, turned to the learner's side, short enough to play back in one breath. */
export function playBack(answer: string, listener: ListenerNames | undefined = NO_NAMES): string | null {
  // "It feels like only the misses get noticed" plays back as "only the misses get noticed", after "It sounds like".
  // "On the cabin, I want someone to own this" plays back as "you want someone to own this": a frame set off by a
  // comma before the clause's subject says what it is about, which "It sounds like …" cannot hold before a subject.
  const clause = withoutFinalStop(firstSentence(answer)).replace(/^(?:it (?:feels|seems|looks) (?:like|as if|that)|i feel (?:like|that))\s+/i, '');
  const sentence = firstMainClause(clause.replace(LEADING_FRAME, (frame, rest: string) => (SUBJECT_OPENING.test(rest) ? rest : frame)));
  return countWords(sentence) <= 20 ? inLearnersVoice(sentence, listener) : null;
}

/** The lines that are non-empty strings. */
export function present(...lines: (string | null | false | undefined)[]): string[] {
  return lines.filter((line): line is string => typeof line === 'string' && line.length > 0);
}

// The verbs that carry a fear's tense or mood, and the word that denies each when the learner answers it: "will be
// charged" → "won't be charged", "is going up" → "isn't going up". A fear in the past ("was charged") is no fear to deny.
const DENIED: Record<string, string> = { will: "won't", would: "won't", could: "won't", might: "won't", may: "won't", shall: "won't", can: "can't", is: "isn't", are: "aren't", am: "am not" };
// The person a word of the character's names, said by the learner: their "I" is the learner's "you", their "you" the learner's "I".
const SWAPPED: Record<string, string> = { i: 'you', me: 'you', my: 'your', mine: 'yours', myself: 'yourself', we: 'you', us: 'you', our: 'your', ours: 'yours', you: 'me', your: 'my', yours: 'mine', yourself: 'myself' };
const CONTRACTED = /\b(I|you|we|they|he|she|it)['’](ll|m|re)\b/gi;
const EXPANDED: Record<string, string> = { ll: 'will', m: 'am', re: 'are' };

/**
 * A stated worry denied in the learner's voice, so the line answers the fear itself: "I will be charged again on 1
 * January" → "you won't be charged again on 1 January"; "the new rota will stop me collecting my son" → "the new rota
 * won't stop you collecting your son". Null when the worry's clause has no verb a denial can carry, or is already a
 * denial ("I can't afford it").
 */
export function deniedWorry(worry: string, listener: ListenerNames | undefined = NO_NAMES): string | null {
  const words = withoutFinalStop(worry.trim()).replace(CONTRACTED, (_, who: string, verb: string) => `${who} ${EXPANDED[verb.toLowerCase()]}`).split(/\s+/);
  const at = words.findIndex((word) => DENIED[word.toLowerCase()] !== undefined);
  if (at < 1 || at > 5 || /^(?:not|never|no)$/i.test(words[at + 1] ?? '') || words.some((word) => /n['’]t$/i.test(word))) return null;
  const subject = inLearnersPerson(words.slice(0, at + 1)).slice(0, -1);
  const single = subject.length === 1 ? subject[0]!.toLowerCase() : null;
  // The verb agrees with the learner's subject: "I'm not going to…", "you aren't going to…".
  const be = /^(?:is|are|am)$/i.test(words[at]!);
  const denial = be && single === 'i' ? "'m not" : be && single === 'you' ? " aren't" : ` ${DENIED[words[at]!.toLowerCase()]!}`;
  const said = `${subject.join(' ')}${denial} ${inLearnersPerson(words.slice(at + 1)).join(' ')}`;
  return single === 'i' ? said : lowerFirst(said, listener.names);
}

// "be" after a subject that changed person: "I am" said back is "you are", "you were" is "I was".
const BE_FOR_YOU: Record<string, string> = { am: 'are', was: 'were', is: 'are' };
const BE_FOR_I: Record<string, string> = { are: 'am', were: 'was' };

/**
 * The character's words with each person turned to the learner's side, the verb after a changed subject agreeing:
 * "while I am away" → "while you are away"; their "you" is the learner's "I" before a verb ("until you call") and "me"
 * elsewhere ("call you").
 */
function inLearnersPerson(words: readonly string[]): string[] {
  const out = [...words];
  words.forEach((word, index) => {
    const lower = word.toLowerCase();
    const next = words[index + 1]?.toLowerCase() ?? '';
    if (lower === 'i') {
      out[index] = 'you';
      if (BE_FOR_YOU[next]) out[index + 1] = BE_FOR_YOU[next];
    } else if (lower === 'you') {
      const isSubject = next !== '' && readWords(`you ${next}`).filter((entry) => entry.isWord)[1]?.pos === 'verb';
      out[index] = isSubject ? 'I' : 'me';
      if (isSubject && BE_FOR_I[next]) out[index + 1] = BE_FOR_I[next];
    } else if (SWAPPED[lower]) {
      out[index] = SWAPPED[lower];
    }
  });
  return out;
}
