// English without i18next: the interface opens in English on most devices, and formatting English needs only what
// en.json uses of i18next's format, written here in a few lines instead of i18next's 16 KB (gzipped) on every first
// load. i18n.ts loads i18next when another language is chosen, and formats every other language with it.
// What en.json uses, done here exactly as i18next does it (english.test.ts compares both on every key of en.json):
// - keys as dotted paths into the catalogue (`auth.login.title`); a key not there answers `defaultValue`, else itself;
// - context: `{ context: 'fix' }` reads the key's `_fix` form (and its plurals) where the catalogue has one;
// - plurals: with a `count` that is not text, the key's `_zero` form for 0 if there is one, else its form under
//   Intl.PluralRules('en') (`_one`, `_other`), else the key itself;
// - interpolation: `{{name}}` is the value's text (null: empty), `{{count, number}}` the value as
//   Intl.NumberFormat('en') writes it (an integer by `englishInteger`, without Intl); a placeholder whose value is not given stays as written, one given as undefined is empty;
//   a value's own text is not read again for placeholders, and nothing is escaped (React escapes what it renders).

/** The options a translate call passes: the values its placeholders name, and i18next's `count` and `defaultValue`. */
export type TranslateOptions = Record<string, unknown> & { count?: unknown; defaultValue?: unknown; context?: unknown };

export type Catalogue = { [key: string]: string | Catalogue };

const PLACEHOLDER = /\{\{([^{}]+?)\}\}/g;
const plurals = new Intl.PluralRules('en');
let numbers: Intl.NumberFormat | undefined;

const THOUSANDS = /\B(?=(\d{3})+$)/g;

/**
 * An integer as Intl.NumberFormat('en') writes it ("1,234", "-12,000"), without Intl: a page's first Intl.NumberFormat
 * loads the browser's number data, one long task on a phone, which a balance or a count in English need not pay.
 * null for what Intl must write (a fraction, -0, a number past 2^53 or not a number).
 */
export function englishInteger(value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || Object.is(value, -0)) return null;
  const grouped = String(Math.abs(value)).replace(THOUSANDS, ',');
  return value < 0 ? `-${grouped}` : grouped;
}

/** Merges `from` into `into`, section by section; a text in `from` replaces the one in `into`. */
export function mergeCatalogue(into: Catalogue, from: Catalogue): Catalogue {
  for (const [key, value] of Object.entries(from)) {
    const existing = into[key];
    if (typeof value === 'object' && typeof existing === 'object') mergeCatalogue(existing, value);
    else into[key] = typeof value === 'object' ? mergeCatalogue({}, value) : value;
  }
  return into;
}

function lookUp(catalogue: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function valueText(name: string, options: TranslateOptions): string | null {
  const comma = name.indexOf(',');
  const path = (comma < 0 ? name : name.slice(0, comma)).trim();
  if (!Object.hasOwn(options, path)) return null;
  const value = options[path];
  if (value == null) return '';
  if (comma >= 0 && name.slice(comma + 1).trim() === 'number') {
    const integer = englishInteger(value);
    if (integer !== null) return integer;
    numbers ??= new Intl.NumberFormat('en');
    return numbers.format(value as number);
  }
  return String(value);
}

/** `text` with each `{{name}}` it names in `options` replaced by the value's text. */
export function interpolate(text: string, options: TranslateOptions | undefined): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) => valueText(name, options) ?? placeholder);
}

/** The text of `key` itself, or of its plural form when `count` is a number. */
function textOf(catalogue: Catalogue, key: string, count: unknown): string | undefined {
  let text: string | undefined;
  if (count !== undefined && typeof count !== 'string') {
    if (count === 0) text = lookUp(catalogue, `${key}_zero`);
    text ??= lookUp(catalogue, `${key}_${plurals.select(count as number)}`);
  }
  return text ?? lookUp(catalogue, key);
}

/** The English text of `key` with `options`, as i18next's `t` gives it for English. */
export function translateEnglish(catalogue: Catalogue, key: string, options?: TranslateOptions): string {
  const count = options?.count;
  // A context ("fix") picks the key's `_fix` form where there is one, as i18next does; else the key itself.
  const context = options?.context;
  let text = typeof context === 'string' && context !== '' ? textOf(catalogue, `${key}_${context}`, count) : undefined;
  text ??= textOf(catalogue, key, count);
  if (text === undefined) {
    const fallback = options?.defaultValue;
    return typeof fallback === 'string' ? interpolate(fallback, options) : key;
  }
  return interpolate(text, options);
}
