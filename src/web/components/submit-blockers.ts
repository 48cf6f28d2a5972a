// Why a form's disabled submit button cannot be pressed yet, in words: a disabled button says nothing by itself.
import type { z } from 'zod';
import { capitalize, joinList } from '@shared/text.ts';

/** Each field as the sentence names it: `{ scenario_title: 'a title', persona_id: 'a persona' }`. */
export type FieldPhrases = Readonly<Record<string, string>>;

function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

/**
 * "Add a title and a persona to create.", "Fix the description to continue.": the fields the schema refuses, empty
 * ones to add and filled ones to fix, in the order the phrases list them. Null when the values pass.
 */
export function submitBlockedMessage(schema: z.ZodType, values: Readonly<Record<string, unknown>>, phrases: FieldPhrases, action: string): string | null {
  const result = schema.safeParse(values);
  if (result.success) return null;
  const refused = new Set(result.error.issues.map((issue) => String(issue.path[0] ?? '')));
  const named = Object.keys(phrases).filter((field) => refused.has(field));
  const toAdd = named.filter((field) => isBlank(values[field])).map((field) => phrases[field]!);
  // "a title" to add is "the title" to fix.
  const toFix = named.filter((field) => !isBlank(values[field])).map((field) => phrases[field]!.replace(/^an? /, 'the '));
  const parts = [toAdd.length > 0 ? `add ${joinList(toAdd)}` : null, toFix.length > 0 ? `fix ${joinList(toFix)}` : null].filter(Boolean);
  if (parts.length === 0) return `Check the form to ${action}.`;
  const sentence = `${parts.join(' and ')} to ${action}.`;
  return capitalize(sentence);
}
