// Small text helpers the server's engines, the evaluation and the web app share: one copy of each, here, rather than
// one per file that needs it. Pure functions of strings; no Node or DOM imports.

/** `text` with every character a regular expression gives a meaning to escaped, to match it literally. */
export function escapeRegExp(text: string): string {
  return text.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `text` with its first character upper-cased ("the client" → "The client"); the rest as it was. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "a, b and c"; one item as it is; none, "". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
