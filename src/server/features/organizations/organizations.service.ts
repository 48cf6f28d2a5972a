// Organisation rules: who may see, change and leave which organisation, the last owner, invitations, the join link and
// the domains it admits (claims proven once for the join link and single sign-on alike: organization-domains.service.ts).
// Every call reads the caller's membership from the database, so a removed member is refused at their next request.
import type { FastifyBaseLogger } from 'fastify';
import type {
  ChangeMemberRoleInput,
  CreatedInvitation,
  CreateInvitationInput,
  CreateOrganizationInput,
  JoinLink,
  Organization,
  OrganizationDetails,
  OrganizationInvitationList,
  OrganizationLinkPreview,
  OrganizationList,
  OrganizationMember,
  SelectOrganizationInput,
  UpdateOrganizationInput,
} from '../../../shared/contracts/organizations.ts';
import { CreateInvitationInputSchema, CreateOrganizationInputSchema } from '../../../shared/contracts/organizations.ts';
import type { OrganizationDomainList } from '../../../shared/contracts/organization-domains.ts';
import { DOMAIN_MESSAGES } from '../../../shared/contracts/organization-domains-constants.ts';
import {
  compareRoles,
  isAdminRole,
  ORGANIZATION_INVITATIONS_MAX,
  ORGANIZATION_MEMBERS_MAX,
  ORGANIZATIONS_PER_PERSON_MAX,
  type OrganizationRole,
} from '../../../shared/contracts/organizations-constants.ts';
import { ORGANIZATION_MESSAGES as MESSAGES } from '../../../shared/contracts/organization-messages.ts';
import { assertOwnEmail } from '../../auth/permissions.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import type { Db } from '../../db/client.ts';
import { createLimitsRepository } from '../../db/limits.repository.ts';
import { conflict, forbidden, HttpError, notFound } from '../../lib/http-errors.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { findAccountContact, findAccountContacts, findAccountIdByEmail, findAccountProfile } from '../users/account-records.repository.ts';
import { createDomainClaims, domainAnswer, domainOf, isVerifiedClaim } from './organization-domains.service.ts';
import { hashLinkToken, linkTo, newLinkToken, ORGANIZATION_INVITE_TTL_DAYS, organizationInvitationEmail } from './organization-links.ts';
import { createSsoDns, type SsoDns } from './organization-sso-dns.ts';
import { createOrganizationsRepository, toInvitation, toOrganization, type MemberRow, type MembershipRow, type OrganizationsRepository } from './organizations.repository.ts';
import { isUuid } from '../../../shared/uuid.ts';

/** Each admin e-mails at most this many invitations an hour; past it, the links are still made, to copy. */
const INVITE_EMAILS_PER_HOUR = 20;
const HOUR_MS = 60 * 60 * 1000;

const gone = (message: string) => new HttpError(410, message);

