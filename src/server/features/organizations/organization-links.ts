// The secret links of organisations: an invitation's (single use, for one address) and the join link (for confirmed
// addresses of the organisation's domains). Each is 32 random bytes shown once; only its SHA-256 hash is stored.
import { createHash, randomBytes } from 'node:crypto';
import { ORGANIZATION_INVITE_PATH, ORGANIZATION_JOIN_PATH, ORGANIZATION_ROLE_LABELS, type InvitationRole } from '../../../shared/contracts/organizations-constants.ts';
import { escapeHtml, quotedUserText, type MailMessage } from '../../lib/mailer.ts';

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

/** The invitation e-mail's subject: fixed words, never the organisation's name, which anyone could make read like a warning. */
export const ORGANIZATION_INVITATION_SUBJECT = 'You have been invited to an organisation on Engram';

/** The invitation e-mail; the organisation's and the inviter's names appear only quoted and shortened, inside a line. */
export function organizationInvitationEmail(to: string, invitation: { organizationName: string; inviterName: string; role: InvitationRole; link: string }): MailMessage {
  const lines = [
    `${quotedUserText(invitation.inviterName)} invited you to join the organisation ${quotedUserText(invitation.organizationName)} on Engram, as ${ORGANIZATION_ROLE_LABELS[invitation.role].toLowerCase()}.`,
    `Open this link within ${ORGANIZATION_INVITE_TTL_DAYS} days and sign in with this e-mail address to accept. It works once.`,
  ];
  const ignore = 'If you did not expect this invitation, ignore this e-mail.';
  return {
    to,
    subject: ORGANIZATION_INVITATION_SUBJECT,
    text: ['Hello,', '', ...lines, '', invitation.link, '', ignore].join('\n'),
    html: [
      '<p>Hello,</p>',
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(invitation.link)}">Accept the invitation</a></p>`,
      `<p>Or copy this address into your browser:<br>${escapeHtml(invitation.link)}</p>`,
      `<p>${escapeHtml(ignore)}</p>`,
    ].join('\n'),
  };
}
