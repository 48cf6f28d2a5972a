// The field builders every area's environment schema shares: how a text variable becomes a boolean, a number or unset.
import { z } from 'zod';

export const booleanFromString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** A text setting where an empty value means unset. */
export const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

export const numberFromString = () => z.coerce.number({ error: 'must be a number' });

export const httpUrl = () => optionalString.pipe(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional());

/** The entries that have a value: what the environment set, leaving out what it did not. */
export function definedOnly<T extends Record<string, unknown>>(values: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as { [K in keyof T]?: Exclude<T[K], undefined> };
}

/** A comma-separated list of e-mail addresses, lower-cased. */
export function emailList(text: string): string[] {
  return text
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean);
}
