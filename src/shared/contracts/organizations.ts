// Organisations, their members, invitations and join links: the requests and answers of the /organizations routes,
// shared by the organisations page, the invitation and join pages and the server.
import { z } from 'zod';
import { requiredText, textField } from './text.ts';
import { EmailSchema } from './users.ts';
import {
  INVITATION_ROLES,
  ORGANIZATION_DOMAIN_MAX_LENGTH,
  ORGANIZATION_DOMAINS_MAX,
  ORGANIZATION_NAME_MAX_LENGTH,
  ORGANIZATION_ROLES,
  ORGANIZATION_TOKEN_MAX_LENGTH,
} from './organizations-constants.ts';

export const OrganizationRoleSchema = z.enum(ORGANIZATION_ROLES);
export const InvitationRoleSchema = z.enum(INVITATION_ROLES);

const organizationNameSchema = requiredText('Name', ORGANIZATION_NAME_MAX_LENGTH);

/** A domain as people type it ("acme.com", "@Acme.com"), kept lower-case without the "@". */
export const domainSchema = textField('E-mail domain')
  .trim()
  .toLowerCase()
  .max(ORGANIZATION_DOMAIN_MAX_LENGTH, `E-mail domain must be at most ${ORGANIZATION_DOMAIN_MAX_LENGTH} characters.`)
  .regex(/^@?([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'Enter an e-mail domain such as example.com.')
  .transform((domain) => domain.replace(/^@/, ''));

export const domainsSchema = z
  .array(domainSchema)
  .max(ORGANIZATION_DOMAINS_MAX, `At most ${ORGANIZATION_DOMAINS_MAX} e-mail domains.`)
  .transform((domains) => [...new Set(domains)]);

/** `POST /organizations`: the caller becomes its owner. */
export const CreateOrganizationInputSchema = z.object({ name: organizationNameSchema, email_domains: domainsSchema.default([]) });
export type CreateOrganizationInput = z.input<typeof CreateOrganizationInputSchema>;

/** `PATCH /organizations/{id}`: owners and admins rename it or change its domains. */
export const UpdateOrganizationInputSchema = z.object({ name: organizationNameSchema.optional(), email_domains: domainsSchema.optional() });
export type UpdateOrganizationInput = z.input<typeof UpdateOrganizationInputSchema>;

const idField = (label: string) => requiredText(label, 100);

export const OrganizationParamsSchema = z.object({ id: idField('Organisation id') });
export const OrganizationMemberParamsSchema = z.object({ id: idField('Organisation id'), userId: idField('Member id') });
export const OrganizationInvitationParamsSchema = z.object({ id: idField('Organisation id'), invitationId: idField('Invitation id') });

/** An organisation as one of its members sees it, with the caller's own role. */
export const OrganizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  email_domains: z.array(z.string()),
  role: OrganizationRoleSchema,
  member_count: z.number().int(),
  /** Whether a join link works now (the link itself is shown only when made). */
  has_join_link: z.boolean(),
  created_at: z.string(),
});
export type Organization = z.infer<typeof OrganizationSchema>;

/**
 * `GET /organizations`: the caller's organisations, by name, and the one they work in now (`current_id`; null: their
 * personal space), as the header's switcher last set it on any device.
 */
export const OrganizationListSchema = z.object({ data: z.array(OrganizationSchema), current_id: z.string().nullable() });
export type OrganizationList = z.infer<typeof OrganizationListSchema>;

export const OrganizationMemberSchema = z.object({ user_id: z.string(), name: z.string(), email: z.string(), role: OrganizationRoleSchema, joined_at: z.string() });
export type OrganizationMember = z.infer<typeof OrganizationMemberSchema>;

/** `GET /organizations/{id}`: the organisation and its members (owners first, then by name). */
export const OrganizationDetailsSchema = z.object({ organization: OrganizationSchema, members: z.array(OrganizationMemberSchema) });
export type OrganizationDetails = z.infer<typeof OrganizationDetailsSchema>;

/** `PUT /organizations/current`: the workspace the person works in now; null for their personal space. */
export const SelectOrganizationInputSchema = z.object({ organization_id: idField('Organisation id').nullable() });
export type SelectOrganizationInput = z.infer<typeof SelectOrganizationInputSchema>;

/** `PATCH /organizations/{id}/members/{userId}`. */
export const ChangeMemberRoleInputSchema = z.object({ role: OrganizationRoleSchema });
export type ChangeMemberRoleInput = z.infer<typeof ChangeMemberRoleInputSchema>;

/** `POST /organizations/{id}/invitations`: who is invited and the role they get on accepting. */
export const CreateInvitationInputSchema = z.object({ email: EmailSchema, role: InvitationRoleSchema.default('member') });
export type CreateInvitationInput = z.input<typeof CreateInvitationInputSchema>;

/** An open invitation as the organisation's admins see it; the link is never listed, only made. */
export const OrganizationInvitationSchema = z.object({ id: z.string(), email: z.string(), role: InvitationRoleSchema, expires_at: z.string(), created_at: z.string() });
export type OrganizationInvitation = z.infer<typeof OrganizationInvitationSchema>;
export const OrganizationInvitationListSchema = z.object({ data: z.array(OrganizationInvitationSchema) });
export type OrganizationInvitationList = z.infer<typeof OrganizationInvitationListSchema>;

/**
 * The invitation just made, with its secret link shown this once (`invite_url`: absolute when PUBLIC_URL is set, else
 * a path on this site) and whether it was e-mailed.
 */
export const CreatedInvitationSchema = OrganizationInvitationSchema.extend({ invite_url: z.string(), invite_emailed: z.boolean() });
export type CreatedInvitation = z.infer<typeof CreatedInvitationSchema>;

/** The token of an invitation or join link. */
export const OrganizationTokenInputSchema = z.object({
  token: requiredText('Token', ORGANIZATION_TOKEN_MAX_LENGTH),
});
export type OrganizationTokenInput = z.infer<typeof OrganizationTokenInputSchema>;

/** What an invitation or join link leads to, for its page before the person accepts. */
export const OrganizationLinkPreviewSchema = z.object({ organization_name: z.string(), role: OrganizationRoleSchema, email: z.string().nullable() });
export type OrganizationLinkPreview = z.infer<typeof OrganizationLinkPreviewSchema>;

/** `POST /organizations/{id}/join-link`: the new link, shown this once; the one before stops working. */
export const JoinLinkSchema = z.object({ join_url: z.string() });
export type JoinLink = z.infer<typeof JoinLinkSchema>;
