// The only file that queries the credit_entries ledger, welcome_credit_grants, credit_requests and credit_purchases.
// Entries are only ever added, never changed or removed: a balance is the sum of a person's entries.
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AdminCreditLedgerEntry, CreditEntryKind } from '../../../shared/contracts/admin-credits.ts';
import type { CreditRequest, CreditRequestStatus } from '../../../shared/contracts/credits.ts';
import type { CreditEntry } from '../../../shared/contracts/scenarios.ts';
import type { Db } from '../../db/client.ts';
import { creditEntries, creditPurchaseEvents, creditPurchases, creditRequests, welcomeCreditGrants } from '../../db/schema.ts';
import { accountIdsMatching, findAccountContact, findAccountContacts, findAccountIdByEmail, lockAccount } from '../users/account-records.repository.ts';

export type CreditEntryRow = typeof creditEntries.$inferSelect;
export type CreditRequestRow = typeof creditRequests.$inferSelect;
export type CreditPurchaseRow = typeof creditPurchases.$inferSelect;

/** The columns a person's and an organisation's credit requests share. */
type CreditRequestColumns = Pick<CreditRequestRow, 'id' | 'amount' | 'message' | 'status' | 'answer' | 'grantedAmount' | 'createdAt' | 'answeredAt'>;

/** A request as its author reads it (an organisation's request adds who asked). */
export function toCreditRequest(row: CreditRequestColumns): CreditRequest {
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
      return lockAccount(db, userId);
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
        conditions.push(inArray(creditEntries.userId, accountIdsMatching(db, pattern)));
      }
      if (filter.kind) conditions.push(eq(creditEntries.kind, filter.kind));
      if (filter.before) {
        const [marker] = await db.select({ createdAt: creditEntries.createdAt }).from(creditEntries).where(eq(creditEntries.id, filter.before)).limit(1);
        if (!marker) return undefined;
        // Compared in the database, whose timestamps are finer than a JavaScript Date.
        conditions.push(sql`(${creditEntries.createdAt}, ${creditEntries.id}) < (select e.created_at, e.id from credit_entries e where e.id = ${filter.before})`);
      }
      // The outer row's columns are named with their table: in a one-table statement drizzle leaves them bare, and a bare
      // user_id inside the subquery would be e's own.
      const balanceAfter = sql<string>`(select coalesce(sum(e.amount), 0) from credit_entries e where e.user_id = credit_entries.user_id and (e.created_at, e.id) <= (credit_entries.created_at, credit_entries.id))`;
      const rows = await db
        .select({
          id: creditEntries.id,
          createdAt: creditEntries.createdAt,
          userId: creditEntries.userId,
          kind: creditEntries.kind,
          amount: creditEntries.amount,
          reason: creditEntries.reason,
          balanceAfter,
        })
        .from(creditEntries)
        .where(and(...conditions))
        .orderBy(desc(creditEntries.createdAt), desc(creditEntries.id))
        .limit(filter.limit);
      const people = await findAccountContacts(db, rows.map((row) => row.userId));
      // An entry whose account went between the two reads is left out, as its deletion takes the entry with it.
      return rows.flatMap((row) => {
        const person = people.get(row.userId);
        if (!person) return [];
        const { id, createdAt, userId, kind, amount, reason, balanceAfter } = row;
        return [{ id, createdAt: createdAt.toISOString(), userId, name: person.name, email: person.email, kind: kind as CreditEntryKind, amount, reason, balanceAfter: Number(balanceAfter) }];
      });
    },

    findAccount: (userId: string) => findAccountContact(db, userId),

    findUserIdByEmail: (email: string) => findAccountIdByEmail(db, email),

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
    async listPendingCreditRequests(limit: number): Promise<{ request: CreditRequestRow; email: string; name: string }[]> {
      const requests = await db
        .select()
        .from(creditRequests)
        .where(eq(creditRequests.status, 'pending'))
        .orderBy(asc(creditRequests.createdAt), asc(creditRequests.id))
        .limit(limit);
      const people = await findAccountContacts(db, requests.map((request) => request.userId));
      return requests.flatMap((request) => {
        const person = people.get(request.userId);
        return person ? [{ request, email: person.email, name: person.name }] : [];
      });
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

    /** The purchase with its row locked until the transaction ends: Stripe's events for one purchase apply one at a time. */
    async lockCreditPurchase(id: string): Promise<CreditPurchaseRow | undefined> {
      const [row] = await db.select().from(creditPurchases).where(eq(creditPurchases.id, id)).for('update');
      return row;
    },

    async findCreditPurchaseIdByPaymentIntent(paymentIntentId: string): Promise<string | undefined> {
      const [row] = await db.select({ id: creditPurchases.id }).from(creditPurchases).where(eq(creditPurchases.paymentIntentId, paymentIntentId)).limit(1);
      return row?.id;
    },

    /** The payment that paid the purchase, kept the first time an event names it: refunds and disputes name only it. */
    async setCreditPaymentIntent(id: string, paymentIntentId: string): Promise<void> {
      await db.update(creditPurchases).set({ paymentIntentId }).where(and(eq(creditPurchases.id, id), sql`${creditPurchases.paymentIntentId} is null`));
    },

    /** Keeps a refund or dispute event's id; false when it was applied before (the same event sent again). */
    async recordCreditPurchaseEvent(eventId: string, purchaseId: string, type: string): Promise<boolean> {
      const rows = await db.insert(creditPurchaseEvents).values({ eventId, purchaseId, type }).onConflictDoNothing().returning({ eventId: creditPurchaseEvents.eventId });
      return rows.length === 1;
    },

    /** Stripe's refunded total only grows, so the larger of the two is the truth whatever order the events came in. */
    async raiseCreditRefunded(id: string, refundedCents: number): Promise<void> {
      await db
        .update(creditPurchases)
        .set({ refundedCents: sql`greatest(${creditPurchases.refundedCents}, ${refundedCents})` })
        .where(eq(creditPurchases.id, id));
    },

    /** A dispute opens only when none was seen; a closed one's outcome stands over a late 'created'. */
    async setCreditDispute(id: string, status: 'open' | 'won' | 'lost'): Promise<void> {
      const where = status === 'open' ? and(eq(creditPurchases.id, id), sql`${creditPurchases.disputeStatus} is null`) : eq(creditPurchases.id, id);
      await db.update(creditPurchases).set({ disputeStatus: status }).where(where);
    },

    async setCreditsTakenBack(id: string, creditsTakenBack: number): Promise<void> {
      await db.update(creditPurchases).set({ creditsTakenBack }).where(eq(creditPurchases.id, id));
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
