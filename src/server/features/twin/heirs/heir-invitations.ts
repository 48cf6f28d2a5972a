// Heir invitations: a random token that only the owner's screen (once) and the heir's e-mail ever show, stored as a
// SHA-256 hash on the heir's row, usable once within HEIR_INVITE_TTL_DAYS. Accepting it binds the heir to an account.
import { createHash, randomBytes } from 'node:crypto';
import { TWIN_HEIR_INVITE_PATH } from '../../../../shared/contracts/twin-constants.ts';
import { escapeHtml, quotedUserText, type MailMessage } from '../../../lib/mailer.ts';

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

/** The invitation e-mail's subject: fixed words, never the owner's text, which anyone could make read like a warning. */
export const INVITATION_EMAIL_SUBJECT = 'You have been named as an heir on Engram';

/** The invitation e-mail, in plain text and HTML; the owner's name appears only quoted and shortened, inside a line. */
export function invitationEmail(to: string, ownerName: string, link: string, ttlDays: number): MailMessage {
  const owner = quotedUserText(ownerName);
  const lines = [
    'An Engram account has named you as an heir of its Engram, the digital twin that keeps a person’s stories and memories.',
    `The account’s owner is called ${owner}.`,
    `Open this link within ${ttlDays} days, and sign in or create an account, to accept. It works once: the account that accepts it becomes the heir.`,
    'You will see the Engram when its owner releases it to their heirs.',
  ];
  const ignore = 'If you do not know this person, ignore this e-mail.';
  return {
    to,
    subject: INVITATION_EMAIL_SUBJECT,
    text: ['Hello,', '', ...lines, '', link, '', ignore].join('\n'),
    html: [
      '<p>Hello,</p>',
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(link)}">Accept the invitation</a></p>`,
      `<p>Or copy this address into your browser:<br>${escapeHtml(link)}</p>`,
      `<p>${escapeHtml(ignore)}</p>`,
    ].join('\n'),
  };
}
