// The organisations' queries (organizations, organization_members, organization_invitations; the join link's domains
// read from organization_domains, whose rules live in organization-domains.*), and the rows → answers mappers. Changes that must see a stable membership (the last owner, the member limit) run in the caller's
// transaction after `lockOrganization`.
import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizationInvitations, organizationMembers, organizationSelections, organizations } from '../../db/schema.ts';
import type { Organization, OrganizationInvitation } from '../../../shared/contracts/organizations.ts';
import type { InvitationRole, OrganizationRole } from '../../../shared/contracts/organizations-constants.ts';
import { joinLinkDomainsColumn } from './organization-domains.repository.ts';

export type OrganizationRow = typeof organizations.$inferSelect;
export type MemberRow = typeof organizationMembers.$inferSelect;
export type InvitationRow = typeof organizationInvitations.$inferSelect;

/** An organisation with the caller's role in it, how many members it has and its join link's domains. */
export interface MembershipRow {
  organization: OrganizationRow;
  role: OrganizationRole;
  memberCount: number;
  joinLinkDomains: string[];
}

const memberCount = sql<number>`(select count(*)::int from ${organizationMembers} as m where m.organization_id = ${organizations.id})`;

export function createOrganizationsRepository(db: Db) {
  return {
    /** The organisation and its first member, the owner, in one transaction. */
    async insertOrganization(values: { name: string }, ownerId: string): Promise<OrganizationRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(organizations).values(values).returning();
        if (!row) throw new Error('The organisation was not stored.');
        await tx.insert(organizationMembers).values({ organizationId: row.id, userId: ownerId, role: 'owner' });
        return row;
      });
    },

    async countMemberships(userId: string): Promise<number> {
      const [row] = await db.select({ total: count() }).from(organizationMembers).where(eq(organizationMembers.userId, userId));
      return row?.total ?? 0;
    },

    /** The caller's organisations by name, each with their role. */
    async listMemberships(userId: string, limit: number): Promise<MembershipRow[]> {
      const rows = await db
        .select({ organization: organizations, role: organizationMembers.role, memberCount, joinLinkDomains: joinLinkDomainsColumn })
        .from(organizationMembers)
        .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
        .where(eq(organizationMembers.userId, userId))
        .orderBy(asc(organizations.name), asc(organizations.id))
        .limit(limit);
      return rows.map((row) => ({ ...row, role: row.role as OrganizationRole }));
    },

    /** The organisation with the caller's role, or undefined when the caller is not a member (or it does not exist). */
    async findMembership(organizationId: string, userId: string): Promise<MembershipRow | undefined> {
      const [row] = await db
        .select({ organization: organizations, role: organizationMembers.role, memberCount, joinLinkDomains: joinLinkDomainsColumn })
        .from(organizationMembers)
        .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
        .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)))
        .limit(1);
      return row ? { ...row, role: row.role as OrganizationRole } : undefined;
    },

    async listMembers(organizationId: string, limit: number): Promise<MemberRow[]> {
      return db.select().from(organizationMembers).where(eq(organizationMembers.organizationId, organizationId)).orderBy(asc(organizationMembers.createdAt)).limit(limit);
    },

    async updateOrganization(organizationId: string, values: { name: string }): Promise<void> {
      await db
        .update(organizations)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(organizations.id, organizationId));
    },

    /** Locks the organisation's row until the caller's transaction ends, so membership changes take turns. */
    async lockOrganization(organizationId: string): Promise<OrganizationRow | undefined> {
      const [row] = await db.select().from(organizations).where(eq(organizations.id, organizationId)).for('update');
      return row;
    },

    async findMember(organizationId: string, userId: string): Promise<MemberRow | undefined> {
      const [row] = await db
        .select()
        .from(organizationMembers)
        .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)))
        .limit(1);
      return row;
    },

    async countMembers(organizationId: string, role?: OrganizationRole): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(organizationMembers)
        .where(and(eq(organizationMembers.organizationId, organizationId), role ? eq(organizationMembers.role, role) : undefined));
      return row?.total ?? 0;
    },

    async setRole(organizationId: string, userId: string, role: OrganizationRole): Promise<void> {
      await db
        .update(organizationMembers)
        .set({ role })
        .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)));
    },

    async deleteMember(organizationId: string, userId: string): Promise<boolean> {
      const rows = await db
        .delete(organizationMembers)
        .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)))
        .returning({ userId: organizationMembers.userId });
      return rows.length > 0;
    },

    /** Adds the member; false when they already are one. */
    async insertMember(organizationId: string, userId: string, role: OrganizationRole): Promise<boolean> {
      const rows = await db.insert(organizationMembers).values({ organizationId, userId, role }).onConflictDoNothing().returning({ userId: organizationMembers.userId });
      return rows.length > 0;
    },

    /** Open invitations: neither accepted nor revoked nor expired. */
    async listOpenInvitations(organizationId: string, limit: number, now = new Date()): Promise<InvitationRow[]> {
      return db
        .select()
        .from(organizationInvitations)
        .where(and(eq(organizationInvitations.organizationId, organizationId), isNull(organizationInvitations.acceptedAt), isNull(organizationInvitations.revokedAt), gt(organizationInvitations.expiresAt, now)))
        .orderBy(asc(organizationInvitations.createdAt))
        .limit(limit);
    },

    /**
     * Stores an invitation. An expired one for the same address is closed first, so the one-open-invitation index
     * counts only invitations that still work; undefined when the address has one that works.
     */
    async insertInvitation(values: { organizationId: string; email: string; role: InvitationRole; tokenHash: string; invitedBy: string; expiresAt: Date }, now = new Date()): Promise<InvitationRow | undefined> {
      await db
        .update(organizationInvitations)
        .set({ revokedAt: now })
        .where(
          and(
            eq(organizationInvitations.organizationId, values.organizationId),
            eq(organizationInvitations.email, values.email),
            isNull(organizationInvitations.acceptedAt),
            isNull(organizationInvitations.revokedAt),
            sql`${organizationInvitations.expiresAt} <= ${now}`,
          ),
        );
      const [row] = await db.insert(organizationInvitations).values(values).onConflictDoNothing().returning();
      return row;
    },

    /** Revokes an open invitation of this organisation; false when there is none with that id. */
    async revokeInvitation(organizationId: string, invitationId: string, now = new Date()): Promise<boolean> {
      const rows = await db
        .update(organizationInvitations)
        .set({ revokedAt: now })
        .where(and(eq(organizationInvitations.organizationId, organizationId), eq(organizationInvitations.id, invitationId), isNull(organizationInvitations.acceptedAt), isNull(organizationInvitations.revokedAt)))
        .returning({ id: organizationInvitations.id });
      return rows.length > 0;
    },

    /** The invitation a token hash names and its organisation; `forUpdate` locks the invitation until the transaction ends. */
    async findInvitation(tokenHash: string, forUpdate = false): Promise<{ invitation: InvitationRow; organization: OrganizationRow } | undefined> {
      const query = db
        .select({ invitation: organizationInvitations, organization: organizations })
        .from(organizationInvitations)
        .innerJoin(organizations, eq(organizations.id, organizationInvitations.organizationId))
        .where(eq(organizationInvitations.tokenHash, tokenHash))
        .limit(1);
      const [row] = forUpdate ? await query.for('update', { of: organizationInvitations }) : await query;
      return row;
    },

    async markInvitationAccepted(invitationId: string, userId: string, now = new Date()): Promise<void> {
      await db.update(organizationInvitations).set({ acceptedAt: now, acceptedBy: userId }).where(eq(organizationInvitations.id, invitationId));
    },

    /** The organisation the person chose in the header, if any (membership is checked by the caller). */
    async findSelection(userId: string): Promise<string | undefined> {
      const [row] = await db.select({ organizationId: organizationSelections.organizationId }).from(organizationSelections).where(eq(organizationSelections.userId, userId)).limit(1);
      return row?.organizationId;
    },

    /** Remembers the person's workspace: an organisation, or null for their personal space. */
    async saveSelection(userId: string, organizationId: string | null): Promise<void> {
      if (organizationId === null) {
        await db.delete(organizationSelections).where(eq(organizationSelections.userId, userId));
        return;
      }
      await db
        .insert(organizationSelections)
        .values({ userId, organizationId })
        .onConflictDoUpdate({ target: organizationSelections.userId, set: { organizationId, updatedAt: new Date() } });
    },

    /** Replaces the join link's hash (null: no join link). */
    async setJoinTokenHash(organizationId: string, joinTokenHash: string | null): Promise<void> {
      await db.update(organizations).set({ joinTokenHash, updatedAt: new Date() }).where(eq(organizations.id, organizationId));
    },

    async findByJoinTokenHash(joinTokenHash: string): Promise<OrganizationRow | undefined> {
      const [row] = await db.select().from(organizations).where(eq(organizations.joinTokenHash, joinTokenHash)).limit(1);
      return row;
    },
  };
}

export type OrganizationsRepository = ReturnType<typeof createOrganizationsRepository>;

export function toOrganization({ organization, role, memberCount, joinLinkDomains }: MembershipRow): Organization {
  return {
    id: organization.id,
    name: organization.name,
    email_domains: joinLinkDomains,
    role,
    member_count: memberCount,
    has_join_link: organization.joinTokenHash !== null,
    created_at: organization.createdAt.toISOString(),
  };
}

export function toInvitation(row: InvitationRow): OrganizationInvitation {
  return { id: row.id, email: row.email, role: row.role as InvitationRole, expires_at: row.expiresAt.toISOString(), created_at: row.createdAt.toISOString() };
}
