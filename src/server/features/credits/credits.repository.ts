// The only file that queries the credit_entries ledger and welcome_credit_grants. Entries are only ever added, never
// changed or removed: a balance is the sum of a person's entries.
import { desc, eq, sql } from 'drizzle-orm';
import type { CreditEntry } from '../../../shared/contracts/scenarios.ts';
import type { Db } from '../../db/client.ts';
import { creditEntries, users, welcomeCreditGrants } from '../../db/schema.ts';

export type CreditEntryRow = typeof creditEntries.$inferSelect;

export interface NewCreditEntry {
  userId: string;
  amount: number;
  reason: string;
  scenarioId?: string | null;
}

/** An entry as `GET /credits` answers it. */
export function toCreditEntry(row: CreditEntryRow): CreditEntry {
  return { amount: row.amount, reason: row.reason, created_at: row.createdAt.toISOString() };
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
      await db.insert(creditEntries).values({ userId: entry.userId, amount: entry.amount, reason: entry.reason, scenarioId: entry.scenarioId ?? null });
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

    /** Newest first, at most `limit`. */
    async listCreditEntries(userId: string, limit: number): Promise<CreditEntryRow[]> {
      return db.select().from(creditEntries).where(eq(creditEntries.userId, userId)).orderBy(desc(creditEntries.createdAt), desc(creditEntries.id)).limit(limit);
    },

    async findUserIdByEmail(email: string): Promise<string | undefined> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
      return row?.id;
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
