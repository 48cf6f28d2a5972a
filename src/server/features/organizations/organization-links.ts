// The secret links of organisations: an invitation's (single use, for one address) and the join link (for confirmed
// addresses of the organisation's domains). Each is 32 random bytes shown once; only its SHA-256 hash is stored.
import { createHash, randomBytes } from 'node:crypto';
import type { InterfaceLanguage } from '../../../shared/contracts/languages-constants.ts';
import { ORGANIZATION_INVITE_PATH, ORGANIZATION_JOIN_PATH, type InvitationRole } from '../../../shared/contracts/organizations-constants.ts';
import { serverText } from '../../i18n/server-text.ts';
import { linkMail, quotedUserText, type MailMessage } from '../../lib/mailer.ts';

/** How long an invitation works. */
export const ORGANIZATION_INVITE_TTL_DAYS = 7;

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new secret: the token to show once and the hash to store. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashLinkToken(token) };
}

/** The page that takes the token: on `publicUrl` (never a request's Host header) when set, else a path on this site. */
export function linkTo(kind: 'invite' | 'join', publicUrl: string | undefined, token: string): string {
  const path = kind === 'invite' ? ORGANIZATION_INVITE_PATH : ORGANIZATION_JOIN_PATH;
  return `${publicUrl?.replace(/\/+$/, '') ?? ''}${path}?token=${encodeURIComponent(token)}`;
}

/**
 * The invitation e-mail in `language`; its subject is fixed words, never the organisation's name, which anyone could
 * make read like a warning, and the organisation's and the inviter's names appear only quoted and shortened, inside a line.
 */
export function organizationInvitationEmail(to: string, invitation: { organizationName: string; inviterName: string; role: InvitationRole; link: string }, language: InterfaceLanguage): MailMessage {
  const lines = [
    serverText(language, 'mail.organizationInvitation.invited', {
      inviter: quotedUserText(invitation.inviterName),
      organization: quotedUserText(invitation.organizationName),
      role: serverText(language, `mail.organizationInvitation.role.${invitation.role}`),
    }),
    serverText(language, 'mail.organizationInvitation.openWithin', { days: ORGANIZATION_INVITE_TTL_DAYS }),
  ];
  return linkMail(language, {
    to,
    subject: 'mail.organizationInvitation.subject',
    lines,
    link: invitation.link,
    button: 'mail.acceptInvitation',
    closing: serverText(language, 'mail.organizationInvitation.ignore'),
  });
}
