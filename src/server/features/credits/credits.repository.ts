// The only file that queries the credit_entries ledger, welcome_credit_grants, credit_requests and credit_purchases.
// Entries are only ever added, never changed or removed: a balance is the sum of a person's entries.
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AdminCreditLedgerEntry, CreditEntryKind } from '../../../shared/contracts/admin-credits.ts';
import type { CreditRequest, CreditRequestStatus } from '../../../shared/contracts/credits.ts';
import type { CreditEntry } from '../../../shared/contracts/scenarios.ts';
import type { Db } from '../../db/client.ts';
import { creditEntries, creditPurchases, creditRequests, users, welcomeCreditGrants } from '../../db/schema.ts';

export type CreditEntryRow = typeof creditEntries.$inferSelect;
export type CreditRequestRow = typeof creditRequests.$inferSelect;
export type CreditPurchaseRow = typeof creditPurchases.$inferSelect;

/** A request as its author reads it. */
export function toCreditRequest(row: CreditRequestRow): CreditRequest {
  return {
    id: row.id,
    amount: row.amount,
    message: row.message,
    status: row.status as CreditRequestStatus,
    answer: row.status === 'declined' ? row.answer : null,
    granted_amount: row.status === 'granted' ? (row.grantedAmount ?? row.amount) : null,
    created_at: row.createdAt.toISOString(),
    answered_at: row.answeredAt?.toISOString() ?? null,
  };
}

export interface NewCreditEntry {
  userId: string;
  amount: number;
  reason: string;
  kind: CreditEntryKind;
  scenarioId?: string | null;
}

/** An entry as `GET /credits` answers it, with the balance right after it. */
export function toCreditEntry(row: { amount: number; reason: string; createdAt: Date; balanceAfter: number }): CreditEntry {
  return { amount: row.amount, reason: row.reason, created_at: row.createdAt.toISOString(), balance_after: row.balanceAfter };
}

