import { z } from 'zod';
import { requiredText, textField } from './text.ts';
import { INTERFACE_LANGUAGES } from './languages-constants.ts';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, NICKNAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './users-constants.ts';

export { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, NICKNAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './users-constants.ts';

export const EmailSchema = textField('Email')
  .trim()
  .toLowerCase()
  .min(1, 'Email is required.')
  .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters.`)
  .pipe(z.email('Enter a valid email address.'));

/** A password someone chooses (registration, reset, change): the same rules everywhere. */
function newPasswordField(label: string) {
  return textField(label)
    .min(PASSWORD_MIN_LENGTH, `${label} must be at least ${PASSWORD_MIN_LENGTH} characters.`)
    .max(PASSWORD_MAX_LENGTH, `${label} must be at most ${PASSWORD_MAX_LENGTH} characters.`);
}

/** A password someone types to prove who they are (login, change, delete): any length up to the maximum. */
function currentPasswordField(label: string) {
  return textField(label)
    .min(1, `${label} is required.`)
    .max(PASSWORD_MAX_LENGTH, `${label} must be at most ${PASSWORD_MAX_LENGTH} characters.`);
}

export const RegisterInputSchema = z.object({
  name: requiredText('Name', NAME_MAX_LENGTH),
  email: EmailSchema,
  password: newPasswordField('Password'),
  method: z.literal('email-password', { error: 'Method must be "email-password".' }).default('email-password'),
});
export type RegisterInput = z.infer<typeof RegisterInputSchema>;
export type RegisterFormValues = z.input<typeof RegisterInputSchema>;

export const LoginInputSchema = z.object({
  email: EmailSchema,
  password: currentPasswordField('Password'),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

/** How long a password-reset link works, and the longest token the reset route reads. */
export const PASSWORD_RESET_TTL_MINUTES = 60;
export const PASSWORD_RESET_TOKEN_MAX_LENGTH = 200;
export const PASSWORD_RESET_SENT_MESSAGE = 'If an account exists for that e-mail, a reset link is on its way.';
export const PASSWORD_RESET_BY_OPERATOR_MESSAGE =
  "This server doesn't send e-mail, so no link is on its way. Ask your administrator to reset it: they can give you a one-time link to choose a new password.";

/** `POST /users/password/forgot`. */
export const ForgotPasswordInputSchema = z.object({ email: EmailSchema });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInputSchema>;

/**
 * The same answer whether or not an account has that e-mail. `delivery` says how a link reaches the person: by e-mail,
 * or (no SMTP configured) from the operator.
 */
export const ForgotPasswordAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  delivery: z.enum(['email', 'operator']),
});
export type ForgotPasswordAnswer = z.infer<typeof ForgotPasswordAnswerSchema>;

/** `POST /users/password/reset`: the token from the link and the new password. */
export const ResetPasswordInputSchema = z.object({
  token: requiredText('Reset token', PASSWORD_RESET_TOKEN_MAX_LENGTH),
  password: newPasswordField('Password'),
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordInputSchema>;

/** The reset page's form: the new password twice. */
export const ResetPasswordFormSchema = z
  .object({ password: newPasswordField('Password'), confirm_password: textField('Confirm password') })
  .refine((values) => values.password === values.confirm_password, { message: 'The passwords do not match.', path: ['confirm_password'] });
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;

/** The page that takes an e-mail verification token (`?token=`); the links in verification e-mails point here. */
export const VERIFY_EMAIL_PATH = '/verify-email';
export const EMAIL_VERIFICATION_TOKEN_MAX_LENGTH = 200;

/** `POST /users/email/verify`: the token from the verification link. */
export const VerifyEmailInputSchema = z.object({
  token: requiredText('Verification token', EMAIL_VERIFICATION_TOKEN_MAX_LENGTH),
});
export type VerifyEmailInput = z.infer<typeof VerifyEmailInputSchema>;

/**
 * `POST /users/email/verify` answered: the address confirmed (`verified`), or a change of address done (`changed`),
 * with the account's address now, so a page can word it in its reader's language; `message` says it in English.
 */
export const VerifyEmailAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  outcome: z.enum(['verified', 'changed']),
  email: z.string(),
});
export type VerifyEmailAnswer = z.infer<typeof VerifyEmailAnswerSchema>;

/** `POST /users/password/change`, signed in. */
export const ChangePasswordInputSchema = z.object({
  current_password: currentPasswordField('Current password'),
  new_password: newPasswordField('New password'),
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>;

/** The change-password form: the API's fields and the new password repeated. */
export const ChangePasswordFormSchema = ChangePasswordInputSchema.extend({ confirm_password: textField('Confirm new password') }).refine(
  (values) => values.new_password === values.confirm_password,
  { message: 'The new passwords do not match.', path: ['confirm_password'] },
);
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;

/** `POST /users/email/change`, signed in: the new address and the current password, so a session left open cannot move the account. */
export const ChangeEmailInputSchema = z.object({
  email: EmailSchema,
  current_password: currentPasswordField('Current password'),
});
export type ChangeEmailInput = z.infer<typeof ChangeEmailInputSchema>;

export const EMAIL_IN_USE_MESSAGE = 'That e-mail address is already in use.';
/** A change to an address that carries rights on this server (an operator's) needs its owner's confirmation by e-mail. */
export const EMAIL_NEEDS_CONFIRMATION_MESSAGE = 'That address can only be taken once its owner confirms it by e-mail, and this server does not send e-mail. Ask your administrator.';
export const EMAIL_UNCHANGED_MESSAGE = 'That is already your e-mail address.';

/**
 * The answer to an address change: `changed` when it applied at once (the server sends no e-mail), `pending` when a
 * link went to the new address and the change waits for it. `email` is the account's address now.
 */
export const ChangeEmailAnswerSchema = z.object({
  success: z.literal(true),
  status: z.enum(['changed', 'pending']),
  email: z.string(),
  pendingEmail: z.string().nullable(),
  message: z.string(),
});
export type ChangeEmailAnswer = z.infer<typeof ChangeEmailAnswerSchema>;

/** `DELETE /users/me`: the password again, so a session left open cannot delete the account. */
export const DeleteAccountInputSchema = z.object({ password: currentPasswordField('Password') });
export type DeleteAccountInput = z.infer<typeof DeleteAccountInputSchema>;

/** An interface language the account keeps ('en' or 'id'). */
export const InterfaceLanguageSchema = z.enum(INTERFACE_LANGUAGES, { error: `Language must be one of: ${INTERFACE_LANGUAGES.join(', ')}.` });

/** `PATCH /users/me`: the nickname, the interface language, or both; at least one. */
export const UpdateProfileInputSchema = z
  .object({
    nickname: requiredText('Nickname', NICKNAME_MAX_LENGTH).optional(),
    language: InterfaceLanguageSchema.optional(),
  })
  .refine((input) => input.nickname !== undefined || input.language !== undefined, { error: 'Send a nickname or a language.' });
export type UpdateProfileInput = z.infer<typeof UpdateProfileInputSchema>;

/** `POST /users/refresh` and `/users/logout`: the refresh token, when the client keeps it rather than the cookie. */
export const RefreshInputSchema = z
  .object({ refreshToken: textField('Refresh token').max(200, 'Refresh token must be at most 200 characters.').optional() })
  .nullish();

export const UserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  nickname: z.string(),
  /** The interface language the person chose; null until they choose one (the browser's language applies meanwhile). */
  language: z.literal([...INTERFACE_LANGUAGES, null]),
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const MessageAnswerSchema = z.object({ success: z.boolean(), message: z.string() });
export type MessageAnswer = z.infer<typeof MessageAnswerSchema>;

export const LoginAnswerSchema = z.object({
  success: z.literal(true),
  accessToken: z.string(),
  refreshToken: z.string(),
  name: z.string(),
  email: z.string(),
  nickname: z.string(),
  message: z.string(),
});
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>;

export const UserAnswerSchema = z.object({ success: z.literal(true), user: UserSchema });

/** The signed-in person, what they may do, and which AI engine answers them. */
export const MeAnswerSchema = UserAnswerSchema.extend({
  /** The effective roles (auth/roles.ts): ADMIN_EMAILS/CREATOR_EMAILS or the flags an admin set; admins see the operator's hints and the Admin pages. */
  permissions: z.object({ canCreate: z.boolean(), isAdmin: z.boolean() }),
  /**
   * isOffline: the built-in engine answers (practice pages say so in plain words). modelLabel ("openai: gpt-4o-mini",
   * "offline engine"): for admins only, empty for everyone else.
   */
  ai: z.object({ isOffline: z.boolean(), modelLabel: z.string() }),
  limits: z.object({ uploadMaxBytes: z.number() }),
  /** The person opened the verification link sent to their address. */
  emailVerified: z.boolean(),
  /** This server sends e-mail, so the address must be verified before it counts (heir invitations, password resets). */
  emailVerificationRequired: z.boolean(),
  /** The new address a change waits to be confirmed for (a link went to it), or null. */
  pendingEmail: z.string().nullable(),
});
export type MeAnswer = z.infer<typeof MeAnswerSchema>;
export type UserAnswer = z.infer<typeof UserAnswerSchema>;
