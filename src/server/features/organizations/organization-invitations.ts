// Invitations (a single-use link for one address, e-mailed when e-mail is set up) and the join link (for confirmed
// addresses on the organisation's proven domains): making, revoking, previewing and using them.
import type { FastifyBaseLogger } from 'fastify';
import type { CreatedInvitation, CreateInvitationInput, JoinLink, Organization, OrganizationInvitationList, OrganizationLinkPreview } from '../../../shared/contracts/organizations.ts';
import { CreateInvitationInputSchema } from '../../../shared/contracts/organizations.ts';
import { DOMAIN_MESSAGES } from '../../../shared/contracts/organization-domains-constants.ts';
import { ORGANIZATION_INVITATIONS_MAX, type OrganizationRole } from '../../../shared/contracts/organizations-constants.ts';
import { ORGANIZATION_MESSAGES as MESSAGES } from '../../../shared/contracts/organization-messages.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import { createLimitsRepository } from '../../db/limits.repository.ts';
import { pickLanguage } from '../../i18n/server-text.ts';
import { conflict, forbidden, HttpError, notFound } from '../../lib/http-errors.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { findAccountContact, findAccountIdByEmail, findAccountLanguageByEmail, findAccountProfile } from '../users/account-records.repository.ts';
import { domainOf, isVerifiedClaim, type DomainClaims } from './organization-domains.service.ts';
import type { OrganizationGuards } from './organization-guards.ts';
import { hashLinkToken, linkTo, newLinkToken, ORGANIZATION_INVITE_TTL_DAYS, organizationInvitationEmail } from './organization-links.ts';
import { createOrganizationsRepository, toInvitation, toOrganization, type OrganizationsRepository } from './organizations.repository.ts';
import { isUuid } from '../../../shared/uuid.ts';

/** Each admin e-mails at most this many invitations an hour; past it, the links are still made, to copy. */
const INVITE_EMAILS_PER_HOUR = 20;
const HOUR_MS = 60 * 60 * 1000;

const gone = (message: string) => new HttpError(410, message);

