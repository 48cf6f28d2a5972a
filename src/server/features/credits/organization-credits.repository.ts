// The only file that queries organization_credit_entries and organization_credit_requests. Entries are only ever added:
// an organisation's balance is the sum of its entries. Changes that must not take it below zero run in the caller's
// transaction after `lockOrganizationRow` (organizations/organization-records.repository.ts).
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { OrganizationCreditEntryKind } from '../../../shared/contracts/organization-credits.ts';
import type { Db } from '../../db/client.ts';
import { organizationCreditEntries, organizationCreditRequests } from '../../db/schema.ts';

export type OrganizationCreditRequestRow = typeof organizationCreditRequests.$inferSelect;

export interface NewOrganizationCreditEntry {
  organizationId: string;
  memberId: string | null;
  amount: number;
  reason: string;
  kind: OrganizationCreditEntryKind;
  scenarioId?: string | null;
  conversationId?: string | null;
}

export interface OrganizationCreditEntryRow {
  id: string;
  kind: OrganizationCreditEntryKind;
  amount: number;
  reason: string;
  memberId: string | null;
  createdAt: Date;
  balanceAfter: number;
}

/** Spending per member: sessions paid less those refunded, and the credits they took net. */
export interface MemberSpendRow {
  memberId: string | null;
  sessions: number;
  creditsSpent: number;
}

const entries = organizationCreditEntries;
const sessionsNet = sql<number>`(count(*) filter (where ${entries.kind} = 'session') - count(*) filter (where ${entries.kind} = 'refund'))::int`.mapWith(Number);
const creditsSpent = sql<number>`coalesce(-sum(${entries.amount}) filter (where ${entries.kind} in ('session', 'refund')), 0)::int`.mapWith(Number);

