// @vitest-environment happy-dom
import { zodResolver } from '@hookform/resolvers/zod';
import { afterEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ChangeEmailInputSchema,
  ChangePasswordFormSchema,
  LoginInputSchema,
  RegisterInputSchema,
  ResetPasswordFormSchema,
  UpdateProfileInputSchema,
} from '@shared/contracts/users.ts';
import { localisedResolver, localisedValidationMessage } from './form-errors.ts';
import { setInterfaceLanguage } from './i18n.ts';

afterEach(async () => {
  await setInterfaceLanguage('en', { remember: false });
});

/** Each refusal the shared schema gives `values`, as the API's clients read it (English). */
function refusals(schema: z.ZodType, values: unknown): string[] {
  const result = schema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const LONG = 'x'.repeat(300);
/** Inputs that break every rule the web's account forms check before sending. */
const CASES: [string, z.ZodType, unknown[]][] = [
  ['register', RegisterInputSchema, [{ name: '', email: '', password: '' }, { name: LONG, email: 'not-an-address', password: 'short' }, { name: 'a\u0000', email: `${LONG}@x.io`, password: LONG }, { name: 1, email: null, password: 2 }]],
  ['login', LoginInputSchema, [{ email: 'a@b.co', password: '' }, { email: '', password: LONG }]],
  ['change password', ChangePasswordFormSchema, [{ current_password: '', new_password: 'short', confirm_password: 'other' }, { current_password: 'x', new_password: 'long enough now', confirm_password: 'different' }]],
  ['reset password', ResetPasswordFormSchema, [{ password: 'short', confirm_password: 'else' }, { password: 'long enough now', confirm_password: 'different' }]],
  ['change e-mail', ChangeEmailInputSchema, [{ email: 'nope', current_password: '' }]],
  ['nickname', UpdateProfileInputSchema, [{ nickname: '   ' }, { nickname: LONG }]],
];

describe('[I18N] the shared schemas’ refusals in the account forms', () => {
  it.each(CASES)('the %s form shows every refusal in Indonesian, none left as the English wording', async (_form, schema, inputs) => {
    await setInterfaceLanguage('id', { remember: false });
    let seen = 0;
    for (const input of inputs) {
      for (const message of refusals(schema, input)) {
        seen += 1;
        expect(localisedValidationMessage(message), message).not.toBe(message);
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('reads each rule in English exactly as the schema words it', () => {
    for (const [, schema, inputs] of CASES) {
      for (const input of inputs) for (const message of refusals(schema, input)) expect(localisedValidationMessage(message)).toBe(message);
    }
  });

  it('words the rules in natural Indonesian, figures as counts', async () => {
    await setInterfaceLanguage('id', { remember: false });
    expect(localisedValidationMessage('Password must be at least 8 characters.')).toBe('Kata sandi minimal 8 karakter.');
    expect(localisedValidationMessage('Current password is required.')).toBe('Kata sandi saat ini wajib diisi.');
    expect(localisedValidationMessage('Nickname must be at most 1,000 characters.')).toBe('Nama panggilan maksimal 1000 karakter.');
    expect(localisedValidationMessage('Enter a valid email address.')).toBe('Masukkan alamat email yang valid.');
    expect(localisedValidationMessage('The new passwords do not match.')).toBe('Kata sandi baru tidak sama.');
    // A label or a rule it does not know stays as written, as the server leaves a message it has no translation for.
    expect(localisedValidationMessage('Scenario title is required.')).toBe('Scenario title is required.');
    expect(localisedValidationMessage('Send a nickname or a language.')).toBe('Send a nickname or a language.');
  });

  it('gives a form’s resolver its errors in the interface’s language, nested under their fields', async () => {
    await setInterfaceLanguage('id', { remember: false });
    const resolver = localisedResolver(zodResolver(ChangePasswordFormSchema));
    const result = await resolver({ current_password: '', new_password: 'short', confirm_password: 'other' }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.errors.current_password?.message).toBe('Kata sandi saat ini wajib diisi.');
    expect(result.errors.new_password?.message).toBe('Kata sandi baru minimal 8 karakter.');
  });
});
