// Who may see and change which organisation: every call reads the caller's membership from the database, so a removed
// member is refused at their next request. Also how a person joins (within both limits) and how their pages are told.
import type { FastifyBaseLogger } from 'fastify';
import {
  isAdminRole,
  ORGANIZATION_MEMBERS_MAX,
  ORGANIZATIONS_PER_PERSON_MAX,
  type OrganizationRole,
} from '../../../shared/contracts/organizations-constants.ts';
import { ORGANIZATION_MESSAGES as MESSAGES } from '../../../shared/contracts/organization-messages.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import type { Db } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { createOrganizationsRepository, type MembershipRow, type OrganizationsRepository } from './organizations.repository.ts';
import { isUuid } from '../../../shared/uuid.ts';

export function createOrganizationGuards({ database, events }: Pick<FeatureDeps, 'database' | 'events'>, logger?: Pick<FastifyBaseLogger, 'warn'>) {
  const db = database.db;
  const repository = createOrganizationsRepository(db);

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

  /** Adds the caller as a member inside the locked transaction, within both limits; false when already a member. */
  async function addMember(repo: OrganizationsRepository, organizationId: string, userId: string, role: OrganizationRole): Promise<boolean> {
    if (await repo.findMember(organizationId, userId)) return false;
    if ((await repo.countMembers(organizationId)) >= ORGANIZATION_MEMBERS_MAX) throw conflict(MESSAGES.full);
    if ((await repo.countMemberships(userId)) >= ORGANIZATIONS_PER_PERSON_MAX) throw conflict(MESSAGES.tooMany);
    return repo.insertMember(organizationId, userId, role);
  }

  return { requireMember, requireAdmin, whileLocked, tellMember, addMember };
}

export type OrganizationGuards = ReturnType<typeof createOrganizationGuards>;
