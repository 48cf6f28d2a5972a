// The login form's check (the shared LoginInputSchema, with zod), in a module of its own so that the login page paints
// without zod: the page loads it through lazyModule.
import { LoginInputSchema, type LoginInput } from '@shared/contracts/users.ts';
import { keptValidationMessage } from '@/i18n/form-errors.ts';

/** Each field's first problem, kept by its catalogue key: the fields word it in the interface's language (validation-text.ts). */
export type LoginProblems = Partial<Record<keyof LoginInput, string>>;

/** The login as the schema reads it (the address trimmed, in lower case), or each field's first problem. */
export function checkLogin(values: LoginInput): { login: LoginInput; problems: null } | { login: null; problems: LoginProblems } {
  const result = LoginInputSchema.safeParse(values);
  if (result.success) return { login: result.data, problems: null };
  const problems: LoginProblems = {};
  for (const issue of result.error.issues) {
    const [field] = issue.path;
    if ((field === 'email' || field === 'password') && problems[field] === undefined) problems[field] = keptValidationMessage(issue.message);
  }
  return { login: null, problems };
}
