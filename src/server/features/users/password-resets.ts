// Password-reset links: a random token that only its e-mail (or the operator's command) ever shows, stored as a
// SHA-256 hash, usable once within PASSWORD_RESET_TTL_MINUTES. The service and `npm run users` both issue them here.
import { createHash, randomBytes } from 'node:crypto';
import { PASSWORD_RESET_TTL_MINUTES } from '../../../shared/contracts/users.ts';
import { pickLanguage, serverText } from '../../i18n/server-text.ts';
import { linkMail, type MailMessage } from '../../lib/mailer.ts';
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
 * The reset e-mail, in plain text and HTML, in the account's language (`users.language`, English while none is
 * chosen); it greets nobody by name, like every account e-mail.
 */
export function resetEmail(to: string, link: string, accountLanguage?: string | null): MailMessage {
  const language = pickLanguage({ account: accountLanguage });
  const lines = [serverText(language, 'mail.reset.asked'), serverText(language, 'mail.reset.openWithin', { minutes: PASSWORD_RESET_TTL_MINUTES })];
  return linkMail(language, { to, subject: 'mail.reset.subject', lines, link, button: 'mail.reset.button', closing: serverText(language, 'mail.reset.ignore') });
}
