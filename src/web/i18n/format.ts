// Dates, numbers and money in the interface's language, through Intl: every page formats with these, never with a
// fixed locale, so a change of language changes them too.
import { englishInteger } from './english.ts';
import { currentLanguage, currentLocale, i18n } from './i18n.ts';

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

/** A number with the active locale's grouping and decimal signs (an English integer without Intl: `englishInteger`). */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  const english = currentLanguage() === 'en' && Object.keys(options).length === 0 ? englishInteger(value) : null;
  if (english !== null) return english;
  return cached('number', options, (locale) => new Intl.NumberFormat(locale, options)).format(value);
}

/** An amount of money in `currency` (ISO 4217), from its minor units (cents); a code Intl refuses ("USDC") follows the figure. */
export function formatMoney(minorUnits: number, currency: string): string {
  const options = { style: 'currency', currency: currency.toUpperCase() } as const;
  try {
    return cached('money', options, (locale) => new Intl.NumberFormat(locale, options)).format(minorUnits / 100);
  } catch {
    return `${formatNumber(minorUnits / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency.toUpperCase()}`;
  }
}

const KILOBYTE = 1024;
const MEGABYTE = 1024 * KILOBYTE;
const GIGABYTE = 1024 * MEGABYTE;

/**
 * A size as people read it ("0 bytes", "20.5 KB", "1.5 GB"; "1,5 GB" in Indonesian): gigabytes from `gigabytesFrom`
 * bytes (1 GB unless told otherwise), megabytes and kilobytes to one decimal below.
 */
export function formatFileSize(bytes: number, { gigabytesFrom = GIGABYTE }: { gigabytesFrom?: number } = {}): string {
  // No grouping: below the next unit a figure has at most four digits ("1022 KB").
  const figure = (value: number, digits: number) => formatNumber(Number(value.toFixed(digits)), { useGrouping: false });
  if (bytes >= gigabytesFrom) return `${figure(bytes / GIGABYTE, 2)} GB`;
  if (bytes >= MEGABYTE) return `${figure(bytes / MEGABYTE, 1)} MB`;
  if (bytes >= KILOBYTE) return `${figure(bytes / KILOBYTE, 1)} KB`;
  return i18n.t('common.bytes', { count: bytes, formatted: formatNumber(bytes) });
}
