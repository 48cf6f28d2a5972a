import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import { englishInteger, translateEnglish, type Catalogue, type TranslateOptions } from './english.ts';

// English is formatted without i18next (english.ts): on every key of the catalogue, with each plural form and values
// for every placeholder, it must give exactly what i18next gives, configured as i18n.ts configures it.
const library = i18next.createInstance();
void library.init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER_NAME = /\{\{\s*(\w+)/g;

/** Every key the code asks for (a plural's forms under one key), with the placeholder names its forms use. */
function keysOf(node: unknown, prefix = '', into = new Map<string, Set<string>>()): Map<string, Set<string>> {
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value !== 'string') {
      keysOf(value, path, into);
      continue;
    }
    const base = path.replace(PLURAL_SUFFIX, '');
    const names = into.get(base) ?? new Set<string>();
    for (const [, name] of value.matchAll(PLACEHOLDER_NAME)) names.add(name!);
    into.set(base, names);
  }
  return into;
}

const KEYS = keysOf(en);
const english = (key: string, options?: TranslateOptions) => translateEnglish(en as Catalogue, key, options);
const i18nextSays = (key: string, options?: TranslateOptions) => library.t(key, options as Record<string, unknown>);

describe('[I18N] English without i18next', () => {
  it('reads the whole catalogue', () => {
    expect(KEYS.size).toBeGreaterThan(1000);
  });

  it('gives what i18next gives for every key of en.json, each plural form, with values for every placeholder', () => {
    let compared = 0;
    for (const [key, names] of KEYS) {
      // A value per placeholder that is not the placeholder's own name, with characters React would escape.
      const values: TranslateOptions = Object.fromEntries([...names].map((name) => [name, `<${name} & "value">`]));
      // Every key with a count too: one that is not a plural still interpolates it.
      for (const count of [0, 1, 2, 21, 1234.5, -1]) {
        const options = { ...values, count };
        expect(english(key, options), `${key} count ${count}`).toBe(i18nextSays(key, options));
        compared++;
      }
      expect(english(key, values), key).toBe(i18nextSays(key, values));
      expect(english(key), key).toBe(i18nextSays(key));
      compared += 2;
    }
    expect(compared).toBe(KEYS.size * 8);
  });

  it('treats missing keys, missing values and odd values as i18next does', () => {
    const pluralKey = [...KEYS].find(([, names]) => names.has('count') && names.size > 1)![0];
    const cases: [string, TranslateOptions | undefined][] = [
      ['no.such.key', undefined],
      ['no.such.key', { defaultValue: 'Kept: {{name}} of {{count, number}}', name: 'Ana', count: 4200 }],
      ['dash.activityLog.unknownKey', { defaultValue: 'A stored sentence' }],
      [pluralKey, {}],
      [pluralKey, { count: undefined }],
      [pluralKey, { count: null }],
      [pluralKey, { count: '3' }],
      [pluralKey, { count: 3, formatted: null, max: undefined, length: 0 }],
      [pluralKey, { count: 1, formatted: '{{count}}', max: '{{max}}' }],
      [pluralKey, { count: 3, extra: 'unused' }],
    ];
    for (const [key, options] of cases) expect(english(key, options), `${key} ${JSON.stringify(options)}`).toBe(i18nextSays(key, options));
  });

  it('reads a context as i18next does: the key’s `_<context>` form where there is one, else the key', () => {
    const withContext = [...KEYS.keys()].filter((key) => /_fix$/.test(key)).map((key) => key.replace(/_fix$/, ''));
    expect(withContext.length).toBeGreaterThan(0);
    for (const key of [...withContext, 'auth.login.title', 'no.such.key']) {
      for (const context of ['fix', 'other', '']) expect(english(key, { context }), `${key} ${context}`).toBe(i18nextSays(key, { context }));
    }
  });
});

describe('englishInteger', () => {
  it('writes an integer exactly as Intl.NumberFormat writes it in English', () => {
    const intl = new Intl.NumberFormat('en-US');
    const values = [0, 1, -1, 7, 99, 999, -999, 1000, -1000, 1001, 12_345, 100_000, 999_999, 1_000_000, -1_234_567, 2 ** 31, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER];
    for (let power = 1; power < 1e15; power *= 7) values.push(power, power + 3, -power);
    for (const value of values) expect(englishInteger(value), String(value)).toBe(intl.format(value));
  });

  it('leaves to Intl what is not a safe integer', () => {
    for (const value of [1.5, -0.25, -0, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, '12', null, undefined]) expect(englishInteger(value), String(value)).toBeNull();
  });
});
