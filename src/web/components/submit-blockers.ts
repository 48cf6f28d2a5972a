// Why a form's disabled submit button cannot be pressed yet, in words: a disabled button says nothing by itself.
// The sentence is the catalogue's (forms.blocker), in the interface's language; the fields are named by catalogue keys.
import type { z } from 'zod';
import { i18n } from '@/i18n/i18n.ts';

/**
 * Each field as the sentence names it, by catalogue key: `{ scenario_title: 'forms.field.scenarioTitle' }`. The key
 * reads as a field to add ("a title"); its `_fix` form as one to fix ("the title").
 */
export type FieldPhrases = Readonly<Record<string, string>>;

/** What pressing the button would do, as the sentence ends ("… to create."). */
export type BlockedAction = 'create' | 'continue' | 'save';

const ACTION_KEYS: Record<BlockedAction, string> = {
  create: 'forms.blocker.action.create',
  continue: 'forms.blocker.action.continue',
  save: 'forms.blocker.action.save',
};

function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

/** "a and b", "a, b and c" in the interface's language (Indonesian: "a dan b", "a, b, dan c"). */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  const parts = { items: items.slice(0, -1).join(', '), last: items.at(-1) };
  return items.length === 2 ? i18n.t('forms.blocker.list', parts) : i18n.t('forms.blocker.listMany', parts);
}

/**
 * "Add a title and a persona to create.", "Fix the description to continue.": the fields the schema refuses, empty
 * ones to add and filled ones to fix, in the order the phrases list them. Null when the values pass.
 */
export function submitBlockedMessage(schema: z.ZodType, values: Readonly<Record<string, unknown>>, phrases: FieldPhrases, action: BlockedAction): string | null {
  const result = schema.safeParse(values);
  if (result.success) return null;
  const refused = new Set(result.error.issues.map((issue) => String(issue.path[0] ?? '')));
  const named = Object.keys(phrases).filter((field) => refused.has(field));
  const toAdd = named.filter((field) => isBlank(values[field])).map((field) => i18n.t(phrases[field]!));
  const toFix = named.filter((field) => !isBlank(values[field])).map((field) => i18n.t(phrases[field]!, { context: 'fix' }));
  const options = { action: i18n.t(ACTION_KEYS[action]), add: joinList(toAdd), fix: joinList(toFix) };
  if (toAdd.length > 0 && toFix.length > 0) return i18n.t('forms.blocker.addAndFix', options);
  if (toAdd.length > 0) return i18n.t('forms.blocker.add', options);
  if (toFix.length > 0) return i18n.t('forms.blocker.fix', options);
  return i18n.t('forms.blocker.check', options);
}
