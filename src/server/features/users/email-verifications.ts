// E-mail verification links: a random token that only its e-mail ever shows, stored as a SHA-256 hash beside the
// address it was sent to, usable once within EMAIL_VERIFICATION_TTL_HOURS. Proves the person reads that mailbox.
import { createHash, randomBytes } from 'node:crypto';
import { VERIFY_EMAIL_PATH } from '../../../shared/contracts/users.ts';
import { escapeHtml, type MailMessage } from '../../lib/mailer.ts';
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

/**
 * The verification e-mail, in plain text and HTML. `reason` says why it was sent when it is not the registration.
 * Whoever registers chooses both the name and the address, so the e-mail greets nobody by name: its words are all fixed.
 */
export function verificationEmail(to: string, link: string, ttlHours: number, reason?: string): MailMessage {
  const greeting = 'Hello,';
  const lines = [
    ...(reason ? [reason] : ['Welcome to Engram.']),
    `Open this link within ${ttlHours} hours to confirm that this address is yours. It works once.`,
  ];
  const ignore = 'If you did not create an Engram account, ignore this e-mail.';
  return {
    to,
    subject: 'Confirm your e-mail address for Engram',
    text: [greeting, '', ...lines, '', link, '', ignore].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(link)}">Confirm my e-mail address</a></p>`,
      `<p>Or copy this address into your browser:<br>${escapeHtml(link)}</p>`,
      `<p>${escapeHtml(ignore)}</p>`,
    ].join('\n'),
  };
}

/** Why the link went to a new address: the account's owner asked to move the account there. */
export const EMAIL_CHANGE_REASON =
  'Someone (we hope you) asked to move an Engram account to this e-mail address. The account moves here only when this link is opened.';

/**
 * Tells the account's current address that a move to `newEmail` was asked for, and what to do if it was not them.
 * Greets nobody by name, like every account e-mail: no line starts with text a person chose.
 */
export function emailChangeNotice(to: string, newEmail: string, ttlHours: number): MailMessage {
  const greeting = 'Hello,';
  const lines = [
    `Someone signed in to your Engram account asked to change its e-mail address to ${newEmail}.`,
    `Nothing changes unless the link we sent to that address is opened within ${ttlHours} hours. Until then you keep logging in with this address.`,
    'If this was not you, log in, cancel the change on your Account page and change your password.',
  ];
  return {
    to,
    subject: 'A change of your Engram e-mail address was requested',
    text: [greeting, '', ...lines].join('\n'),
    html: [`<p>${escapeHtml(greeting)}</p>`, ...lines.map((line) => `<p>${escapeHtml(line)}</p>`)].join('\n'),
  };
}
