// Dates, numbers and money in the interface's language, through Intl: every page formats with these, never with a
// fixed locale, so a change of language changes them too.
import { currentLocale } from './i18n.ts';

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(kind: string, options: object, make: (locale: string) => T): T {
  const locale = currentLocale();
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as T | undefined;
  if (!format) {
    format = make(locale);
    cache.set(key, format);
  }
  return format;
}

const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

/** A date and time in the active locale (medium date, short time unless told otherwise); an unreadable value as given. */
export function formatDateTime(value: Date | string | number, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return cached('date', options, (locale) => new Intl.DateTimeFormat(locale, options)).format(date);
}

/** A date alone (medium style unless told otherwise). */
export function formatDate(value: Date | string | number, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  return formatDateTime(value, options);
}

/** A number with the active locale's grouping and decimal signs. */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return cached('number', options, (locale) => new Intl.NumberFormat(locale, options)).format(value);
}

/** An amount of money in `currency` (ISO 4217), from its minor units (cents). */
export function formatMoney(minorUnits: number, currency: string): string {
  const options = { style: 'currency', currency: currency.toUpperCase() } as const;
  return cached('money', options, (locale) => new Intl.NumberFormat(locale, options)).format(minorUnits / 100);
}
