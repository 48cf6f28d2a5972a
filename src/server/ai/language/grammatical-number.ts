// A noun phrase's number, for the verbs that agree with it in the lines the engine writes ("the deliveries are late",
// "something on the deliveries is still missing", "a delivery day and credit matter"). Read with the language model's
// lemmas; prepositions and the words that open a clause are closed classes, so they are listed whole.
import { readWords } from './lemmas.ts';

/**
 * Prepositions: a noun after one is not the head of the phrase. Words that also join a clause ("until", "since",
 * "before", "after", "like") are left out, as a noun after them is a clause's subject ("until the classes are full").
 */
export const PREPOSITION = /^(?:about|above|across|against|along|among|around|at|behind|below|beneath|beside|between|beyond|by|despite|during|for|from|in|inside|into|near|of|off|on|onto|over|past|regarding|round|through|throughout|to|toward|towards|under|upon|with|within|without)$/i;

/** Words that end a noun phrase's head: a relative clause or an infinitive after it ("someone who…", "a date to…"). */
const CLAUSE_OPENER = /^(?:that|which|who|whom|whose|where|when)$/i;

/**
 * Whether a noun phrase is plural: two things joined by "and" ("a delivery day and credit for the sacks"), or a head
 * noun in a plural form ("the missing sacks"; not "the credit for the missing sacks", whose head is "credit"). A
 * phrase led by a verb's "-ing" form ("getting the laptops back") is one doing, so singular.
 */
export function isPluralPhrase(phrase: string): boolean {
  const words = readWords(phrase).filter((word) => word.isWord);
  const first = words[0];
  if (!first || (first.pos === 'verb' && /ing$/i.test(first.text))) return false;
  const end = words.findIndex((word, index) => index > 0 && (PREPOSITION.test(word.text) || CLAUSE_OPENER.test(word.text)));
  const head = end === -1 ? words : words.slice(0, end);
  if (head.some((word, index) => index > 0 && word.text.toLowerCase() === 'and')) return true;
  const last = head.at(-1)!;
  // The phrase is a noun phrase, so its last word is its head noun, whatever else the tagger takes it for ("the kennel runs").
  return /[^s]s$/i.test(last.text) && last.lemma !== last.text.toLowerCase();
}
