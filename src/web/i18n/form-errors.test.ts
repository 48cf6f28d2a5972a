// @vitest-environment happy-dom
import { zodResolver } from '@hookform/resolvers/zod';
import { afterEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CreateAssignmentInputSchema } from '@shared/contracts/assignments.ts';
import { CreateCreditRequestInputSchema } from '@shared/contracts/credits.ts';
import { GlossaryFormSchema } from '@shared/contracts/glossaries.ts';
import { SaveSsoSettingsInputSchema } from '@shared/contracts/organization-sso.ts';
import { CreatePersonaFormSchema, UpdatePersonaInputSchema } from '@shared/contracts/personas.ts';
import { CreateRubricFormSchema, UpdateRubricInputSchema } from '@shared/contracts/rubrics.ts';
import { CreateAdvancedScenarioInputSchema, CreateQuickScenarioInputSchema } from '@shared/contracts/scenarios.ts';
import {
  ChangeEmailInputSchema,
  ChangePasswordFormSchema,
  LoginInputSchema,
  RegisterInputSchema,
  ResetPasswordFormSchema,
  UpdateProfileInputSchema,
} from '@shared/contracts/users.ts';
import { levelRenameProblem } from '@shared/contracts/rubric-rules.ts';
import { checkFormInput, localisedResolver, localisedValidationMessage, validationText } from './form-errors.ts';
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

