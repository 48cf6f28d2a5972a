// The E-mail page of the operator's console (/admin/email): the SMTP server, the sender and the public address used
// in links, and the test e-mail. Shared by the server routes and the web page.
import { z } from 'zod';
import { EmailSchema } from './users.ts';
import { textField } from './text.ts';

export const SMTP_URL_MAX_LENGTH = 2000;
export const SMTP_FROM_MAX_LENGTH = 300;

/** What stands for the SMTP password wherever the URL is shown. */
export const SMTP_PASSWORD_MASK = '••••';

const SettingFieldSchema = z.object({ value: z.string().nullable(), isFromEnvironment: z.boolean() });

export const AdminEmailSettingsSchema = z.object({
  /** The SMTP URL with its password masked (`smtp://user:••••@host:587`); the password never leaves the server. */
  smtpUrl: SettingFieldSchema,
  /** The URL without its password, for the form to edit. */
  smtpUrlWithoutPassword: z.string().nullable(),
  /** `sentTo`: the only `user@host:port` the password is sent to; another server needs it typed again. */
  password: z.object({ isSet: z.boolean(), lastFour: z.string().nullable(), sentTo: z.string().nullable() }),
  from: SettingFieldSchema,
  publicUrl: SettingFieldSchema,
  /** True when the server sends e-mail now (an SMTP URL, a sender and a public URL): verification and reset links. */
  isSending: z.boolean(),
  version: z.number().int().nullable(),
  updatedAt: z.string().nullable(),
});
export type AdminEmailSettings = z.infer<typeof AdminEmailSettingsSchema>;

export const SaveAdminEmailSettingsInputSchema = z.object({
  /** Empty: the server sends no e-mail. A password typed in the URL replaces the saved one. */
  smtpUrl: textField('SMTP URL')
    .trim()
    .max(SMTP_URL_MAX_LENGTH)
    .refine((value) => value === '' || /^smtps?:\/\/[^/\s]+/.test(value), 'The SMTP URL must start with smtp:// or smtps:// and name a host, e.g. smtp://user:password@mail.example.com:587.'),
  /** A new password; absent keeps the saved one (or the one typed in the URL). */
  password: textField('SMTP password').min(1, 'Type the password, or leave the field untouched to keep the saved one.').max(500).optional(),
  /** Forget the saved password. */
  clearPassword: z.boolean().default(false),
  from: textField('Sender').trim().max(SMTP_FROM_MAX_LENGTH, `The sender has at most ${SMTP_FROM_MAX_LENGTH} characters.`),
  publicUrl: textField('Public URL')
    .trim()
    .max(2000)
    .refine((value) => value === '' || /^https?:\/\/[^\s/]+(\/[^\s]*)?$/.test(value), 'The public URL must start with http:// or https://, e.g. https://engram.example.com.'),
});
export type SaveAdminEmailSettingsInput = z.input<typeof SaveAdminEmailSettingsInputSchema>;

export const SendAdminTestEmailInputSchema = SaveAdminEmailSettingsInputSchema.extend({
  /** Empty sends to the signed-in admin's own address. */
  to: z.union([z.literal(''), EmailSchema]).default(''),
});
export type SendAdminTestEmailInput = z.input<typeof SendAdminTestEmailInputSchema>;

export const SendAdminTestEmailAnswerSchema = z.object({
  isSent: z.boolean(),
  /** Where it went, or the SMTP server's error in plain words. */
  message: z.string(),
});
export type SendAdminTestEmailAnswer = z.infer<typeof SendAdminTestEmailAnswerSchema>;
