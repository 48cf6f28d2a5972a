// How a person is called by name: the first name, or, when the name opens with a title, the title and the surname
// ("Mrs Okafor", never "Mrs" alone). The character says it of itself and the feedback says it of the character.

/** The titles a name may open with, lower case and without a full stop. */
export const TITLES: ReadonlySet<string> = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'prof', 'sir', 'madam', 'dame']);

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