const FILE = { file_id: '00000000-0000-4000-8000-000000000000', file_name: 'notes.txt' };
const TOO_MANY_FILES = Array.from({ length: 30 }, () => FILE);
/** An Edit Persona form with every field filled as given. */
const personaWith = (value: unknown, scores: unknown = value) => Object.fromEntries(Object.keys(UpdatePersonaInputSchema.shape).map((field) => [field, ['openness', 'conscientiousness', 'extraversion', 'agreeableness', 'neuroticism', 'age'].includes(field) ? scores : value]));
/** A criterion of the rubric editor, described for each of `levels`. */
function criterion(name: string, weight: number, levels: Record<string, string> = { Weak: 'Talks over.' }) {
  return { criterion_name: name, weight, performance_levels: levels };
}
/** The rubric editor's request: a valid rubric with `change` applied. */
function rubricWith(change: Record<string, unknown>) {
  return { id: FILE.file_id, rubric_title: 'Discovery call', description: 'Grades a first call.', criteria: [criterion('Listening', 100)], performance_levels_summary: { Weak: '0-49' }, scoring_guide: { 'How to score': 'Pick a level.' }, pass_mark: 70, ...change };
}
/** Inputs that break every rule the library, scenario, credit, rubric editor, assignment and sign-on forms check before sending. */
const LIBRARY_CASES: [string, z.ZodType, unknown[]][] = [
  ['quick scenario', CreateQuickScenarioInputSchema, [{ scenario_title: '', ai_role: ' ', my_role: '', scenario_description: '' }, { scenario_title: LONG, ai_role: 'x'.repeat(3000), my_role: 'x'.repeat(3000), scenario_description: 'x'.repeat(30_000) }, { scenario_title: 'a\u0000', ai_role: 1, my_role: null, scenario_description: 2 }]],
  ['advanced scenario', CreateAdvancedScenarioInputSchema, [{ scenario_title: '', persona_id: '', rubric_id: null, scenario_description: '' }]],
  ['glossary', GlossaryFormSchema, [{ name: '', glossary: '' }, { name: LONG, glossary: 'no term here' }, { name: 'n', glossary: 'one\ntwo\nthree' }, { name: 'n', glossary: 'a\nb\nc\nd\ne\nf\ng' }, { name: 'n', glossary: 'x'.repeat(60_000) }]],
  ['create persona', CreatePersonaFormSchema, [{ name: '', personaPrompt: '', files: TOO_MANY_FILES }, { name: LONG, personaPrompt: 'x'.repeat(20_000), files: [] }]],
  ['create rubric', CreateRubricFormSchema, [{ name: '', description: '', files: TOO_MANY_FILES }, { name: LONG, description: 'x'.repeat(60_000), files: [] }]],
  ['edit persona', UpdatePersonaInputSchema, [personaWith('', ''), personaWith('x'.repeat(5000), '7.5'), personaWith('fine', '250'), personaWith('fine', '1234567890123')]],
  ['credit request', CreateCreditRequestInputSchema, [{ amount: 0, message: 'x'.repeat(600) }, { amount: 1.5 }, { amount: 5000 }, { amount: Number.NaN }]],
  ['rubric editor', UpdateRubricInputSchema, [
    rubricWith({ rubric_title: '', description: '', criteria: [], scoring_guide: { '': '' }, pass_mark: 101 }),
    rubricWith({ rubric_title: LONG, description: 'x'.repeat(5000), criteria: Array.from({ length: 13 }, (_, index) => criterion(`C${index}`, 0, { Weak: 'x'.repeat(2000) })) }),
    rubricWith({ criteria: [criterion(LONG, 100, { Weak: '' })], performance_levels_summary: { Weak: '' }, scoring_guide: { ['x'.repeat(100)]: 'x'.repeat(3000) } }),
    rubricWith({ performance_levels_summary: {} }),
    rubricWith({ performance_levels_summary: Object.fromEntries(Array.from({ length: 9 }, (_, index) => [`L${index}`, 'x'])) }),
    rubricWith({ performance_levels_summary: { ' ': 'x' } }),
    rubricWith({ performance_levels_summary: { ['x'.repeat(50)]: 'x' } }),
    rubricWith({ performance_levels_summary: { ' Weak': 'x' } }),
    rubricWith({ criteria: [criterion('Same', 50), criterion('same', 50)] }),
    rubricWith({ criteria: [criterion('Listening', 100, {})] }),
    rubricWith({ criteria: [criterion('Listening', 100, { Weak: 'x', Strong: 'y' })] }),
    rubricWith({ scoring_guide: Object.fromEntries(Array.from({ length: 9 }, (_, index) => [`H${index}`, 'x'])) }),
    rubricWith({ criteria: [criterion('Listening', 90)] }),
  ]],
  ['assignment', CreateAssignmentInputSchema, [
    { scenario_ids: [], user_ids: [], team_ids: [], due_at: 'soon', pass_mark: 1.5, max_attempts: 0 },
    { scenario_ids: [], user_ids: [], due_at: 'soon', pass_mark: -1, max_attempts: 1.5 },
    { scenario_ids: [], user_ids: [], due_at: 'soon', pass_mark: 101, max_attempts: 99 },
  ]],
  ['single sign-on', SaveSsoSettingsInputSchema, [
    { issuer_url: 'not a url', client_id: '', email_domains: [] },
    { issuer_url: `https://${LONG}.example.com`, client_id: LONG, client_secret: 'x'.repeat(5000), email_domains: ['not a domain'] },
    { issuer_url: 'https://login.example.com', client_id: 'x', email_domains: Array.from({ length: 11 }, (_, index) => `d${index}.example.com`) },
  ]],
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

  it.each(LIBRARY_CASES)('the %s form shows every refusal in Indonesian, none left as the English wording', async (_form, schema, inputs) => {
    await setInterfaceLanguage('id', { remember: false });
    let seen = 0;
    for (const input of inputs) {
      for (const message of refusals(schema, input).filter((refusal) => !/\bid\b/i.test(refusal))) {
        seen += 1;
        expect(localisedValidationMessage(message), message).not.toBe(message);
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('reads each rule in English as the schema words it, figures grouped by thousands', () => {
    // Some schemas write 4000, others 4,000; the catalogue formats every figure in the reader's locale.
    const ungrouped = (text: string) => text.replace(/(\d),(\d{3})/g, '$1$2');
    for (const [, schema, inputs] of [...CASES, ...LIBRARY_CASES]) {
      for (const input of inputs) for (const message of refusals(schema, input)) expect(ungrouped(localisedValidationMessage(message))).toBe(ungrouped(message));
    }
    expect(localisedValidationMessage('Persona prompt must be at most 4000 characters.')).toBe('Persona prompt must be at most 4,000 characters.');
  });

  it('words the rules in natural Indonesian, figures as counts', async () => {
    await setInterfaceLanguage('id', { remember: false });
    expect(localisedValidationMessage('Password must be at least 8 characters.')).toBe('Kata sandi minimal 8 karakter.');
    expect(localisedValidationMessage('Current password is required.')).toBe('Kata sandi saat ini wajib diisi.');
    expect(localisedValidationMessage('Nickname must be at most 1,000 characters.')).toBe('Nama panggilan maksimal 1.000 karakter.');
    expect(localisedValidationMessage('Enter a valid email address.')).toBe('Masukkan alamat email yang valid.');
    expect(localisedValidationMessage('The new passwords do not match.')).toBe('Kata sandi baru tidak sama.');
    // A label or a rule it does not know stays as written, as the server leaves a message it has no translation for.
    expect(localisedValidationMessage('Scenario title is required.')).toBe('Judul skenario wajib diisi.');
    expect(localisedValidationMessage('Openness must be between 1 and 100.')).toBe('Keterbukaan harus antara 1 dan 100.');
    expect(localisedValidationMessage('Amount must be at most 1,000 credits.')).toBe('Jumlah maksimal 1.000 kredit.');
    expect(localisedValidationMessage('Lines 1, 2, 3, 4, 5 and 2 more are not terms: write each as “Term: definition”.')).toBe('Baris 1, 2, 3, 4, 5 dan 2 lainnya bukan istilah: tulis masing-masing sebagai “Istilah: definisi”.');
    expect(localisedValidationMessage('Lines 2 and 4 are not terms: write each as “Term: definition”.')).toBe('Baris 2 dan 4 bukan istilah: tulis masing-masing sebagai “Istilah: definisi”.');
    expect(localisedValidationMessage('Unknown field is required.')).toBe('Unknown field is required.');
    expect(localisedValidationMessage('Send a nickname or a language.')).toBe('Send a nickname or a language.');
  });

  it('words the rubric editor’s level-name rule, names as typed', async () => {
    const problems = [levelRenameProblem(['Weak'], 'Strong', 'x'), levelRenameProblem(['Weak', 'Strong'], 'Weak', ' Strong '), levelRenameProblem(['Weak'], 'Weak', 'Weak'), levelRenameProblem(['Weak'], 'Weak', ' ')];
    expect(problems.map((problem) => localisedValidationMessage(problem ?? ''))).toEqual(['There is no level named "Strong".', 'A level named "Strong" already exists.', 'The new name is the same as the old one.', 'New level name is required.']);
    await setInterfaceLanguage('id', { remember: false });
    expect(problems.map((problem) => localisedValidationMessage(problem ?? ''))).toEqual(['Tidak ada tingkat bernama "Strong".', 'Tingkat bernama "Strong" sudah ada.', 'Nama baru sama dengan nama lama.', 'Nama tingkat baru wajib diisi.']);
    expect(localisedValidationMessage('Choose at least one scenario.')).toBe('Pilih minimal satu skenario.');
    expect(localisedValidationMessage('Enter the issuer URL, such as https://login.example.com.')).toBe('Masukkan URL penerbit (issuer), misalnya https://login.example.com.');
  });

  it('gives a form’s resolver its errors in the interface’s language, nested under their fields', async () => {
    await setInterfaceLanguage('id', { remember: false });
    const resolver = localisedResolver(zodResolver(ChangePasswordFormSchema));
    const result = await resolver({ current_password: '', new_password: 'short', confirm_password: 'other' }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(validationText(result.errors.current_password?.message ?? '')).toBe('Kata sandi saat ini wajib diisi.');
    expect(validationText(result.errors.new_password?.message ?? '')).toBe('Kata sandi baru minimal 8 karakter.');
  });

  it('keeps a refusal as its key and values, so a message already given reads in the language chosen after it', async () => {
    const resolver = localisedResolver(zodResolver(CreateCreditRequestInputSchema));
    const result = await resolver({ amount: 5000, message: '' }, undefined, { fields: {}, shouldUseNativeValidation: false });
    const kept = result.errors.amount?.message ?? '';
    expect(kept).not.toContain('Amount');
    expect(validationText(kept)).toBe('Amount must be at most 1,000 credits.');
    await setInterfaceLanguage('id', { remember: false });
    expect(validationText(kept)).toBe('Jumlah maksimal 1.000 kredit.');
    // A message it does not know, and a server's answer already in words, show as written.
    expect(validationText('Ada yang salah.')).toBe('Ada yang salah.');
  });

  it('checks a form’s values before sending: the parsed input and no error, or nothing and the first refusal kept', async () => {
    const errors: (string | null)[] = [];
    const setError = (message: string | null) => errors.push(message);
    expect(checkFormInput(CreateCreditRequestInputSchema, { amount: 5000, message: '' }, 'Check the amount.', setError)).toBeUndefined();
    expect(errors).toHaveLength(1);
    await setInterfaceLanguage('id', { remember: false });
    expect(validationText(errors[0] ?? '')).toBe('Jumlah maksimal 1.000 kredit.');
    expect(checkFormInput(CreateCreditRequestInputSchema, { amount: 20, message: 'For the team' }, 'Check the amount.', setError)).toEqual({ amount: 20, message: 'For the team' });
    expect(errors[1]).toBeNull();
  });
});
