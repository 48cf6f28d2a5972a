// E-mail verification links: a random token that only its e-mail ever shows, stored as a SHA-256 hash beside the
// address it was sent to, usable once within EMAIL_VERIFICATION_TTL_HOURS. Proves the person reads that mailbox.
import { createHash, randomBytes } from 'node:crypto';
import { VERIFY_EMAIL_PATH } from '../../../shared/contracts/users.ts';
import { pickLanguage, serverText, type ServerTextKey } from '../../i18n/server-text.ts';
import { escapeHtml, linkMail, type MailMessage } from '../../lib/mailer.ts';
import type { EmailVerificationsRepository } from './email-verifications.repository.ts';

export function hashVerificationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Stores a new link's hash for the person's current address and answers the token itself, which is kept nowhere. */
export async function issueEmailVerification(
  links: Pick<EmailVerificationsRepository, 'insertEmailVerification'>,
  user: { id: string; email: string },
  ttlHours: number,
  now = Date.now(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await links.insertEmailVerification({ tokenHash: hashVerificationToken(token), userId: user.id, email: user.email, expiresAt: new Date(now + ttlHours * 3_600_000) });
  return token;
}

/** The page that takes the token; `publicUrl` is the configured address, never a request's Host header. */
export function verificationLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${VERIFY_EMAIL_PATH}?token=${encodeURIComponent(token)}`;
}

/** Why a verification link was sent, when it is not the registration's welcome. */
export type VerificationReason = 'email-change' | 'reset-needs-verification';

const REASON_TEXTS: Record<VerificationReason, ServerTextKey> = {
  'email-change': 'mail.verification.reason.emailChange',
  'reset-needs-verification': 'mail.verification.reason.resetNeedsVerification',
};

/**
 * The verification e-mail, in plain text and HTML, in the account's language (English while none is chosen).
 * `reason` says why it was sent when it is not the registration. Whoever registers chooses both the name and the
 * address, so the e-mail greets nobody by name: its words are all fixed.
 */
export function verificationEmail(to: string, link: string, ttlHours: number, reason?: VerificationReason, accountLanguage?: string | null): MailMessage {
  const language = pickLanguage({ account: accountLanguage });
  const lines = [serverText(language, reason ? REASON_TEXTS[reason] : 'mail.verification.welcome'), serverText(language, 'mail.verification.openWithin', { hours: ttlHours })];
  return linkMail(language, { to, subject: 'mail.verification.subject', lines, link, button: 'mail.verification.button', closing: serverText(language, 'mail.verification.ignore') });
}

/**
 * Tells the account's current address that a move to `newEmail` was asked for, and what to do if it was not them.
 * Greets nobody by name, like every account e-mail: no line starts with text a person chose.
 */
export function emailChangeNotice(to: string, newEmail: string, ttlHours: number, accountLanguage?: string | null): MailMessage {
  const language = pickLanguage({ account: accountLanguage });
  const greeting = serverText(language, 'mail.greeting');
  const lines = [
    serverText(language, 'mail.emailChange.asked', { newEmail }),
    serverText(language, 'mail.emailChange.nothingChanges', { hours: ttlHours }),
    serverText(language, 'mail.emailChange.notYou'),
  ];
  return {
    to,
    subject: serverText(language, 'mail.emailChange.subject'),
    text: [greeting, '', ...lines].join('\n'),
    html: [`<p>${escapeHtml(greeting)}</p>`, ...lines.map((line) => `<p>${escapeHtml(line)}</p>`)].join('\n'),
  };
}
