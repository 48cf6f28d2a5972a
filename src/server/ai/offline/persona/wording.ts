// Small wording helpers the persona engine writes its sentences with: pronouns, templates, quoted lists (articles,
// lists and closing stops are the shared text module's).
import { joinList } from '../../../../shared/text.ts';

interface Pronouns {
  subject: string;
  object: string;
  possessive: string;
}

/** The pronouns the templates use for a gender; a non-binary character is called by name. */
export function pronounsFor(gender: string, shortName: string): Pronouns {
  if (gender === 'Female') return { subject: 'she', object: 'her', possessive: 'her' };
  if (gender === 'Male') return { subject: 'he', object: 'him', possessive: 'his' };
  // The name rather than "they", so the tables' singular verbs stay grammatical.
  return { subject: shortName, object: 'them', possessive: 'their' };
}

/** Upper-cases the first letter of each sentence. */
export function capitalizeSentences(text: string): string {
  return text.replace(/(^|[.!?]\s+)(\p{Ll})/gu, (_match, lead: string, letter: string) => `${lead}${letter.toUpperCase()}`);
}

/** A template with {subject}, {object}, {possessive} and the `extra` keys filled in, its sentences capitalised. */
export function fill(template: string, pronouns: Pronouns, extra: Record<string, string> = {}): string {
  const replaced = template
    .replaceAll('{subject}', pronouns.subject)
    .replaceAll('{object}', pronouns.object)
    .replaceAll('{possessive}', pronouns.possessive)
    .replace(/\{(\w+)\}/g, (match, key: string) => extra[key] ?? match);
  return capitalizeSentences(replaced);
}

/** Each item in double quotes, joined as "a", "b" and "c". */
export function quoteList(items: readonly string[]): string {
  return joinList(items.map((item) => `"${item}"`));
}