export function createOrganizationInvitations(
  { database, mail }: Pick<FeatureDeps, 'database' | 'mail'>,
  { requireMember, requireAdmin, tellMember, addMember }: OrganizationGuards,
  claims: DomainClaims,
  logger?: Pick<FastifyBaseLogger, 'error'>,
) {
  const db = database.db;
  const repository = createOrganizationsRepository(db);
  const limits = createLimitsRepository(db);

  /** The open invitation a token names, or why it does not work. */
  function checkInvitation(found: Awaited<ReturnType<OrganizationsRepository['findInvitation']>>, now = Date.now()) {
    if (!found) throw notFound(MESSAGES.inviteUnknown);
    const { invitation } = found;
    if (invitation.acceptedAt) throw conflict(MESSAGES.inviteUsed);
    if (invitation.revokedAt) throw gone(MESSAGES.inviteRevoked);
    if (invitation.expiresAt.getTime() <= now) throw gone(MESSAGES.inviteExpired);
    return found;
  }

  async function mayEmailInvitation(caller: AccessClaims): Promise<boolean> {
    const counted = await limits.hit(`organization-invite-mail:${caller.userId}`, HOUR_MS);
    return counted.count <= INVITE_EMAILS_PER_HOUR;
  }

  return {
    async listInvitations(caller: AccessClaims, organizationId: string): Promise<OrganizationInvitationList> {
      await requireAdmin(caller, organizationId);
      return { data: (await repository.listOpenInvitations(organizationId, ORGANIZATION_INVITATIONS_MAX)).map(toInvitation) };
    },

    /** Makes a single-use link for one address, e-mails it when e-mail is set up, and answers it this once. */
    async createInvitation(caller: AccessClaims, organizationId: string, input: CreateInvitationInput): Promise<CreatedInvitation> {
      const { email, role } = CreateInvitationInputSchema.parse(input);
      const membership = await requireAdmin(caller, organizationId);
      const accountId = await findAccountIdByEmail(db, email);
      if (accountId && (await repository.findMember(organizationId, accountId))) throw conflict(MESSAGES.alreadyMember);
      if ((await repository.listOpenInvitations(organizationId, ORGANIZATION_INVITATIONS_MAX)).length >= ORGANIZATION_INVITATIONS_MAX) throw conflict(MESSAGES.invitationsFull);
      const { token, tokenHash } = newLinkToken();
      const row = await repository.insertInvitation({ organizationId, email, role, tokenHash, invitedBy: caller.userId, expiresAt: new Date(Date.now() + ORGANIZATION_INVITE_TTL_DAYS * 86_400_000) });
      if (!row) throw conflict(MESSAGES.invitationExists);
      const { mailer, publicUrl } = await mail.get();
      const inviteUrl = linkTo('invite', publicUrl, token);
      const created = { ...toInvitation(row), invite_url: inviteUrl };
      if (!mailer || !(await mayEmailInvitation(caller))) return { ...created, invite_emailed: false };
      const inviter = await findAccountContact(db, caller.userId);
      // In the invitee's language when they have an account that chose one, else in the inviter's.
      const language = pickLanguage({ account: (await findAccountLanguageByEmail(db, email)) ?? inviter?.language });
      const message = organizationInvitationEmail(email, { organizationName: membership.organization.name, inviterName: inviter?.name ?? caller.email, role, link: inviteUrl }, language);
      // Sent after the answer, like the other e-mails: a slow mail server does not hold the admin's page.
      void mailer.send(message).catch((error: unknown) => logger?.error({ err: error }, 'could not send an organisation invitation e-mail'));
      return { ...created, invite_emailed: true };
    },

    async revokeInvitation(caller: AccessClaims, organizationId: string, invitationId: string): Promise<void> {
      await requireAdmin(caller, organizationId);
      if (!isUuid(invitationId) || !(await repository.revokeInvitation(organizationId, invitationId))) throw notFound(MESSAGES.invitationNotFound);
    },

    /** What an invitation leads to, for its page; nothing changes. */
    async previewInvitation(token: string): Promise<OrganizationLinkPreview> {
      const { invitation, organization } = checkInvitation(await repository.findInvitation(hashLinkToken(token)));
      return { organization_name: organization.name, role: invitation.role as OrganizationRole, email: invitation.email };
    },

    /** The signed-in person whose address the invitation was sent to joins with its role, and the link is used up. */
    async acceptInvitation(caller: AccessClaims, token: string): Promise<Organization> {
      const organizationId = await db.transaction(async (tx) => {
        const repo = createOrganizationsRepository(tx);
        const { invitation } = checkInvitation(await repo.findInvitation(hashLinkToken(token), true));
        if (invitation.email.toLowerCase() !== caller.email.toLowerCase()) throw forbidden(MESSAGES.inviteOtherEmail);
        await repo.lockOrganization(invitation.organizationId);
        if (!(await addMember(repo, invitation.organizationId, caller.userId, invitation.role as OrganizationRole))) throw conflict(MESSAGES.alreadyMember);
        await repo.markInvitationAccepted(invitation.id, caller.userId);
        return invitation.organizationId;
      });
      await tellMember(caller.userId);
      return toOrganization(await requireMember(caller, organizationId));
    },

    /** A new join link (the one before stops working), answered this once. */
    async createJoinLink(caller: AccessClaims, organizationId: string): Promise<JoinLink> {
      await requireAdmin(caller, organizationId);
      if (!(await claims.hasClaimFor(organizationId, 'joinLink'))) throw conflict(MESSAGES.joinNoDomains);
      const { token, tokenHash } = newLinkToken();
      await repository.setJoinTokenHash(organizationId, tokenHash);
      return { join_url: linkTo('join', (await mail.get()).publicUrl, token) };
    },

    async deleteJoinLink(caller: AccessClaims, organizationId: string): Promise<void> {
      await requireAdmin(caller, organizationId);
      await repository.setJoinTokenHash(organizationId, null);
    },

    async previewJoinLink(token: string): Promise<OrganizationLinkPreview> {
      const organization = await repository.findByJoinTokenHash(hashLinkToken(token));
      if (!organization) throw notFound(MESSAGES.joinUnknown);
      return { organization_name: organization.name, role: 'member', email: null };
    },

    /**
     * Joins as a member through the join link: only a confirmed address (proven by the link this server e-mailed) on
     * one of the organisation's domains that it has proven (403 saying so while the domain is pending). Joining again
     * answers the membership as it is.
     */
    async joinWithLink(caller: AccessClaims, token: string): Promise<Organization> {
      const found = await repository.findByJoinTokenHash(hashLinkToken(token));
      if (!found) throw notFound(MESSAGES.joinUnknown);
      const profile = await findAccountProfile(db, caller.userId);
      if (!profile?.emailVerifiedAt) throw forbidden(MESSAGES.joinNeedsVerified);
      const domain = domainOf(profile.email);
      const claim = await claims.findClaim(found.id, domain);
      if (!claim?.forJoinLink) throw forbidden(MESSAGES.joinOtherDomain);
      if (!isVerifiedClaim(claim)) throw forbidden(DOMAIN_MESSAGES.joinPending(domain, found.name));
      const isAdded = await db.transaction(async (tx) => {
        const repo = createOrganizationsRepository(tx);
        // Locked and read again: a link replaced meanwhile no longer works.
        const organization = await repo.lockOrganization(found.id);
        if (organization?.joinTokenHash !== hashLinkToken(token)) throw notFound(MESSAGES.joinUnknown);
        return addMember(repo, found.id, caller.userId, 'member');
      });
      if (isAdded) await tellMember(caller.userId);
      return toOrganization(await requireMember(caller, found.id));
    },
  };
}
