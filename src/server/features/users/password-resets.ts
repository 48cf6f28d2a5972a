// Password-reset links: a random token that only its e-mail (or the operator's command) ever shows, stored as a
// SHA-256 hash, usable once within PASSWORD_RESET_TTL_MINUTES. The service and `npm run users` both issue them here.
import { createHash, randomBytes } from 'node:crypto';
import { PASSWORD_RESET_TTL_MINUTES } from '../../../shared/contracts/users.ts';
import { escapeHtml, type MailMessage } from '../../lib/mailer.ts';
import { accountEmailTexts } from './account-email-texts.ts';
import type { PasswordResetsRepository } from './password-resets.repository.ts';

export const RESET_PASSWORD_PATH = '/auth/reset-password';

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Stores a new link's hash for the person and answers the token itself, which is kept nowhere. */
export async function issuePasswordReset(links: Pick<PasswordResetsRepository, 'insertPasswordReset'>, userId: string, now = Date.now()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await links.insertPasswordReset({ tokenHash: hashResetToken(token), userId, expiresAt: new Date(now + PASSWORD_RESET_TTL_MINUTES * 60_000) });
  return token;
}

/** The page that takes the token; `publicUrl` is the configured address, never a request's Host header. */
export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
}

/**
 * The reset e-mail, in plain text and HTML, in the account's language (`users.language`); it greets nobody by name,
 * like every account e-mail.
 */
export function resetEmail(to: string, link: string, language?: string | null): MailMessage {
  const texts = accountEmailTexts(language);
  const greeting = texts.greeting;
  const lines = [texts.reset.asked, texts.reset.openWithin(PASSWORD_RESET_TTL_MINUTES)];
  const ignore = texts.reset.ignore;
  return {
    to,
    subject: texts.reset.subject,
    text: [greeting, '', ...lines, '', link, '', ignore].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(link)}">${escapeHtml(texts.reset.button)}</a></p>`,
      `<p>${escapeHtml(texts.copyLink)}<br>${escapeHtml(link)}</p>`,
      `<p>${escapeHtml(ignore)}</p>`,
    ].join('\n'),
  };
}
