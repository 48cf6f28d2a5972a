// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES, INTERFACE_LOCALES, type InterfaceLanguage } from '@shared/contracts/languages-constants.ts';
import en from './en.json';
import id from './id.json';
import { formatDate, formatFileSize, formatMoney, formatNumber } from './format.ts';
import { i18n, setInterfaceLanguage } from './i18n.ts';

const CATALOGUES: Record<InterfaceLanguage, unknown> = { en, id };
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every string of a catalogue under its dotted key. */
function flatten(node: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof node === 'string') {
    out.set(prefix, node);
    return out;
  }
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    for (const [leaf, text] of flatten(value, prefix ? `${prefix}.${key}` : key)) out.set(leaf, text);
  }
  return out;
}

/** `{{name}}` placeholders and `<tag>` elements of a string, sorted. */
const placeholdersOf = (text: string) => [...(text.match(/\{\{\s*[\w.]+(?:,[^}]*)?\s*\}\}|<\/?\w+\s*\/?>/g) ?? [])].map((token) => token.replace(/\s+/g, '')).sort();

/** Each key as the code asks for it (a plural's forms under one key), with its forms' texts. */
function byBaseKey(catalogue: unknown): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  for (const [key, text] of flatten(catalogue)) {
    const form = PLURAL_SUFFIX.exec(key)?.[1] ?? '';
    const base = key.replace(PLURAL_SUFFIX, '');
    const forms = out.get(base) ?? new Map<string, string>();
    forms.set(form, text);
    out.set(base, forms);
  }
  return out;
}

describe('[I18N] the catalogues', () => {
  const english = byBaseKey(en);

  it.each(INTERFACE_LANGUAGES.filter((language) => language !== 'en'))('%s has every English key and no other', (language) => {
    const other = byBaseKey(CATALOGUES[language]);
    expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each(INTERFACE_LANGUAGES)('%s gives every string, and each plural exactly the forms its language needs', (language) => {
    const categories = new Intl.PluralRules(INTERFACE_LOCALES[language]).resolvedOptions().pluralCategories;
    for (const [key, forms] of byBaseKey(CATALOGUES[language])) {
      for (const text of forms.values()) expect(text.trim(), key).not.toBe('');
      if (forms.has('')) {
        expect([...forms.keys()], `${key} is both plain and plural`).toEqual(['']);
      } else {
        expect([...forms.keys()].sort(), key).toEqual([...categories].sort());
      }
    }
  });

  it.each(INTERFACE_LANGUAGES)('%s uses the same placeholders and tags as English in every string', (language) => {
    for (const [key, forms] of byBaseKey(CATALOGUES[language])) {
      const expected = placeholdersOf(english.get(key)?.get('other') ?? english.get(key)?.get('') ?? '');
      for (const [form, text] of forms) expect(placeholdersOf(text), `${key}${form ? `_${form}` : ''}`).toEqual(expected);
    }
  });

  it('finds the placeholders a test of it would miss', () => {
    expect(placeholdersOf('Hi, <bold>{{name}}</bold> ({{count}})')).toEqual(['</bold>', '<bold>', '{{count}}', '{{name}}']);
  });
});

describe('[I18N] plurals, dates, numbers and money in both languages', () => {
  afterEach(async () => {
    await setInterfaceLanguage('en', { remember: false });
  });

  it('chooses the English plural form by count', () => {
    expect(i18n.t('auth.passwordPlaceholder', { count: 1 })).toBe('At least 1 character');
    expect(i18n.t('auth.passwordPlaceholder', { count: 8 })).toBe('At least 8 characters');
  });

  it('loads Indonesian when chosen, where one form serves every count, and <html lang> follows', async () => {
    await setInterfaceLanguage('id', { remember: false });
    expect(document.documentElement.lang).toBe('id');
    expect(i18n.t('auth.passwordPlaceholder', { count: 1 })).toBe('Minimal 1 karakter');
    expect(i18n.t('auth.passwordPlaceholder', { count: 8 })).toBe('Minimal 8 karakter');
    expect(i18n.t('header.greeting', { name: 'Sari' })).toBe('Hai, Sari');
  });

  it('formats a date, a number and money in the active language', async () => {
    const day = new Date(Date.UTC(2026, 2, 5, 12));
    expect(formatDate(day, { dateStyle: 'long', timeZone: 'UTC' })).toBe('March 5, 2026');
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatMoney(1999, 'usd')).toBe('$19.99');
    await setInterfaceLanguage('id', { remember: false });
    expect(formatDate(day, { dateStyle: 'long', timeZone: 'UTC' })).toBe('5 Maret 2026');
    expect(formatNumber(1234.5)).toBe('1.234,5');
    // ICU versions differ on the space after the symbol; the decimal comma is the point.
    expect(formatMoney(1999, 'usd')).toMatch(/^US\$\s?19,99$/);
  });

  it('formats sizes in the active language, and money in a code Intl does not know after the figure', async () => {
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(0)).toBe('0 bytes');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(1022 * 1024)).toBe('1022 KB');
    expect(formatFileSize(1.5 * 1024 ** 3)).toBe('1.5 GB');
    expect(formatMoney(1500, 'usdc')).toBe('15.00 USDC');
    await setInterfaceLanguage('id', { remember: false });
    expect(formatFileSize(0)).toBe('0 byte');
    expect(formatFileSize(1536)).toBe('1,5 KB');
    expect(formatFileSize(1.5 * 1024 ** 3)).toBe('1,5 GB');
    expect(formatMoney(1500, 'usdc')).toBe('15,00 USDC');
  });
});
