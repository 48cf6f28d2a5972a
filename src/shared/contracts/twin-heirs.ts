// An Engram's heirs: the owner's list and invitations, the heir's acceptance, notices and inherited twins. Shared by
// the dashboard's heirs panel, the invitation page and the server's heirs routes.
import { z } from 'zod';
import { ErrorSchema } from './errors.ts';
import { requiredText, textField } from './text.ts';
import { TWIN_VISIBILITIES, TWIN_HEIR_INVITE_TOKEN_MAX_LENGTH, TWIN_NOTICE_KINDS, TWIN_HEIR_STATUSES } from './twin-constants.ts';
import { EmailSchema } from './users.ts';

/** Something that happened to the signed-in person as an heir: named by an owner, or an Engram released to them. */
export const TwinNoticeSchema = z.object({
  id: z.string(),
  kind: z.enum(TWIN_NOTICE_KINDS),
  /** In English, readable as it is ("Ada Lovelace named you as an heir of their Engram."). */
  message: z.string(),
  /** The sentence's key in shared/twin-texts.ts (`TWIN_NOTICE_TEXTS`), to word it in the reader's language; null on older notices. */
  message_key: z.string().nullable(),
  /** The values of its placeholders; null with no key. */
  message_values: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
  /** A path on this site that leads to it (the inherited Engram, or where to accept). */
  link: z.string(),
  read: z.boolean(),
  created_at: z.string(),
});
export type TwinNotice = z.infer<typeof TwinNoticeSchema>;
/** `GET /twin/notices`: newest first, at most TWIN_NOTICES_LIST_LIMIT, with the count not yet read. */
export const TwinNoticesListSchema = z.object({ notices: z.array(TwinNoticeSchema), unread: z.number().int() });
export type TwinNoticesList = z.infer<typeof TwinNoticesListSchema>;
export const TwinNoticeParamsSchema = z.object({ id: textField('Notice id').max(100, 'Notice id must be at most 100 characters.') });

/** An heir as its owner sees it. The invitation link itself is never listed: only made (`TwinHeirInvitationSchema`). */
export const TwinHeirSchema = z.object({
  id: z.string(),
  /** Where the invitation was sent; it grants nothing by itself. */
  email: z.string(),
  status: z.enum(TWIN_HEIR_STATUSES),
  invite_expires_at: z.string().nullable(),
  /** The account that accepted the invitation: only it sees the twin as this heir. */
  accepted_by: z.object({ name: z.string(), email: z.string() }).nullable(),
  accepted_at: z.string().nullable(),
  created_at: z.string(),
});
export type TwinHeir = z.infer<typeof TwinHeirSchema>;
/**
 * `POST /twin/heirs` and `POST /twin/heirs/{id}/invitation`: the heir with the secret link, shown this once.
 * `invite_url` is absolute when PUBLIC_URL is set, else a path on this site. `invite_email_note` says in words why
 * a server that sends e-mail did not e-mail this link (the owner's address unconfirmed, or an e-mail limit reached,
 * with when e-mail is possible again); null when it was e-mailed or the server sends no e-mail.
 */
export const TwinHeirInvitationSchema = TwinHeirSchema.extend({ invite_url: z.string(), invite_emailed: z.boolean(), invite_email_note: z.string().nullable() });
export type TwinHeirInvitation = z.infer<typeof TwinHeirInvitationSchema>;

/** `POST /twin/heirs/accept`: the token from the invitation link. */
export const AcceptHeirInvitationInputSchema = z.object({
  token: requiredText('Invitation token', TWIN_HEIR_INVITE_TOKEN_MAX_LENGTH),
});
export type AcceptHeirInvitationInput = z.infer<typeof AcceptHeirInvitationInputSchema>;
/** `POST /twin/heirs/invitation`: whose invitation a link is, shown before anyone signs in. */
export const HeirInvitationPreviewSchema = z.object({ name: z.string() });
export type HeirInvitationPreview = z.infer<typeof HeirInvitationPreviewSchema>;

/** The twin the caller is now an heir of; `released` says whether they can already open it. */
export const AcceptHeirInvitationAnswerSchema = z.object({
  username: z.string(),
  name: z.string(),
  released: z.boolean(),
  message: z.string(),
});
export type AcceptHeirInvitationAnswer = z.infer<typeof AcceptHeirInvitationAnswerSchema>;
/** The `reason` beside the 403 that asks the heir to verify their e-mail address first, so a page can point to it in any language. */
export const HEIR_INVITE_NEEDS_VERIFIED_EMAIL = 'email_unverified';
/** `POST /twin/heirs/accept`'s 403: the message, and the reason when the account's address must be verified first. */
export const HeirInvitationRefusalSchema = ErrorSchema.extend({ reason: z.literal(HEIR_INVITE_NEEDS_VERIFIED_EMAIL).optional() });
export const TwinHeirsListSchema = z.object({ heirs: z.array(TwinHeirSchema), max: z.number().int() });
export const TwinHeirInputSchema = z.object({ email: EmailSchema });
export type TwinHeirInput = z.infer<typeof TwinHeirInputSchema>;
export const TwinHeirParamsSchema = z.object({ id: textField('Heir id').max(100, 'Heir id must be at most 100 characters.') });

/** `GET /twin/inherited`: the twins whose invitations the caller accepted and whose owners released them (family or public). */
export const InheritedTwinsListSchema = z.object({
  twins: z.array(z.object({ username: z.string(), name: z.string(), visibility: z.enum(TWIN_VISIBILITIES), released_at: z.string().nullable() })),
});
export type InheritedTwinsList = z.infer<typeof InheritedTwinsListSchema>;
