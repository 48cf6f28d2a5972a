// How a person is called by name: the first name, or, when the name opens with a title, the title and the surname
// ("Mrs Okafor", never "Mrs" alone). The character says it of itself and the feedback says it of the character.

/** The titles a name may open with, lower case and without a full stop. */
export const TITLES: ReadonlySet<string> = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'prof', 'sir', 'madam', 'dame']);

/**
 * A title as written before a name, for patterns that read names in text: "Mrs", "Dr." (longer titles first, so "Mrs"
 * is never read as "Mr" and an "s").
 */
export const TITLE_WRITTEN = String.raw`(?:Mrs|Mr|Ms|Miss|Dr|Prof|Sir|Madam|Dame)\.?`;

const OPENING_TITLE = new RegExp(String.raw`^${TITLE_WRITTEN}\s+`);

/** A name without the title it opens with: "Mrs Amara Okafor" → "Amara Okafor". */
export function withoutTitle(name: string): string {
  return name.trim().replace(OPENING_TITLE, '');
}

/** The first name of a name as written: "Dr Amara Okafor" → "Amara". */
export function firstNameOf(name: string): string {
  return withoutTitle(name).split(/\s+/)[0] ?? name;
}

/** Whether a word is a title said before a name ("Mrs", "Dr."). */
export function isTitle(word: string): boolean {
  return TITLES.has(word.replace(/\.$/, '').toLowerCase());
}

/** The name a person is called by: "Amara Okafor" → "Amara"; "Mrs Amara Okafor" and "Mrs Okafor" → "Mrs Okafor". */
export function addressOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter((part) => part.length > 0);
  const first = parts[0] ?? '';
  if (!isTitle(first)) return first;
  const surname = parts.slice(1).at(-1);
  return surname ? `${first} ${surname}` : first;
}