export function createOrganizationsService(
  deps: Pick<FeatureDeps, 'config' | 'database' | 'mail' | 'events'>,
  logger?: Pick<FastifyBaseLogger, 'error' | 'warn'>,
  dns: SsoDns = createSsoDns(deps.config.ssoDnsServers),
) {
  const { database, mail, events } = deps;
  const db = database.db;
  const repository = createOrganizationsRepository(db);
  const claims = createDomainClaims(db, dns, logger);
  const limits = createLimitsRepository(db);

  /** The caller's membership; an organisation they are not in answers like one that does not exist. */
  async function requireMember(caller: AccessClaims, organizationId: string, repo: OrganizationsRepository = repository): Promise<MembershipRow> {
    const membership = isUuid(organizationId) ? await repo.findMembership(organizationId, caller.userId) : undefined;
    if (!membership) throw notFound(MESSAGES.notFound);
    return membership;
  }

  async function requireAdmin(caller: AccessClaims, organizationId: string, repo: OrganizationsRepository = repository): Promise<MembershipRow> {
    const membership = await requireMember(caller, organizationId, repo);
    if (!isAdminRole(membership.role)) throw forbidden(MESSAGES.adminOnly);
    return membership;
  }

  /** Runs `work` in a transaction with the organisation's row locked, after checking the caller's membership there. */
  function whileLocked<T>(caller: AccessClaims, organizationId: string, work: (repo: OrganizationsRepository, membership: MembershipRow, tx: Db) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      const repo = createOrganizationsRepository(tx);
      if (isUuid(organizationId)) await repo.lockOrganization(organizationId);
      return work(repo, await requireMember(caller, organizationId, repo), tx);
    });
  }

  /** Tells the person's open pages that their organisations changed; after the commit, and never failing the request. */
  async function tellMember(userId: string): Promise<void> {
    await events.publish(userId, { type: 'organizations' }).catch((error: unknown) => logger?.warn({ err: error }, 'could not announce an organisation change'));
  }

  async function toMembers(rows: MemberRow[]): Promise<OrganizationMember[]> {
    const contacts = await findAccountContacts(db, rows.map((row) => row.userId));
    return rows
      .flatMap((row) => {
        const contact = contacts.get(row.userId);
        return contact ? [{ user_id: row.userId, name: contact.name, email: contact.email, role: row.role as OrganizationRole, joined_at: row.createdAt.toISOString() }] : [];
      })
      .sort((a, b) => compareRoles(a.role, b.role) || a.name.localeCompare(b.name) || a.email.localeCompare(b.email));
  }

  /** Adds the caller as a member inside the locked transaction, within both limits; false when already a member. */
  async function addMember(repo: OrganizationsRepository, organizationId: string, userId: string, role: OrganizationRole): Promise<boolean> {
    if (await repo.findMember(organizationId, userId)) return false;
    if ((await repo.countMembers(organizationId)) >= ORGANIZATION_MEMBERS_MAX) throw conflict(MESSAGES.full);
    if ((await repo.countMemberships(userId)) >= ORGANIZATIONS_PER_PERSON_MAX) throw conflict(MESSAGES.tooMany);
    return repo.insertMember(organizationId, userId, role);
  }

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
    /** The caller's organisations and the one they chose, while they are still a member of it. */
    async listOrganizations(caller: AccessClaims): Promise<OrganizationList> {
      const [rows, selected] = await Promise.all([repository.listMemberships(caller.userId, ORGANIZATIONS_PER_PERSON_MAX), repository.findSelection(caller.userId)]);
      const data = rows.map(toOrganization);
      return { data, current_id: data.some((organization) => organization.id === selected) ? (selected ?? null) : null };
    },

    /** Remembers the caller's workspace for every device: one of their organisations (404 otherwise) or their personal space. */
    async selectOrganization(caller: AccessClaims, { organization_id: organizationId }: SelectOrganizationInput): Promise<OrganizationList> {
      if (organizationId !== null) await requireMember(caller, organizationId);
      await repository.saveSelection(caller.userId, organizationId);
      return this.listOrganizations(caller);
    },

    async createOrganization(caller: AccessClaims, input: CreateOrganizationInput): Promise<Organization> {
      const { name, email_domains } = CreateOrganizationInputSchema.parse(input);
      if ((await repository.countMemberships(caller.userId)) >= ORGANIZATIONS_PER_PERSON_MAX) throw conflict(MESSAGES.tooMany);
      // One transaction: a domain refused (a public provider's, one proven elsewhere) leaves no organisation behind.
      const row = await db.transaction(async (tx) => {
        const inserted = await createOrganizationsRepository(tx).insertOrganization({ name }, caller.userId);
        await claims.saveUse(inserted.id, 'joinLink', email_domains, tx);
        return inserted;
      });
      return toOrganization(await requireMember(caller, row.id));
    },

    async getOrganization(caller: AccessClaims, organizationId: string): Promise<OrganizationDetails> {
      const membership = await requireMember(caller, organizationId);
      const members = await toMembers(await repository.listMembers(membership.organization.id, ORGANIZATION_MEMBERS_MAX));
      return { organization: toOrganization(membership), members };
    },

    /**
     * Renames the organisation or replaces its join link's domains (owners and admins): 400 for a public provider's
     * domain, 409 for one another organisation has proven, and nothing changes then. A new domain starts pending; one
     * the organisation has proven (for single sign-on too) stays proven.
     */
    async updateOrganization(caller: AccessClaims, organizationId: string, input: UpdateOrganizationInput): Promise<Organization> {
      await requireAdmin(caller, organizationId);
      const { name, email_domains: domains } = input;
      await db.transaction(async (tx) => {
        if (domains !== undefined) await claims.saveUse(organizationId, 'joinLink', domains, tx);
        if (name !== undefined) await createOrganizationsRepository(tx).updateOrganization(organizationId, { name });
      });
      return toOrganization(await requireMember(caller, organizationId));
    },

    /** Every domain the organisation claims, with its state and the TXT record that proves it (owners and admins). */
    async listDomains(caller: AccessClaims, organizationId: string): Promise<OrganizationDomainList> {
      await requireAdmin(caller, organizationId);
      return { data: (await claims.listClaims(organizationId)).map(domainAnswer) };
    },

    /**
     * "Check now": looks for the domain's TXT record and marks it proven, for the join link and single sign-on alike
     * (400 naming the record when it is not there, 404 not claimed, 409 proven by another organisation, 502 DNS
     * unreachable). Owners and admins; the claims answered.
     */
    async verifyDomain(caller: AccessClaims, organizationId: string, domain: string): Promise<OrganizationDomainList> {
      await requireAdmin(caller, organizationId);
      await claims.verify(organizationId, domain);
      return this.listDomains(caller, organizationId);
    },

    /** Owners and admins change roles; only an owner gives or takes the owner role, and the last owner keeps it. */
    async changeRole(caller: AccessClaims, organizationId: string, userId: string, { role }: ChangeMemberRoleInput): Promise<OrganizationMember> {
      const changed = await whileLocked(caller, organizationId, async (repo, membership) => {
        if (!isAdminRole(membership.role)) throw forbidden(MESSAGES.adminOnly);
        const target = isUuid(userId) ? await repo.findMember(organizationId, userId) : undefined;
        if (!target) throw notFound(MESSAGES.memberNotFound);
        if ((role === 'owner' || target.role === 'owner') && membership.role !== 'owner') throw forbidden(MESSAGES.ownerOnly);
        if (target.role === 'owner' && role !== 'owner' && (await repo.countMembers(organizationId, 'owner')) <= 1) throw conflict(MESSAGES.lastOwnerDemote);
        await repo.setRole(organizationId, userId, role);
        return { ...target, role };
      });
      await tellMember(userId);
      const [member] = await toMembers([changed]);
      if (!member) throw notFound(MESSAGES.memberNotFound);
      return member;
    },

    /**
     * Owners and admins remove a member (an owner only by an owner); a member removes themselves by leaving. The
     * removed person's next request is refused, and their open pages are told at once.
     */
    async removeMember(caller: AccessClaims, organizationId: string, userId: string): Promise<void> {
      await whileLocked(caller, organizationId, async (repo, membership) => {
        const isSelf = userId === caller.userId;
        if (!isSelf && !isAdminRole(membership.role)) throw forbidden(MESSAGES.adminOnly);
        const target = isSelf ? membership : isUuid(userId) ? await repo.findMember(organizationId, userId) : undefined;
        if (!target) throw notFound(MESSAGES.memberNotFound);
        if (target.role === 'owner' && membership.role !== 'owner') throw forbidden(MESSAGES.ownerOnly);
        if (target.role === 'owner' && (await repo.countMembers(organizationId, 'owner')) <= 1) throw conflict(isSelf ? MESSAGES.lastOwnerLeave : MESSAGES.lastOwnerRemove);
        await repo.deleteMember(organizationId, userId);
      });
      await tellMember(userId);
    },

    async leaveOrganization(caller: AccessClaims, organizationId: string): Promise<void> {
      await this.removeMember(caller, organizationId, caller.userId);
    },

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
      const message = organizationInvitationEmail(email, { organizationName: membership.organization.name, inviterName: inviter?.name ?? caller.email, role, link: inviteUrl });
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

    /**
     * `organization_id` of a create call: an organisation's id must be one the caller belongs to (403 otherwise);
     * anything else is the caller's own e-mail, as the specification's individuals send it. Answers the organisation
     * whose library the new item joins, or null for the caller's own library.
     */
    async assertCanUseOrganization(caller: AccessClaims, organizationId: string | null | undefined): Promise<string | null> {
      if (organizationId === undefined || organizationId === null) return null;
      const value = organizationId.trim();
      if (!isUuid(value)) {
        assertOwnEmail(caller, value);
        return null;
      }
      const membership = await repository.findMembership(value, caller.userId);
      if (!membership) throw forbidden(MESSAGES.notAMember);
      return membership.organization.id;
    },
  };
}

export type OrganizationsService = ReturnType<typeof createOrganizationsService>;

