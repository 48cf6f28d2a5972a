// The server's words in a person's language: `serverText` words a key of the catalogues (en.ts, id.ts) with its values,
// and `pickLanguage` decides the language: the account's choice (`users.language`), else the request's
// `Accept-Language`, else English. E-mails, refusals and the memory book use these; edit the catalogues, not this.
import {
  DEFAULT_INTERFACE_LANGUAGE,
  INTERFACE_LOCALES,
  interfaceLanguageOf,
  isInterfaceLanguage,
  type InterfaceLanguage,
} from '../../shared/contracts/languages-constants.ts';
import { en } from './en.ts';
import { id } from './id.ts';

export const SERVER_CATALOGUES: Record<InterfaceLanguage, Record<keyof typeof en, string> & Record<string, string>> = { en, id };

type CatalogueKey = keyof typeof en;
/** A key as callers name it: a plural's `_one`/`_other` forms are one key, chosen by `values.count`. */
export type ServerTextKey = CatalogueKey extends infer Key ? (Key extends `${infer Base}_${'one' | 'other'}` ? Base : Key) : never;
/** A value: words and figures as given, `{ bytes }` as a size in the text's language ("1.5 MB", "1,5 MB"). */
export type ServerTextValues = Record<string, string | number | { bytes: number }>;

/** A text decided before its language is known (an error thrown deep in a service): its key and values. */
export interface ServerText {
  key: ServerTextKey;
  values?: ServerTextValues;
}

const pluralRules = new Map<InterfaceLanguage, Intl.PluralRules>();
const sizeFigures = new Map<InterfaceLanguage, Intl.NumberFormat>();

/** A size as the server writes it (1024 to the KB, one decimal at most), its figure in `language`'s digits. */
export function formatSize(language: InterfaceLanguage, bytes: number): string {
  let figures = sizeFigures.get(language);
  if (!figures) sizeFigures.set(language, (figures = new Intl.NumberFormat(INTERFACE_LOCALES[language], { maximumFractionDigits: 1, useGrouping: false })));
  if (bytes >= 1024 * 1024) return `${figures.format(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${figures.format(bytes / 1024)} KB`;
  return serverText(language, 'units.bytes', { count: bytes });
}

function pluralForm(language: InterfaceLanguage, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(INTERFACE_LOCALES[language])));
  return rules.select(count);
}

/** `key` worded in `language` with its `{{placeholders}}` filled; a plural key takes its form from `values.count`. */
export function serverText(language: InterfaceLanguage, key: ServerTextKey, values: ServerTextValues = {}): string {
  const catalogue: Record<string, string> = SERVER_CATALOGUES[language];
  const count = values.count;
  const text =
    catalogue[key] ??
    (typeof count === 'number' ? (catalogue[`${key}_${pluralForm(language, count)}`] ?? catalogue[`${key}_other`]) : undefined) ??
    catalogue[`${key}_other`];
  if (text === undefined) throw new Error(`No server text "${key}" in ${language}`);
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'object' ? formatSize(language, value.bytes) : String(value);
  });
}

/** The first interface language of an `Accept-Language` header ("id-ID,id;q=0.9,en;q=0.8" → 'id'), or null. */
export function requestLanguage(acceptLanguage: string | undefined): InterfaceLanguage | null {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const language = interfaceLanguageOf(part.split(';')[0]);
    if (language) return language;
  }
  return null;
}

/** The language to write to a person in: their account's choice, else what their request asks for, else English. */
export function pickLanguage(from: { account?: string | null | undefined; acceptLanguage?: string | undefined }): InterfaceLanguage {
  if (isInterfaceLanguage(from.account)) return from.account;
  return requestLanguage(from.acceptLanguage) ?? DEFAULT_INTERFACE_LANGUAGE;
}
