// A verb's -ing form, for naming a doing as a thing ("work from home" → "working from home").

/** A verb's -ing form: "keep" → "keeping", "give" → "giving", "get" → "getting", "agree" → "agreeing". */
export function gerund(verb: string): string {
  const lower = verb.toLowerCase();
  if (lower.endsWith('ing')) return verb;
  if (lower.endsWith('ie')) return `${verb.slice(0, -2)}ying`;
  if (/[^aeiouy]e$/.test(lower) && lower !== 'be') return `${verb.slice(0, -1)}ing`;
  if (/^[^aeiou]*[aeiou][bdgklmnprt]$/.test(lower)) return `${verb}${verb.slice(-1)}ing`;
  return `${verb}ing`;
}
