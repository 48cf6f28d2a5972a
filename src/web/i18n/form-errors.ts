// Form validation in the person's language. The shared zod schemas (src/shared/contracts) word their rules in
// English, for the API's clients and the server's logs; the web forms run the same schemas and show each refusal
// through the catalogue's `validation.*` entries. A schema's own message outranks any zod error map, so the wording
// is read back instead: textField and requiredText (src/shared/contracts/text.ts) and the users contracts build their
// messages from a field's label and a rule, and each known label and rule has its key. A message this does not know
// is shown as written (English), as the server does with a message it has no translation for.
// form-errors.test.ts runs the shared schemas and fails on a refusal the Indonesian form would show in English.
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { i18n } from './i18n.ts';

/** The field labels the shared schemas name in their messages, and their catalogue keys. */
const FIELD_KEYS: Record<string, string> = {
  Name: 'validation.fields.name',
  Email: 'validation.fields.email',
  Password: 'validation.fields.password',
  'Current password': 'validation.fields.currentPassword',
  'New password': 'validation.fields.newPassword',
  'Confirm password': 'validation.fields.confirmPassword',
  'Confirm new password': 'validation.fields.confirmNewPassword',
  Nickname: 'validation.fields.nickname',
};

/** Messages that name no field. */
const FIXED_KEYS: Record<string, string> = {
  'Enter a valid email address.': 'validation.invalidEmail',
  'The passwords do not match.': 'validation.passwordsDiffer',
  'The new passwords do not match.': 'validation.newPasswordsDiffer',
};

/** A rule's English wording around the field's label, and its key; a length's figure becomes the plural's count. */
const RULES: [RegExp, string][] = [
  [/^(.+) is required\.$/, 'validation.required'],
  [/^(.+) must be text\.$/, 'validation.notText'],
  [/^(.+) must be at least ([\d,]+) characters?\.$/, 'validation.minLength'],
  [/^(.+) must be at most ([\d,]+) characters?\.$/, 'validation.maxLength'],
  [/^(.+) contains a character that is not allowed\.$/, 'validation.disallowedCharacter'],
];

/** `message`, a shared schema's English refusal, in the interface's language now; unknown wording as written. */
export function localisedValidationMessage(message: string): string {
  const fixed = FIXED_KEYS[message];
  if (fixed) return i18n.t(fixed);
  for (const [pattern, key] of RULES) {
    const match = pattern.exec(message);
    const fieldKey = match ? FIELD_KEYS[match[1] ?? ''] : undefined;
    if (!match || !fieldKey) continue;
    const figure = match[2];
    return i18n.t(key, { field: i18n.t(fieldKey), ...(figure ? { count: Number(figure.replace(/,/g, '')) } : {}) });
  }
  return message;
}

/** Every `message` of a form's errors, nested fields included, through localisedValidationMessage. */
function localiseErrors(errors: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref' || !value || typeof value !== 'object') continue;
    const error = value as Record<string, unknown>;
    if (typeof error.message === 'string') error.message = localisedValidationMessage(error.message);
    localiseErrors(error);
  }
}

/** `resolver` (zodResolver over a shared schema) with its refusals in the person's language. */
export function localisedResolver<Values extends FieldValues, Context, Transformed>(resolver: Resolver<Values, Context, Transformed>): Resolver<Values, Context, Transformed> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    localiseErrors(result.errors as FieldErrors<Values> as Record<string, unknown>);
    return result;
  };
}
