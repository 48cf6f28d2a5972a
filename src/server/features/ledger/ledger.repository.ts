// The only file that queries the ledger's tables: its entries (written once per source event, never changed) and the
// reconciliation's flags.
import { and, asc, desc, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { LedgerKind, LedgerProblem } from '../../../shared/contracts/ledger.ts';
import type { Db } from '../../db/client.ts';
import { ledgerEntries, ledgerFlags } from '../../db/schema.ts';
import { findOrganizationNames } from '../organizations/organization-records.repository.ts';
import { findAccountContacts } from '../users/account-records.repository.ts';
import type { MoneyLedgerEntry } from '../feature-deps.ts';

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;


/** The admin's filters: a person, an organisation, a kind, and a period [since, until). */
export interface LedgerFilters {
  userId?: string | undefined;
  organizationId?: string | undefined;
  kind?: LedgerKind | undefined;
  since?: Date | undefined;
  until?: Date | undefined;
}

/** A problem the reconciliation found, before it is kept as a flag. */
export interface FoundProblem {
  problem: LedgerProblem;
  sourceType: string;
  sourceId: string;
  userId: string | null;
  amountMinor: number;
  currency: string;
  detail: string;
}

/** The most problems of each check one reconciliation run keeps, so a run stays bounded whatever went wrong. */
export const RECONCILE_CHECK_LIMIT = 1000;
/** The most rows one read of the CSV export takes: the export streams batch after batch. */
export const EXPORT_BATCH_SIZE = 500;

function filtersWhere(filters: LedgerFilters): SQL | undefined {
  return and(
    filters.userId ? eq(ledgerEntries.userId, filters.userId) : undefined,
    filters.organizationId ? eq(ledgerEntries.organizationId, filters.organizationId) : undefined,
    filters.kind ? eq(ledgerEntries.kind, filters.kind) : undefined,
    filters.since ? gte(ledgerEntries.createdAt, filters.since) : undefined,
    filters.until ? lt(ledgerEntries.createdAt, filters.until) : undefined,
  );
}

/** Entries with the address of their person and the name of their organisation, read from the features that own them. */
async function withNames(db: Db, entries: LedgerEntryRow[]): Promise<AdminLedgerRow[]> {
  const [contacts, names] = await Promise.all([
    findAccountContacts(db, entries.flatMap((entry) => (entry.userId ? [entry.userId] : []))),
    findOrganizationNames(db, entries.flatMap((entry) => (entry.organizationId ? [entry.organizationId] : []))),
  ]);
  return entries.map((entry) => ({
    entry,
    email: entry.userId ? (contacts.get(entry.userId)?.email ?? null) : null,
    organizationName: entry.organizationId ? (names.get(entry.organizationId) ?? null) : null,
  }));
}

/** The rows of a raw query (the checks below join tables drizzle's builder would make harder to read). */
async function rowsOf(db: Db, query: SQL): Promise<Record<string, unknown>[]> {
  return ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
}

export type AdminLedgerRow = { entry: LedgerEntryRow; email: string | null; organizationName: string | null };

export function createLedgerRepository(db: Db) {
  return {
    /** Writes the entry unless its key was written before; true when written. */
    async insertEntry(entry: MoneyLedgerEntry): Promise<boolean> {
      const rows = await db.insert(ledgerEntries).values(entry).onConflictDoNothing({ target: ledgerEntries.key }).returning({ id: ledgerEntries.id });
      return rows.length === 1;
    },

    /** Newest first, `limit` at a time, older than the entry `before` when given. */
    async listEntries(filters: LedgerFilters, limit: number, before?: string): Promise<AdminLedgerRow[]> {
      // Compared in the database: a timestamp read into JavaScript loses its microseconds.
      const cursor = before ? sql`(${ledgerEntries.createdAt}, ${ledgerEntries.id}) < (select e.created_at, e.id from ledger_entries e where e.id = ${before})` : undefined;
      const entries = await db
        .select()
        .from(ledgerEntries)
        .where(and(filtersWhere(filters), cursor))
        .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
        .limit(limit);
      return withNames(db, entries);
    },

    /** Oldest first after `after`, for the CSV export: the period bounds it, the batch size bounds each read. */
    async exportBatch(filters: LedgerFilters, afterId: string | null, limit = EXPORT_BATCH_SIZE): Promise<AdminLedgerRow[]> {
      const cursor = afterId ? sql`(${ledgerEntries.createdAt}, ${ledgerEntries.id}) > (select e.created_at, e.id from ledger_entries e where e.id = ${afterId})` : undefined;
      const entries = await db
        .select()
        .from(ledgerEntries)
        .where(and(filtersWhere(filters), cursor))
        .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id))
        .limit(limit);
      return withNames(db, entries);
    },

    /** The sum and count per currency and kind of every entry the filters match. */
    totals(filters: LedgerFilters): Promise<{ currency: string; kind: string; amountMinor: number; entries: number }[]> {
      return db
        .select({
          currency: ledgerEntries.currency,
          kind: ledgerEntries.kind,
          amountMinor: sql<number>`coalesce(sum(${ledgerEntries.amountMinor}), 0)::bigint`.mapWith(Number),
          entries: sql<number>`count(*)::int`.mapWith(Number),
        })
        .from(ledgerEntries)
        .where(filtersWhere(filters))
        .groupBy(ledgerEntries.currency, ledgerEntries.kind)
        .orderBy(ledgerEntries.currency, ledgerEntries.kind);
    },

    /** A person's own entries, newest first. */
    listForUser(userId: string, limit: number): Promise<LedgerEntryRow[]> {
      return db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId)).orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id)).limit(limit);
    },

    /**
     * Every problem the ledger and the purchases disagree on now. It reads the purchase tables (the credits', the
     * plans' and the mentor plan's payments), never writes them: a grant is a completed credit purchase, a paid plan
     * purchase, or a mentor's chat paid for (through Stripe, or verified on Solana with its transaction); a refund is
     * taken back when the purchase's refunded total covers the refunds the ledger holds and, for credits, when the
     * credits it repaid were taken off the balance; a mentor's payout is in the ledger exactly when the owner had their
     * share, for that share. A deleted account's purchases stay, without the person, and are checked like the others.
     */
    async findProblems(limit = RECONCILE_CHECK_LIMIT): Promise<FoundProblem[]> {
      const grantsWithoutPayment = await rowsOf(db, sql`
        select 'credit_purchase' as source_type, p.id::text as source_id, p.user_id, p.amount_cents as amount_minor, p.currency,
               p.credits || ' credits granted without a payment in the ledger' as detail
        from credit_purchases p
        where p.status = 'completed' and p.amount_cents > 0
          and not exists (select 1 from ledger_entries e where e.key = 'credit_purchase:' || p.id || ':payment')
        union all
        select 'plan_purchase', p.id::text, p.user_id, p.amount_cents, p.currency,
               case when p.item = 'package' then 'Engram package' else p.quantity || ' GB of storage' end || ' granted without a payment in the ledger'
        from plan_purchases p
        where p.status = 'paid' and p.amount_cents > 0
          and not exists (select 1 from ledger_entries e where e.key = 'plan_purchase:' || p.id || ':payment')
        union all
        select 'mentor_payment', p.id::text, p.buyer_user_id, p.gross_amount, p.currency,
               case when p.method = 'solana' then 'A mentor chat paid on Solana (verified)' else 'A mentor chat paid through Stripe' end || ' without a payment in the ledger'
        from mentor_payments p
        where p.paid_at is not null and p.gross_amount > 0
          and not exists (select 1 from ledger_entries e where e.key = 'mentor_payment:' || p.id || ':paid')
        limit ${limit}`);
      const paymentsWithoutGrant = await rowsOf(db, sql`
        select e.source_type, e.source_id, e.user_id, e.amount_minor, e.currency,
               e.description || ': paid, but the purchase is not granted' as detail
        from ledger_entries e
        where e.kind = 'payment' and e.user_id is not null
          and ((e.source_type = 'credit_purchase' and not exists (select 1 from credit_purchases p where p.id::text = e.source_id and p.status = 'completed'))
            or (e.source_type = 'plan_purchase' and not exists (select 1 from plan_purchases p where p.id::text = e.source_id and p.status = 'paid')))
        union all
        -- A mentor's payment in the ledger is a chat paid for: through Stripe, or on Solana verified with its transaction.
        select e.source_type, e.source_id, e.user_id, e.amount_minor, e.currency,
               e.description || ': in the ledger, but no ' || case when e.currency in ('sol', 'usdc') then 'verified Solana payment' else 'paid mentor payment' end
        from ledger_entries e
        where e.kind = 'payment' and e.source_type = 'mentor_payment'
          and not exists (select 1 from mentor_payments p where p.id::text = e.source_id and p.paid_at is not null and p.gross_amount = e.amount_minor
                            and (p.method = 'stripe' or (p.status = 'paid' and p.solana_signature is not null)))
        limit ${limit}`);
      const refundsNotTakenBack = await rowsOf(db, sql`
        select 'plan_purchase' as source_type, p.id::text as source_id, p.user_id, -r.refunded as amount_minor, p.currency,
               r.refunded || ' refunded, but the purchase records ' || p.refunded_cents || ' taken back' as detail
        from (select e.source_id, -sum(e.amount_minor)::int as refunded from ledger_entries e
              where e.kind = 'refund' and e.source_type = 'plan_purchase' group by e.source_id) r
        join plan_purchases p on p.id::text = r.source_id
        where r.refunded > p.refunded_cents
        union all
        select 'credit_purchase', p.id::text, p.user_id, -r.refunded, p.currency,
               r.refunded || ' refunded, but the purchase records ' || p.refunded_cents || ' taken back'
        from (select e.source_id, -sum(e.amount_minor)::int as refunded from ledger_entries e
              where e.kind = 'refund' and e.source_type = 'credit_purchase' group by e.source_id) r
        join credit_purchases p on p.id::text = r.source_id
        where r.refunded > p.refunded_cents
        union all
        -- The credits a refund or dispute repaid (credit-refunds.ts's creditsOwedBack) and not taken off the balance.
        select 'credit_purchase', p.id::text, p.user_id, case when p.dispute_status in ('open', 'lost') then -p.amount_cents else -p.refunded_cents end, p.currency,
               o.owed || ' credits repaid, but ' || p.credits_taken_back || ' taken back from the balance'
        from credit_purchases p
        cross join lateral (select case
            when p.status <> 'completed' then 0
            when p.dispute_status in ('open', 'lost') then p.credits
            when p.refunded_cents <= 0 or p.amount_cents <= 0 then 0
            else least(p.credits, ceil(p.credits::numeric * least(p.refunded_cents, p.amount_cents) / p.amount_cents)::int) end as owed) o
        where p.user_id is not null and o.owed <> p.credits_taken_back
        limit ${limit}`);
      // The owner had their share (an admin settled it, or the Solana transaction paid it) exactly when the ledger
      // holds its payout, for that share.
      const payoutMismatches = await rowsOf(db, sql`
        select 'mentor_payment' as source_type, p.id::text as source_id, p.owner_user_id as user_id, -p.owner_share_amount as amount_minor, p.currency,
               'The owner had their share, but the ledger holds no payout for it' as detail
        from mentor_payments p
        where p.settled_at is not null and p.owner_share_amount > 0
          and not exists (select 1 from ledger_entries e where e.key = 'mentor_payment:' || p.id || ':payout')
        union all
        select 'mentor_payment', e.source_id, e.user_id, e.amount_minor, e.currency,
               'The ledger holds a payout of ' || -e.amount_minor || ', but the payment records ' ||
               coalesce((select case when p.settled_at is null then 'the share still ' || p.status else 'a share of ' || p.owner_share_amount end
                         from mentor_payments p where p.id::text = e.source_id), 'no payment')
        from ledger_entries e
        where e.kind = 'payout' and e.source_type = 'mentor_payment'
          and not exists (select 1 from mentor_payments p where p.id::text = e.source_id and p.settled_at is not null and p.owner_share_amount = -e.amount_minor)
        limit ${limit}`);
      const toProblem = (problem: LedgerProblem) => (row: Record<string, unknown>): FoundProblem => ({
        problem,
        sourceType: String(row.source_type),
        sourceId: String(row.source_id),
        userId: row.user_id == null ? null : String(row.user_id),
        amountMinor: Number(row.amount_minor),
        currency: String(row.currency),
        detail: String(row.detail),
      });
      return [
        ...grantsWithoutPayment.map(toProblem('grant_without_payment')),
        ...paymentsWithoutGrant.map(toProblem('payment_without_grant')),
        ...refundsNotTakenBack.map(toProblem('refund_not_taken_back')),
        ...payoutMismatches.map(toProblem('payout_mismatch')),
      ];
    },

    /**
     * Keeps what a run found (call it in a transaction): a problem seen before is seen again (and reopened if it had
     * been fixed), a new one is added; open ones the run did not find are resolved. Answers the new ones.
     */
    async saveFlags(found: FoundProblem[]): Promise<{ raised: FoundProblem[]; resolved: number; open: number }> {
      const [{ now }] = (await rowsOf(db, sql`select now() as now`)) as [{ now: Date | string }];
      const raised: FoundProblem[] = [];
      for (const problem of found) {
        const [row] = await db
          .insert(ledgerFlags)
          .values({ ...problem, firstSeenAt: sql`now()`, lastSeenAt: sql`now()` })
          .onConflictDoUpdate({
            target: [ledgerFlags.problem, ledgerFlags.sourceType, ledgerFlags.sourceId],
            set: {
              lastSeenAt: sql`now()`,
              resolvedAt: null,
              detail: problem.detail,
              amountMinor: problem.amountMinor,
              // A problem that had been fixed and came back counts as new.
              firstSeenAt: sql`case when ${ledgerFlags.resolvedAt} is null then ${ledgerFlags.firstSeenAt} else now() end`,
            },
          })
          .returning({ firstSeenAt: ledgerFlags.firstSeenAt });
        if (row && row.firstSeenAt.getTime() === new Date(now).getTime()) raised.push(problem);
      }
      const resolved = await db
        .update(ledgerFlags)
        .set({ resolvedAt: sql`now()` })
        .where(and(isNull(ledgerFlags.resolvedAt), lt(ledgerFlags.lastSeenAt, sql`now()`)))
        .returning({ id: ledgerFlags.id });
      return { raised, resolved: resolved.length, open: found.length };
    },

    /** The open flags, newest first. */
    async listOpenFlags(limit: number) {
      const flags = await db
        .select()
        .from(ledgerFlags)
        .where(isNull(ledgerFlags.resolvedAt))
        .orderBy(desc(ledgerFlags.firstSeenAt), desc(ledgerFlags.id))
        .limit(limit);
      const contacts = await findAccountContacts(db, flags.flatMap((flag) => (flag.userId ? [flag.userId] : [])));
      return flags.map((flag) => ({ flag, email: flag.userId ? (contacts.get(flag.userId)?.email ?? null) : null }));
    },
  };
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
