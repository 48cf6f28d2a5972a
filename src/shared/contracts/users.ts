import { z } from 'zod';
import { textField } from './text.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const NICKNAME_MAX_LENGTH = 60;

export const EmailSchema = textField('Email')
  .trim()
  .toLowerCase()
  .min(1, 'Email is required.')
  .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters.`)
  .pipe(z.email('Enter a valid email address.'));

export const RegisterInputSchema = z.object({
  name: textField('Name')
    .trim()
    .min(1, 'Name is required.')
    .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters.`),
  email: EmailSchema,
  password: textField('Password')
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`),
  method: z.literal('email-password', { error: 'Method must be "email-password".' }).default('email-password'),
});
export type RegisterInput = z.infer<typeof RegisterInputSchema>;
export type RegisterFormValues = z.input<typeof RegisterInputSchema>;

export const LoginInputSchema = z.object({
  email: EmailSchema,
  password: textField('Password')
    .min(1, 'Password is required.')
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

export const UpdateProfileInputSchema = z.object({
  nickname: textField('Nickname')
    .trim()
    .min(1, 'Nickname is required.')
    .max(NICKNAME_MAX_LENGTH, `Nickname must be at most ${NICKNAME_MAX_LENGTH} characters.`),
});
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
  permissions: z.object({ canCreate: z.boolean() }),
  ai: z.object({ isOffline: z.boolean(), modelLabel: z.string() }),
  limits: z.object({ uploadMaxBytes: z.number() }),
});
export type MeAnswer = z.infer<typeof MeAnswerSchema>;
export type UserAnswer = z.infer<typeof UserAnswerSchema>;

/** Readable cookies the web client uses for route access and the greeting (the tokens stay httpOnly). */
export const COOKIE_NAMES = {
  email: 'email',
  name: 'name',
  nickname: 'nickname',
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
} as const;
