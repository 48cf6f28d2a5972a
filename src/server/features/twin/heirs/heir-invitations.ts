// Heir invitations: a random token that only the owner's screen (once) and the heir's e-mail ever show, stored as a
// SHA-256 hash on the heir's row, usable once within HEIR_INVITE_TTL_DAYS. Accepting it binds the heir to an account.
import { createHash, randomBytes } from 'node:crypto';
import { TWIN_HEIR_INVITE_PATH } from '../../../../shared/contracts/twin-constants.ts';
import type { InterfaceLanguage } from '../../../../shared/contracts/languages-constants.ts';
import { serverText } from '../../../i18n/server-text.ts';
import { linkMail, quotedUserText, type MailMessage } from '../../../lib/mailer.ts';

export function hashInviteToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new invitation: the token to show once, the hash to store, and when it stops working. */
export function newInvitation(ttlDays: number, now = Date.now()): { token: string; inviteTokenHash: string; inviteExpiresAt: Date } {
  const token = randomBytes(32).toString('base64url');
  return { token, inviteTokenHash: hashInviteToken(token), inviteExpiresAt: new Date(now + ttlDays * 86_400_000) };
}

/**
 * The page that takes the token: on `publicUrl` (the configured address, never a request's Host header) when set,
 * else a path on this site that the owner's browser completes with its own address.
 */
export function invitationLink(publicUrl: string | undefined, token: string): string {
  return `${publicUrl?.replace(/\/+$/, '') ?? ''}${TWIN_HEIR_INVITE_PATH}?token=${encodeURIComponent(token)}`;
}

/**
 * The invitation e-mail in `language`, in plain text and HTML; its subject is fixed words, never the owner's text, which
 * anyone could make read like a warning, and the owner's name appears only quoted and shortened, inside a line.
 */
export function invitationEmail(to: string, invitation: { ownerName: string; link: string; ttlDays: number }, language: InterfaceLanguage): MailMessage {
  const lines = [
    serverText(language, 'mail.heirInvitation.named'),
    serverText(language, 'mail.heirInvitation.owner', { owner: quotedUserText(invitation.ownerName) }),
    serverText(language, 'mail.heirInvitation.openWithin', { days: invitation.ttlDays }),
    serverText(language, 'mail.heirInvitation.whenReleased'),
  ];
  return linkMail(language, {
    to,
    subject: 'mail.heirInvitation.subject',
    lines,
    link: invitation.link,
    button: 'mail.acceptInvitation',
    closing: serverText(language, 'mail.heirInvitation.ignore'),
  });
}