export function createOrganizationCreditsRepository(db: Db) {
  return {
    /** The organisation's balance; inside a transaction, its own uncommitted entries count. */
    async sumBalance(organizationId: string): Promise<number> {
      const [row] = await db
        .select({ balance: sql<string>`coalesce(sum(${entries.amount}), 0)` })
        .from(entries)
        .where(eq(entries.organizationId, organizationId));
      return Number(row?.balance ?? 0);
    },

    /** Each organisation's balance; an organisation without entries is absent (its balance is 0). */
    async sumBalances(organizationIds: readonly string[]): Promise<Map<string, number>> {
      if (organizationIds.length === 0) return new Map();
      const rows = await db
        .select({ organizationId: entries.organizationId, balance: sql<number>`sum(${entries.amount})::int`.mapWith(Number) })
        .from(entries)
        .where(inArray(entries.organizationId, [...organizationIds]))
        .groupBy(entries.organizationId);
      return new Map(rows.map((row) => [row.organizationId, row.balance]));
    },

    async insertEntry(entry: NewOrganizationCreditEntry): Promise<void> {
      await db.insert(entries).values({ ...entry, scenarioId: entry.scenarioId ?? null, conversationId: entry.conversationId ?? null });
    },

    /**
     * Newest first, at most `limit`, each with the organisation's balance right after it (summed over every entry, in
     * one statement); only `memberId`'s entries when given.
     */
    async listEntries(organizationId: string, limit: number, memberId?: string): Promise<OrganizationCreditEntryRow[]> {
      const running = db
        .select({
          id: entries.id,
          kind: entries.kind,
          amount: entries.amount,
          reason: entries.reason,
          memberId: entries.memberId,
          createdAt: entries.createdAt,
          balanceAfter: sql<string>`sum(${entries.amount}) over (order by ${entries.createdAt}, ${entries.id})`.as('balance_after'),
        })
        .from(entries)
        .where(eq(entries.organizationId, organizationId))
        .as('running');
      const rows = await db
        .select()
        .from(running)
        .where(memberId ? eq(running.memberId, memberId) : undefined)
        .orderBy(desc(running.createdAt), desc(running.id))
        .limit(limit);
      return rows.map((row) => ({ ...row, kind: row.kind as OrganizationCreditEntryKind, balanceAfter: Number(row.balanceAfter) }));
    },

    /** What each member spent from the balance, since `since` when given. */
    async sumSpendPerMember(organizationId: string, since?: Date): Promise<MemberSpendRow[]> {
      return db
        .select({ memberId: entries.memberId, sessions: sessionsNet, creditsSpent })
        .from(entries)
        .where(and(eq(entries.organizationId, organizationId), inArray(entries.kind, ['session', 'refund']), since ? gte(entries.createdAt, since) : undefined))
        .groupBy(entries.memberId);
    },

    /** Sessions paid (less refunds) and credits spent per organisation since `since`. */
    async sumUsageSince(organizationIds: readonly string[], since: Date): Promise<Map<string, { sessions: number; creditsSpent: number }>> {
      if (organizationIds.length === 0) return new Map();
      const rows = await db
        .select({ organizationId: entries.organizationId, sessions: sessionsNet, creditsSpent })
        .from(entries)
        .where(and(inArray(entries.organizationId, [...organizationIds]), inArray(entries.kind, ['session', 'refund']), gte(entries.createdAt, since)))
        .groupBy(entries.organizationId);
      return new Map(rows.map((row) => [row.organizationId, { sessions: row.sessions, creditsSpent: row.creditsSpent }]));
    },

    /** The organisation's debit for a session, if the organisation paid for it. */
    async findSessionDebit(conversationId: string): Promise<{ organizationId: string; memberId: string | null; amount: number } | undefined> {
      const [row] = await db
        .select({ organizationId: entries.organizationId, memberId: entries.memberId, amount: entries.amount })
        .from(entries)
        .where(and(eq(entries.conversationId, conversationId), eq(entries.kind, 'session')))
        .limit(1);
      return row;
    },

    // --- Requests ------------------------------------------------------------------------------------------------

    async findPendingRequest(organizationId: string): Promise<OrganizationCreditRequestRow | undefined> {
      const [row] = await db
        .select()
        .from(organizationCreditRequests)
        .where(and(eq(organizationCreditRequests.organizationId, organizationId), eq(organizationCreditRequests.status, 'pending')))
        .limit(1);
      return row;
    },

    /** The organisation's newest request, whatever its status. */
    async findLatestRequest(organizationId: string): Promise<OrganizationCreditRequestRow | undefined> {
      const [row] = await db
        .select()
        .from(organizationCreditRequests)
        .where(eq(organizationCreditRequests.organizationId, organizationId))
        .orderBy(desc(organizationCreditRequests.createdAt), desc(organizationCreditRequests.id))
        .limit(1);
      return row;
    },

    /** Each organisation's pending request amount. */
    async findPendingAmounts(organizationIds: readonly string[]): Promise<Map<string, number>> {
      if (organizationIds.length === 0) return new Map();
      const rows = await db
        .select({ organizationId: organizationCreditRequests.organizationId, amount: organizationCreditRequests.amount })
        .from(organizationCreditRequests)
        .where(and(inArray(organizationCreditRequests.organizationId, [...organizationIds]), eq(organizationCreditRequests.status, 'pending')))
        .limit(organizationIds.length);
      return new Map(rows.map((row) => [row.organizationId, row.amount]));
    },

    async insertRequest(values: { organizationId: string; requestedBy: string; amount: number; message: string }): Promise<OrganizationCreditRequestRow> {
      const [row] = await db.insert(organizationCreditRequests).values(values).returning();
      return row!;
    },

    /** The organisation's request, locked until the caller's transaction ends, so two answers run one after the other. */
    async lockRequest(organizationId: string, id: string): Promise<OrganizationCreditRequestRow | undefined> {
      const [row] = await db
        .select()
        .from(organizationCreditRequests)
        .where(and(eq(organizationCreditRequests.id, id), eq(organizationCreditRequests.organizationId, organizationId)))
        .for('update');
      return row;
    },

    async findRequest(id: string): Promise<OrganizationCreditRequestRow | undefined> {
      const [row] = await db.select().from(organizationCreditRequests).where(eq(organizationCreditRequests.id, id)).limit(1);
      return row;
    },

    /** Answers a pending request; false when it was no longer pending. */
    async answerRequest(id: string, values: { status: 'granted' | 'declined'; answer: string | null; answeredBy: string; grantedAmount?: number }): Promise<boolean> {
      const rows = await db
        .update(organizationCreditRequests)
        .set({ ...values, answeredAt: sql`now()` })
        .where(and(eq(organizationCreditRequests.id, id), eq(organizationCreditRequests.status, 'pending')))
        .returning({ id: organizationCreditRequests.id });
      return rows.length > 0;
    },
  };
}

export type OrganizationCreditsRepository = ReturnType<typeof createOrganizationCreditsRepository>;
