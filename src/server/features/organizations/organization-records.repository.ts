// Organisations as other features read them, so that no other feature queries the organisation tables: the shared
// library's queries ask whether a person is in an organisation (and with which role) and which one they chose in the
// header; the assignments feature reads the caller's role and the members it assigns practice to; the credits feature
// locks an organisation's row around a change of its balance and lists organisations for the operator's console; app.ts
// runs `releaseOrganizationsOfAccount` when an account is deleted.
import { and, asc, count, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { OrganizationRole } from '../../../shared/contracts/organizations-constants.ts';
import type { Db } from '../../db/client.ts';
import { organizationMembers, organizationSelections, organizations } from '../../db/schema.ts';
import { conflict } from '../../lib/http-errors.ts';
import { createOrganizationsRepository } from './organizations.repository.ts';
import { isUuid } from '../../../shared/uuid.ts';
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

/** The organisation `userId` chose in the header, as a subquery (no row: their personal space). */
function chosenOrganizationOf(userId: string): SQL {
  return sql`(select ${organizationSelections.organizationId} from ${organizationSelections} where ${organizationSelections.userId} = ${userId})`;
}

/** True when `organizationId` is the organisation `userId` chose in the header and is still a member of. */
export function isCurrentOrganizationOf(organizationId: AnyPgColumn, userId: string): SQL {
  return and(sql`${organizationId} = ${chosenOrganizationOf(userId)}`, isMemberOf(organizationId, userId)) as SQL;
}

/** The person's role in the organisation they chose in the header (null in their personal space), for a cache's version. */
export function currentOrganizationRoleOf(userId: string): SQL<string | null> {
  return sql<string | null>`(select ${organizationMembers.role}::text from ${organizationMembers} where ${organizationMembers.userId} = ${userId} and ${organizationMembers.organizationId} = ${chosenOrganizationOf(userId)})`;
}

/** The organisation `userId` chose in the header (null: their personal space), for a cache's version. */
export function currentOrganizationOf(userId: string): SQL<string | null> {
  return sql<string | null>`(select ${organizationSelections.organizationId}::text from ${organizationSelections} where ${organizationSelections.userId} = ${userId})`;
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

export interface OrganizationSummary {
  id: string;
  name: string;
  createdAt: Date;
  memberCount: number;
}

const memberCount = sql<number>`(select count(*)::int from ${organizationMembers} as m where m.organization_id = ${organizations.id})`.mapWith(Number);

/**
 * Locks the organisation's row until the caller's transaction ends: a change of its balance takes this lock first, as
 * membership changes do, so two debits run one after the other and a member removed meanwhile pays nothing.
 */
export async function lockOrganizationRow(tx: Db, organizationId: string): Promise<{ id: string; name: string } | undefined> {
  if (!isUuid(organizationId)) return undefined;
  const [row] = await tx.select({ id: organizations.id, name: organizations.name }).from(organizations).where(eq(organizations.id, organizationId)).for('update');
  return row;
}

/** The person's role in the organisation, or undefined when they are not a member (or it does not exist). */
export async function findOrganizationRole(db: Db, organizationId: string, userId: string): Promise<OrganizationRole | undefined> {
  if (!isUuid(organizationId)) return undefined;
  const [row] = await db
    .select({ role: organizationMembers.role })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)))
    .limit(1);
  return row?.role as OrganizationRole | undefined;
}

/** The organisation the person chose in the header, while they are still a member of it; null for their personal space. */
export async function findCurrentOrganizationId(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ organizationId: organizationSelections.organizationId })
    .from(organizationSelections)
    .innerJoin(organizationMembers, and(eq(organizationMembers.organizationId, organizationSelections.organizationId), eq(organizationMembers.userId, userId)))
    .where(eq(organizationSelections.userId, userId))
    .limit(1);
  return row?.organizationId ?? null;
}

export async function findOrganizationSummary(db: Db, organizationId: string): Promise<OrganizationSummary | undefined> {
  if (!isUuid(organizationId)) return undefined;
  const [row] = await db.select({ id: organizations.id, name: organizations.name, createdAt: organizations.createdAt, memberCount }).from(organizations).where(eq(organizations.id, organizationId)).limit(1);
  return row;
}

