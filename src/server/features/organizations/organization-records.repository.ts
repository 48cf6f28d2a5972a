// Membership as other features read it, so that no other feature queries the organisation tables: the shared
// library's queries ask whether a person is in an organisation (and with which role) and which one they chose in the
// header; the assignments feature reads the caller's role and the members it assigns practice to.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { OrganizationRole } from '../../../shared/contracts/organizations-constants.ts';
import type { Db } from '../../db/client.ts';
import { organizationMembers, organizationSelections } from '../../db/schema.ts';
import { createOrganizationsRepository } from './organizations.repository.ts';

export type { MemberRow, MembershipRow } from './organizations.repository.ts';

/** The roles that change any item of the organisation's library (its authors change their own). */
export const LIBRARY_EDITOR_ROLES: readonly OrganizationRole[] = ['owner', 'admin'];

/** True when `userId` is a member of the organisation in `organizationId` (a column of the caller's statement), with one of `roles` when given. */
export function isMemberOf(organizationId: AnyPgColumn, userId: string, roles?: readonly OrganizationRole[]): SQL {
  const member = and(
    eq(organizationMembers.organizationId, organizationId),
    eq(organizationMembers.userId, userId),
    roles ? inArray(organizationMembers.role, [...roles]) : undefined,
  );
  return sql`exists (select 1 from ${organizationMembers} where ${member})`;
}

/** True when `organizationId` is the organisation `userId` chose in the header and is still a member of. */
export function isCurrentOrganizationOf(organizationId: AnyPgColumn, userId: string): SQL {
  const chosen = sql`(select ${organizationSelections.organizationId} from ${organizationSelections} where ${organizationSelections.userId} = ${userId})`;
  return and(sql`${organizationId} = ${chosen}`, isMemberOf(organizationId, userId)) as SQL;
}

/** The organisation `userId` chose in the header (null: their personal space), for a cache's version. */
export function currentOrganizationOf(userId: string): SQL<string | null> {
  return sql<string | null>`(select ${organizationSelections.organizationId}::text from ${organizationSelections} where ${organizationSelections.userId} = ${userId})`;
}

/** The person's role in the organisation, or undefined when they are not a member. */
export async function findOrganizationRole(db: Db, organizationId: string, userId: string): Promise<OrganizationRole | undefined> {
  const [row] = await db
    .select({ role: organizationMembers.role })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)))
    .limit(1);
  return row?.role as OrganizationRole | undefined;
}

export function createOrganizationRecords(db: Db) {
  const organizations = createOrganizationsRepository(db);
  return {
    /** The organisation with the person's role, or undefined when they are not a member (or it does not exist). */
    findMembership: organizations.findMembership,
    /** The organisation's members, the earliest first, at most `limit`. */
    listMembers: organizations.listMembers,
    /** The person's organisations by name, each with their role. */
    listMemberships: organizations.listMemberships,
  };
}