/** A LIKE pattern matching `text` anywhere, its own % and _ taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** `db` may be a transaction: the debit and the welcome entry run inside the transaction that pays or opens the account. */
export function createCreditsRepository(db: Db) {
  return {
    /** The sum of the person's entries; inside a transaction, its own uncommitted entries count. */
    async sumCreditEntries(userId: string): Promise<number> {
      const [row] = await db
        .select({ balance: sql<string>`coalesce(sum(${creditEntries.amount}), 0)` })
        .from(creditEntries)
        .where(eq(creditEntries.userId, userId));
      return Number(row?.balance ?? 0);
    },

    /** Records that the address (its hash) got welcome credits; false when it already had them. */
    async claimWelcomeGrant(emailHash: string): Promise<boolean> {
      const rows = await db.insert(welcomeCreditGrants).values({ emailHash }).onConflictDoNothing().returning({ emailHash: welcomeCreditGrants.emailHash });
      return rows.length > 0;
    },

    async insertCreditEntry(entry: NewCreditEntry): Promise<void> {
      await db.insert(creditEntries).values({ userId: entry.userId, amount: entry.amount, reason: entry.reason, kind: entry.kind, scenarioId: entry.scenarioId ?? null });
    },

    /**
     * Locks the person's user row until the caller's transaction ends. Every change of a balance that must not go
     * below zero takes this lock first, so two of them for the same person run one after the other.
     * Answers false when the user does not exist.
     */
    async lockCreditAccount(userId: string): Promise<boolean> {
      const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      return rows.length > 0;
    },

    /**
     * Newest first, at most `limit`, each with the balance right after it: one statement, so the running balances
     * and the entries are read from the same snapshot.
     */
    async listCreditEntries(userId: string, limit: number): Promise<{ amount: number; reason: string; createdAt: Date; balanceAfter: number }[]> {
      const running = db
        .select({
          id: creditEntries.id,
          amount: creditEntries.amount,
          reason: creditEntries.reason,
          createdAt: creditEntries.createdAt,
          balanceAfter: sql<string>`sum(${creditEntries.amount}) over (order by ${creditEntries.createdAt}, ${creditEntries.id})`.as('balance_after'),
        })
        .from(creditEntries)
        .where(eq(creditEntries.userId, userId))
        .as('running');
      const rows = await db.select().from(running).orderBy(desc(running.createdAt), desc(running.id)).limit(limit);
      return rows.map((row) => ({ amount: row.amount, reason: row.reason, createdAt: row.createdAt, balanceAfter: Number(row.balanceAfter) }));
    },

    /**
     * The ledger of every account for the admins, newest first: at most `limit` entries older than the entry `before`,
     * of people whose name or e-mail contains `search`, of one kind. Answers undefined when `before` names no entry
     * (its account was deleted since). Each entry carries its person's balance right after it, summed for the page's
     * rows only, through the (user, created_at) index.
     */
    async listLedgerEntries(filter: { search: string; kind: CreditEntryKind | ''; before?: string | undefined; limit: number }): Promise<AdminCreditLedgerEntry[] | undefined> {
      const conditions: (SQL | undefined)[] = [];
      if (filter.search) {
        const pattern = containing(filter.search);
        const people = db.select({ id: users.id }).from(users).where(or(ilike(users.name, pattern), ilike(users.email, pattern)));
        conditions.push(inArray(creditEntries.userId, people));
      }
      if (filter.kind) conditions.push(eq(creditEntries.kind, filter.kind));
      if (filter.before) {
        const [marker] = await db.select({ createdAt: creditEntries.createdAt }).from(creditEntries).where(eq(creditEntries.id, filter.before)).limit(1);
        if (!marker) return undefined;
        // Compared in the database, whose timestamps are finer than a JavaScript Date.
        conditions.push(sql`(${creditEntries.createdAt}, ${creditEntries.id}) < (select e.created_at, e.id from credit_entries e where e.id = ${filter.before})`);
      }
      const balanceAfter = sql<string>`(select coalesce(sum(e.amount), 0) from credit_entries e where e.user_id = ${creditEntries.userId} and (e.created_at, e.id) <= (${creditEntries.createdAt}, ${creditEntries.id}))`;
      const rows = await db
        .select({
          id: creditEntries.id,
          createdAt: creditEntries.createdAt,
          userId: creditEntries.userId,
          name: users.name,
          email: users.email,
          kind: creditEntries.kind,
          amount: creditEntries.amount,
          reason: creditEntries.reason,
          balanceAfter,
        })
        .from(creditEntries)
        .innerJoin(users, eq(users.id, creditEntries.userId))
        .where(and(...conditions))
        .orderBy(desc(creditEntries.createdAt), desc(creditEntries.id))
        .limit(filter.limit);
      return rows.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        kind: row.kind as CreditEntryKind,
        balanceAfter: Number(row.balanceAfter),
      }));
    },

    async findAccount(userId: string): Promise<{ id: string; name: string; email: string } | undefined> {
      const [row] = await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
      return row;
    },

    async findUserIdByEmail(email: string): Promise<string | undefined> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
      return row?.id;
    },

    // --- Requests ------------------------------------------------------------------------------------------------

    async findPendingCreditRequest(userId: string): Promise<CreditRequestRow | undefined> {
      const [row] = await db
        .select()
        .from(creditRequests)
        .where(and(eq(creditRequests.userId, userId), eq(creditRequests.status, 'pending')))
        .limit(1);
      return row;
    },

    /** The person's newest request, whatever its status. */
    async findLatestCreditRequest(userId: string): Promise<CreditRequestRow | undefined> {
      const [row] = await db.select().from(creditRequests).where(eq(creditRequests.userId, userId)).orderBy(desc(creditRequests.createdAt), desc(creditRequests.id)).limit(1);
      return row;
    },

    async insertCreditRequest(values: { userId: string; amount: number; message: string }): Promise<CreditRequestRow> {
      const [row] = await db.insert(creditRequests).values(values).returning();
      return row!;
    },

    /** Pending requests, oldest first, with who asked; at most `limit`. */
    async listPendingCreditRequests(limit: number) {
      return db
        .select({ request: creditRequests, email: users.email, name: users.name })
        .from(creditRequests)
        .innerJoin(users, eq(users.id, creditRequests.userId))
        .where(eq(creditRequests.status, 'pending'))
        .orderBy(asc(creditRequests.createdAt), asc(creditRequests.id))
        .limit(limit);
    },

    async findCreditRequest(id: string): Promise<CreditRequestRow | undefined> {
      const [row] = await db.select().from(creditRequests).where(eq(creditRequests.id, id)).limit(1);
      return row;
    },

    /** The request, locked until the caller's transaction ends, so two answers to it run one after the other. */
    async lockCreditRequest(id: string): Promise<CreditRequestRow | undefined> {
      const [row] = await db.select().from(creditRequests).where(eq(creditRequests.id, id)).for('update');
      return row;
    },

    /** Answers a pending request; false when it was no longer pending. */
    async answerCreditRequest(id: string, values: { status: 'granted' | 'declined'; answer: string | null; answeredBy: string; grantedAmount?: number }): Promise<boolean> {
      const rows = await db
        .update(creditRequests)
        .set({ ...values, answeredAt: sql`now()` })
        .where(and(eq(creditRequests.id, id), eq(creditRequests.status, 'pending')))
        .returning({ id: creditRequests.id });
      return rows.length > 0;
    },

    // --- Purchases -----------------------------------------------------------------------------------------------

    async insertCreditPurchase(values: { id: string; userId: string; checkoutSessionId: string; credits: number; amountCents: number; currency: string }): Promise<void> {
      await db.insert(creditPurchases).values(values);
    },

    /** The purchase of a Checkout Session, locked until the caller's transaction ends. */
    async lockCreditPurchaseBySession(checkoutSessionId: string): Promise<CreditPurchaseRow | undefined> {
      const [row] = await db.select().from(creditPurchases).where(eq(creditPurchases.checkoutSessionId, checkoutSessionId)).for('update');
      return row;
    },

    async isStripeEventRecorded(eventId: string): Promise<boolean> {
      const rows = await db.select({ id: creditPurchases.id }).from(creditPurchases).where(eq(creditPurchases.stripeEventId, eventId)).limit(1);
      return rows.length > 0;
    },

    /** Marks an open purchase completed by the event; false when it was not open any more. */
    async completeCreditPurchase(id: string, stripeEventId: string): Promise<boolean> {
      const rows = await db
        .update(creditPurchases)
        .set({ status: 'completed', stripeEventId, completedAt: sql`now()` })
        .where(and(eq(creditPurchases.id, id), eq(creditPurchases.status, 'open')))
        .returning({ id: creditPurchases.id });
      return rows.length > 0;
    },

    /** Marks an open purchase expired (its Checkout Session ran out); false when it was not open. */
    async expireCreditPurchase(id: string): Promise<boolean> {
      const rows = await db
        .update(creditPurchases)
        .set({ status: 'expired' })
        .where(and(eq(creditPurchases.id, id), eq(creditPurchases.status, 'open')))
        .returning({ id: creditPurchases.id });
      return rows.length > 0;
    },

    /** Adds an entry and answers the new balance, both under the account lock so the balance read is this entry's. */
    async addCreditEntry(entry: NewCreditEntry): Promise<number | undefined> {
      return db.transaction(async (tx) => {
        const ledger = createCreditsRepository(tx);
        if (!(await ledger.lockCreditAccount(entry.userId))) return undefined;
        await ledger.insertCreditEntry(entry);
        return ledger.sumCreditEntries(entry.userId);
      });
    },
  };
}

export type CreditsRepository = ReturnType<typeof createCreditsRepository>;
