// E-mail: the SMTP server and sender, the address links point at, and how long a verification link lasts.
import { z } from 'zod';
import { definedOnly, httpUrl, numberFromString, optionalString } from './env-fields.ts';

export const EmailEnvSchema = z.object({
  EMAIL_VERIFICATION_TTL_HOURS: numberFromString().int().min(1).max(720).default(48),
  SMTP_URL: optionalString.pipe(z.string().regex(/^smtps?:\/\/[^/]/, 'must start with smtp:// or smtps:// and name a host').optional()),
  SMTP_FROM: optionalString,
  PUBLIC_URL: httpUrl(),
});

type EmailEnv = z.infer<typeof EmailEnvSchema>;

export type EmailConfig = {
  /** How long an e-mail verification link stays valid (hours). */
  emailVerificationTtlHours: number;
  /** Where password-reset e-mails leave from; undefined when the server sends no e-mail (the operator makes links). */
  smtp: { url: string; from: string } | undefined;
  /** The e-mail settings the environment sets (SMTP_URL, SMTP_FROM, PUBLIC_URL): these win over the E-mail page. */
  emailEnvironment: { smtpUrl?: string; from?: string; publicUrl?: string };
  /** The address people open Engram at, for links in e-mails and the operator's reset links (no trailing slash). */
  publicUrl: string | undefined;
};

export function emailProblems(e: EmailEnv): string[] {
  const problems: string[] = [];
  if (e.SMTP_URL && !e.SMTP_FROM) problems.push('SMTP_FROM: is required when SMTP_URL is set (the sender, e.g. "Engram <no-reply@example.com>")');
  // A reset link must point at the address people use; the request's own Host header could be forged.
  if (e.SMTP_URL && !e.PUBLIC_URL) problems.push('PUBLIC_URL: is required when SMTP_URL is set (the address in reset links, e.g. https://engram.example.com)');
  return problems;
}

export function readEmailConfig(e: EmailEnv): EmailConfig {
  const publicUrl = e.PUBLIC_URL?.replace(/\/+$/, '');
  return {
    emailVerificationTtlHours: e.EMAIL_VERIFICATION_TTL_HOURS,
    smtp: e.SMTP_URL && e.SMTP_FROM ? { url: e.SMTP_URL, from: e.SMTP_FROM } : undefined,
    publicUrl,
    emailEnvironment: definedOnly({ smtpUrl: e.SMTP_URL, from: e.SMTP_FROM, publicUrl }),
  };
}
