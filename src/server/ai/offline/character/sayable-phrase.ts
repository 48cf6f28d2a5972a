// The brief's phrases the character says in its own voice (objections[].resolvedBy, outcome.requires[].label) must be
// noun phrases it can say in the first person ("I'd still need …"). The character checks each before saying it, and
// the sample briefs' test holds them to it.

// Verbs a brief tends to start a requirement with ("offers references", "asks about…", "explains the cause").
const VERBS_IN_S = new Set(
  'accepts acknowledges admits agrees apologises apologizes asks checks commits confirms credits defends explains gives listens makes names offers owns proposes recognises recognizes says sets shows states takes talks trades understands uses'.split(' '),
);
// After a word in -s, one of these makes it a verb ("keeps the date", "credits her work"), not a plural noun.
const OBJECT_STARTS = new Set('the a an his her their my your our its this that these those some how what why when whether him them it me us you'.split(' '));
// Words in -ing that are nouns at the start of a phrase.
const ING_NOUNS = new Set(['something', 'nothing', 'anything', 'everything', 'morning', 'evening', 'meeting', 'training', 'funding', 'pricing', 'building', 'briefing', 'warning', 'timing', 'understanding', 'wording', 'ring', 'thing', 'king']);
const THIRD_PERSON = /\b(?:he|she|him|her|his|hers|himself|herself)\b/i;

/** Why the phrase cannot be said in the first person, or null when it can. */
export function unsayablePhraseProblem(phrase: string): string | null {
  const words = phrase.trim().toLowerCase().match(/[\p{L}'-]+/gu) ?? [];
  const [first = '', second = ''] = words;
  if (first.endsWith('ing') && !ING_NOUNS.has(first)) return `"${phrase}" starts with a verb in -ing`;
  if (VERBS_IN_S.has(first) || (/[^s]s$/.test(first) && OBJECT_STARTS.has(second))) return `"${phrase}" starts with a verb in -s`;
  if (THIRD_PERSON.test(phrase)) return `"${phrase}" speaks of the character in the third person`;
  return null;
}
