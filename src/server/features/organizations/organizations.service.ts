// Organisation rules: who may see, change and leave which organisation (organization-guards.ts), the last owner,
// invitations and the join link (organization-invitations.ts), and the domains it admits (claims proven once for the
// join link and single sign-on alike: organization-domains.service.ts).
import type { FastifyBaseLogger } from 'fastify';
import type {
  ChangeMemberRoleInput,
  CreateOrganizationInput,
  Organization,
  OrganizationDetails,
  OrganizationList,
  OrganizationMember,
  SelectOrganizationInput,
  UpdateOrganizationInput,
} from '../../../shared/contracts/organizations.ts';
import { CreateOrganizationInputSchema } from '../../../shared/contracts/organizations.ts';
import type { OrganizationDomainList } from '../../../shared/contracts/organization-domains.ts';
import {
  compareRoles,
  isAdminRole,
  ORGANIZATION_MEMBERS_MAX,
  ORGANIZATIONS_PER_PERSON_MAX,
  type OrganizationRole,
} from '../../../shared/contracts/organizations-constants.ts';
import { ORGANIZATION_MESSAGES as MESSAGES } from '../../../shared/contracts/organization-messages.ts';
import { assertOwnEmail } from '../../auth/permissions.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import { conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { findAccountContacts } from '../users/account-records.repository.ts';
import { createDomainClaims, domainAnswer } from './organization-domains.service.ts';
import { createOrganizationGuards } from './organization-guards.ts';
import { createOrganizationInvitations } from './organization-invitations.ts';
import { createSsoDns, type SsoDns } from './organization-sso-dns.ts';
import { createOrganizationsRepository, toOrganization, type MemberRow } from './organizations.repository.ts';
import { isUuid } from '../../../shared/uuid.ts';

export function createOrganizationsService(
  deps: Pick<FeatureDeps, 'config' | 'database' | 'mail' | 'events'>,
  logger?: Pick<FastifyBaseLogger, 'error' | 'warn'>,
  dns: SsoDns = createSsoDns(deps.config.ssoDnsServers),
) {
  const db = deps.database.db;
  const repository = createOrganizationsRepository(db);
  const claims = createDomainClaims(db, dns, logger);
  const guards = createOrganizationGuards(deps, logger);
  const { requireMember, requireAdmin, whileLocked, tellMember } = guards;
  const invitations = createOrganizationInvitations(deps, guards, claims, logger);

  async function toMembers(rows: MemberRow[]): Promise<OrganizationMember[]> {
    const contacts = await findAccountContacts(db, rows.map((row) => row.userId));
    return rows
      .flatMap((row) => {
        const contact = contacts.get(row.userId);
        return contact ? [{ user_id: row.userId, name: contact.name, email: contact.email, role: row.role as OrganizationRole, joined_at: row.createdAt.toISOString() }] : [];
      })
      .sort((a, b) => compareRoles(a.role, b.role) || a.name.localeCompare(b.name) || a.email.localeCompare(b.email));
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

    ...invitations,

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
