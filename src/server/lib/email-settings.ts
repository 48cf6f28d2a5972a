// Where e-mail leaves from and the address its links point at: the environment (SMTP_URL, SMTP_FROM, PUBLIC_URL)
// wins, then what an admin saved on the E-mail page (operator_settings, key `email`, the SMTP password sealed). Read
// through a short version-checked cache, so a save on any instance reaches the next e-mail everywhere without a
// restart. The cross-site check keeps using PUBLIC_URL from the environment only: a mistyped address saved here
// must not lock the operator out of the page that fixes it.
import { z } from 'zod';
import { SMTP_PASSWORD_MASK } from '../../shared/contracts/admin-email.ts';
import type { Config } from '../config.ts';
import type { OperatorSettingsRepository } from '../db/operator-settings.repository.ts';
import { createMailer, type Mailer } from './mailer.ts';
import { createOperatorSettingSource, type OperatorSettingSource } from './operator-setting-source.ts';
import { openSealed, type SecretBox } from './secret-box.ts';
import { boundSecretFor, type BoundSecret } from './bound-secret.ts';
import { smtpPasswordDestination } from '../../shared/secret-destinations.ts';

/** The operator_settings key of the E-mail page's settings. */
export const EMAIL_SETTINGS_KEY = 'email';

/**
 * What is stored: the SMTP URL without its password, which is sealed apart and sent only to `passwordDestination`
 * (`user@host:port`); one saved before destinations were recorded belongs to the saved URL.
 */
export const StoredEmailSettingsSchema = z.object({
  smtpUrl: z.string().optional(),
  password: z.string().optional(),
  passwordDestination: z.string().optional(),
  from: z.string().optional(),
  publicUrl: z.string().optional(),
});
export type StoredEmailSettings = z.infer<typeof StoredEmailSettingsSchema>;

export interface EmailSettings {
  /** Where e-mail leaves from; undefined when no SMTP URL or sender is set. */
  smtp: { url: string; from: string } | undefined;
  /** The address people open Engram at, without a trailing slash. */
  publicUrl: string | undefined;
}

/** The settings in use, with the mailer built from them. */
export interface MailSettings extends EmailSettings {
  /** Undefined when this server sends no e-mail (no SMTP, or no public URL for the links). */
  mailer: Mailer | undefined;
}

/** The URL's password, decoded, and the URL without it. */
export function splitSmtpUrl(url: string): { withoutPassword: string; password: string | undefined } {
  const parsed = new URL(url);
  const password = parsed.password ? decodeURIComponent(parsed.password) : undefined;
  parsed.password = '';
  return { withoutPassword: parsed.toString(), password };
}

/** `url` with `password` in it (percent-encoded where a URL needs it). */
export function joinSmtpUrl(url: string, password: string | undefined): string {
  if (!password) return url;
  const parsed = new URL(url);
  parsed.password = encodeURIComponent(password);
  return parsed.toString();
}

/** The URL as the page shows it: the password replaced by a mask. */
export function maskSmtpUrl(url: string): string {
  const parsed = new URL(url);
  if (!parsed.password) return url;
  parsed.password = 'MASKED';
  return parsed.toString().replace(':MASKED@', `:${SMTP_PASSWORD_MASK}@`);
}

/** `host:port` of an SMTP URL, for messages. */
export function smtpServerName(url: string): string {
  const parsed = new URL(url);
  return parsed.port ? `${parsed.hostname}:${parsed.port}` : `${parsed.hostname} (port ${parsed.protocol === 'smtps:' ? 465 : 587})`;
}

/** The stored settings with the password opened and bound; one sealed with another SECRETS_KEY reads as none. */
export function openStoredEmailSettings(value: unknown, secrets: SecretBox): { stored: StoredEmailSettings | null; savedPassword: BoundSecret | undefined } {
  const parsed = StoredEmailSettingsSchema.safeParse(value);
  if (!parsed.success) return { stored: null, savedPassword: undefined };
  const stored = parsed.data;
  const password = openSealed(secrets, stored.password);
  const destination = stored.passwordDestination ?? smtpPasswordDestination(stored.smtpUrl);
  return { stored, savedPassword: password === undefined ? undefined : { value: password, destination } };
}

/** Environment over stored, field by field; the saved password joins the saved URL only when it is bound to it. */
export function resolveEmailSettings(config: Pick<Config, 'emailEnvironment'>, stored: StoredEmailSettings | null, savedPassword: BoundSecret | undefined): EmailSettings {
  const env = config.emailEnvironment;
  const password = boundSecretFor(smtpPasswordDestination(stored?.smtpUrl), savedPassword);
  const url = env.smtpUrl ?? (stored?.smtpUrl ? joinSmtpUrl(stored.smtpUrl, password) : undefined);
  const from = env.from ?? stored?.from;
  return { smtp: url && from ? { url, from } : undefined, publicUrl: (env.publicUrl ?? stored?.publicUrl)?.replace(/\/+$/, '') };
}

export type MailSettingsSource = OperatorSettingSource<MailSettings>;

export function createMailSettingsSource(options: {
  config: Pick<Config, 'emailEnvironment'>;
  repository: OperatorSettingsRepository;
  secrets: SecretBox;
  ttlMs?: number;
}): MailSettingsSource {
  const { config, repository, secrets, ttlMs } = options;
  return createOperatorSettingSource({
    key: EMAIL_SETTINGS_KEY,
    repository,
    ttlMs,
    // Runs once per saved version: the mailer is built again only when the settings change.
    resolve: (saved) => {
      const { stored, savedPassword } = saved === null ? { stored: null, savedPassword: undefined } : openStoredEmailSettings(saved, secrets);
      const settings = resolveEmailSettings(config, stored, savedPassword);
      // A link in an e-mail needs the public address: without it, nothing is sent (as with the environment).
      return { ...settings, mailer: settings.smtp && settings.publicUrl ? createMailer(settings.smtp) : undefined };
    },
  });
}