/** Organisations' names by id, for pages that list rows naming them (the money ledger). */
export async function findOrganizationNames(db: Db, organizationIds: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(organizationIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: organizations.id, name: organizations.name }).from(organizations).where(inArray(organizations.id, ids)).limit(ids.length);
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The organisations an id or an exact name (any case) names, at most two: the operator's command asks for the id when a name is shared. */
export async function findOrganizationsByIdOrName(db: Db, idOrName: string): Promise<OrganizationSummary[]> {
  const text = idOrName.trim();
  if (isUuid(text)) {
    const found = await findOrganizationSummary(db, text.toLowerCase());
    return found ? [found] : [];
  }
  const pattern = text.replace(/[\\%_]/g, (character) => `\\${character}`);
  return db.select({ id: organizations.id, name: organizations.name, createdAt: organizations.createdAt, memberCount }).from(organizations).where(ilike(organizations.name, pattern)).orderBy(asc(organizations.id)).limit(2);
}

/** Organisations by name for the operator's console, those whose name contains `search`; at most `limit`. */
export async function listOrganizationSummaries(db: Db, filter: { search: string; limit: number }): Promise<OrganizationSummary[]> {
  const pattern = `%${filter.search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return db
    .select({ id: organizations.id, name: organizations.name, createdAt: organizations.createdAt, memberCount })
    .from(organizations)
    .where(filter.search ? ilike(organizations.name, pattern) : undefined)
    .orderBy(asc(organizations.name), asc(organizations.id))
    .limit(filter.limit);
}

/** The members of the organisations (ids and roles), oldest first; at most `limit` in all. */
export async function listOrganizationMemberRoles(db: Db, organizationIds: readonly string[], limit: number): Promise<{ organizationId: string; userId: string; role: OrganizationRole; joinedAt: Date }[]> {
  if (organizationIds.length === 0) return [];
  const rows = await db
    .select({ organizationId: organizationMembers.organizationId, userId: organizationMembers.userId, role: organizationMembers.role, joinedAt: organizationMembers.createdAt })
    .from(organizationMembers)
    .where(inArray(organizationMembers.organizationId, [...organizationIds]))
    .orderBy(asc(organizationMembers.createdAt))
    .limit(limit);
  return rows.map((row) => ({ ...row, role: row.role as OrganizationRole }));
}

/** "Hand over ownership" for an account whose owner alone runs organisations others belong to. */
export function soleOwnerMessage(names: readonly string[]): string {
  const list = names.map((name) => `“${name}”`).join(', ');
  return `You are the only owner of ${list}, which ${names.length === 1 ? 'has' : 'have'} other members. On the Organisations page, make another member an owner (or remove the other members) before you delete your account.`;
}

/**
 * Runs in the transaction that deletes an account, before its row goes: an organisation the person alone owns with
 * other members in it stops the deletion (409, saying what to do); one where they are the only member is deleted
 * with the account; elsewhere their membership goes with the account. The organisations are locked (in id order),
 * so no one joins or is made owner between the check and the deletion.
 */
export async function releaseOrganizationsOfAccount(tx: Db, userId: string): Promise<void> {
  const owned = await tx
    .select({ id: organizationMembers.organizationId })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.userId, userId), eq(organizationMembers.role, 'owner')))
    .orderBy(asc(organizationMembers.organizationId));
  if (owned.length === 0) return;
  const ids = owned.map((row) => row.id);
  const locked = await tx.select({ id: organizations.id, name: organizations.name }).from(organizations).where(inArray(organizations.id, ids)).orderBy(asc(organizations.id)).for('update');
  const counts = await tx
    .select({
      organizationId: organizationMembers.organizationId,
      members: count(),
      owners: sql<number>`count(*) filter (where ${organizationMembers.role} = 'owner')`.mapWith(Number),
    })
    .from(organizationMembers)
    .where(inArray(organizationMembers.organizationId, ids))
    .groupBy(organizationMembers.organizationId);
  const byId = new Map(counts.map((row) => [row.organizationId, row]));
  const blocking = locked.filter((organization) => {
    const row = byId.get(organization.id);
    return row !== undefined && row.members > 1 && row.owners <= 1;
  });
  if (blocking.length > 0) throw conflict(soleOwnerMessage(blocking.map((organization) => organization.name)));
  const alone = locked.filter((organization) => byId.get(organization.id)?.members === 1).map((organization) => organization.id);
  // Its ledger, requests, invitations and selections go with it (foreign keys cascade).
  if (alone.length > 0) await tx.delete(organizations).where(inArray(organizations.id, alone));
}
