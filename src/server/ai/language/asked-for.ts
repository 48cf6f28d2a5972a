// What a sentence only asks someone else for, and so does not give: "I will put in a request for a rent reduction",
// "I'll ask my manager for a refund", "we can apply for a transfer". The head of what is offered is the request; the
// thing is its complement. Asking is read from WordNet: a noun that is a request or a kind of one ("application",
// "appeal", "petition", "enquiry"), and a verb whose commonest sense is to request or that names such a noun ("ask",
// "apply", "request", "petition"). The reading of what a line gives (meets-nothing.ts) goes through it.
import { readWords, wordStarts, type Word } from './lemmas.ts';
import { OBJECT_PRONOUNS } from './phrasal-verbs.ts';
import { derivedWords, isKindOf, isPersonNoun, isWorkplaceNoun, nounKinds, relatedWords } from './wordnet.ts';

const REQUEST = 'request';
// A request's own senses: "application" is first a use, then "a verbal or written request for assistance".
const ASKING_NOUN_SENSES = 2;
// What requesting is, as WordNet names the verb: "request", "ask for".
const REQUESTING = new Set([REQUEST, 'ask for']);
// Who may be asked between the verb and "for": "ask my line manager for", "ask head office for".
const ASKED_WORDS = 3;
// What granting a request is, as WordNet names the verb: "approve your application for a transfer" gives the transfer.
const GRANTING = new Set(['approve', 'grant', 'accept', 'allow', 'permit', 'sanction']);
// How far before a request the verb that does something with it may stand: "approve your written application".
const GRANTING_REACH = 4;
// Where what is asked for ends: a new clause with its own subject ("…, and I'll refund you today").
const CLAUSE_SUBJECTS = new Set(['i', 'we', 'you', 'they', 'he', 'she', 'it', "let's"]);

/** Whether a noun names a request: the word itself, a synonym or a kind of it ("application", "appeal", "enquiry"). */
export function isAskingNoun(lemma: string): boolean {
  if (lemma === REQUEST) return true;
  const { synonyms, broader } = relatedWords(lemma, 'noun', ASKING_NOUN_SENSES);
  return synonyms.includes(REQUEST) || broader.includes(REQUEST) || isKindOf(lemma, REQUEST);
}

/**
 * Whether a verb asks for something: its commonest sense is requesting or a kind of it ("ask", "petition"), or WordNet
 * derives a request from it ("apply" → application). A noun of the same spelling says nothing ("collect" is a prayer).
 */
function isAskingVerb(lemma: string): boolean {
  const { synonyms, broader } = relatedWords(lemma, 'verb', 1);
  return [...synonyms, ...broader].some((word) => REQUESTING.has(word)) || derivedWords(lemma, 'verb').some(isAskingNoun);
}

/** Whether a verb is itself requesting, whose object is what is asked for: "request", "petition" ("I'll request a reduction"). */
function isRequesting(lemma: string): boolean {
  return lemma === REQUEST || relatedWords(lemma, 'verb', 1).synonyms.includes(REQUEST);
}

/** Whether a verb grants what is asked: "approve", "grant", "accept", "sign off" or one with them as synonyms or broader terms. */
function isGranting(lemma: string): boolean {
  if (GRANTING.has(lemma)) return true;
  const { synonyms, broader } = relatedWords(lemma, 'verb', 1);
  return [...synonyms, ...broader].some((word) => GRANTING.has(word));
}

/** Whether the verb before a request (within a few words) grants it: "I'll approve your request for leave". */
function isGranted(words: readonly Word[], index: number): boolean {
  const verb = words.slice(Math.max(0, index - GRANTING_REACH), index).findLast((word) => word.pos === 'verb' && !word.stopWord);
  return verb !== undefined && !verb.negated && isGranting(verb.lemma);
}

/** Whether words between an asking verb and "for" are who is asked: a pronoun, a name, a person, a workplace or a body ("the council"). */
function isWhoIsAsked(words: readonly Word[]): boolean {
  if (words.length === 0) return true;
  const last = words.at(-1)!;
  const isAskable = (lemma: string) => isPersonNoun(lemma) || isWorkplaceNoun(lemma) || nounKinds(lemma, 1)[0] === 'group';
  return words.length <= ASKED_WORDS && (OBJECT_PRONOUNS.has(last.lemma) || /^\p{Lu}/u.test(last.text) || (last.pos === 'noun' && isAskable(last.lemma)));
}

/** Where what is asked for ends, from `start`: the clause's end or a new subject after "and" or "but". */
function endOfAsked(words: readonly Word[], start: number): number {
  for (let at = start; at < words.length; at += 1) {
    const word = words[at]!;
    if (!word.isWord && !/^'/.test(word.text)) return at;
    if ((word.lemma === 'and' || word.lemma === 'but') && CLAUSE_SUBJECTS.has(words[at + 1]?.text.toLowerCase() ?? '')) return at;
  }
  return words.length;
}

/**
 * The words of a sentence that name only what is asked for: after "for" that follows a request ("a request for a
 * rent reduction") or an asking verb and who is asked ("ask my manager for a refund"), and the object of a verb that
 * is itself a request ("I will request a rent reduction"). Each runs to the end of its clause.
 */
function askedForSpans(words: readonly Word[]): [number, number][] {
  const spans: [number, number][] = [];
  words.forEach((word, index) => {
    if (word.negated) return;
    if (word.pos === 'noun' && words[index + 1]?.lemma === 'for' && isAskingNoun(word.lemma)) {
      if (isGranted(words, index)) return;
      spans.push([index + 1, endOfAsked(words, index + 2)]);
      return;
    }
    if (word.pos !== 'verb' || !isAskingVerb(word.lemma)) return;
    const forAt = words.findIndex((other, at) => at > index && at <= index + 1 + ASKED_WORDS && other.lemma === 'for');
    if (forAt > 0 && isWhoIsAsked(words.slice(index + 1, forAt).filter((other) => (other.isWord && !other.stopWord) || OBJECT_PRONOUNS.has(other.lemma)))) {
      spans.push([forAt, endOfAsked(words, forAt + 1)]);
      return;
    }
    const next = words[index + 1];
    if (isRequesting(word.lemma) && next?.isWord && !OBJECT_PRONOUNS.has(next.lemma) && next.lemma !== 'for') spans.push([index + 1, endOfAsked(words, index + 1)]);
  });
  return spans;
}

/**
 * A sentence without what it only asks for: "I will put in a request for a rent reduction." → "I will put in a
 * request." The sentence as it is when it asks for nothing.
 */
export function withoutAskedFor(sentence: string): string {
  const words = readWords(sentence);
  const spans = askedForSpans(words);
  if (spans.length === 0) return sentence;
  const starts = wordStarts(sentence, words);
  const pieces: string[] = [];
  let from = 0;
  for (const [start, end] of spans.sort((a, b) => a[0] - b[0])) {
    const cutFrom = starts[start] ?? sentence.length;
    if (cutFrom < from) continue;
    pieces.push(sentence.slice(from, cutFrom).trim());
    from = starts[end] ?? sentence.length;
  }
  pieces.push(sentence.slice(from).trim());
  // "I'll ask my manager" + "and I'll call you": a space between words, none before a mark.
  return pieces.filter(Boolean).reduce((kept, piece) => (/^[.,;:!?]/.test(piece) ? `${kept}${piece}` : `${kept} ${piece}`));
}
