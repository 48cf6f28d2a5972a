import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestampColumn } from './columns.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/**
 * The money ledger: one append-only row for every payment, commission, payout, refund, dispute and grant, written in
 * the same transaction as what it pays for. `amountMinor` is signed from the operator's side (money in positive,
 * money out negative); `key` is unique per source event, so a replayed event never writes twice. A deleted account's
 * or organisation's entries stay, without the link.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: idColumn(),
    /** 'payment' | 'commission' | 'payout' | 'refund' | 'dispute' | 'grant'. */
    kind: text('kind').notNull(),
    /** In the currency's smallest unit: cents, lamports for 'sol', millionths for 'usdc' (bigint: lamports run large). */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** ISO 4217 lower case as Stripe writes it, or the Solana asset a payment was made in: 'sol', 'usdc'. */
    currency: text('currency').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    /** What the money was for: 'credit_purchase', 'plan_purchase', or another feature's own (the mentor plan's). */
    sourceType: text('source_type').notNull(),
    sourceId: text('source_id').notNull(),
    /** The Stripe event (or checkout session, or transaction) that wrote the entry, when there is one. */
    externalRef: text('external_ref'),
    /** What the person reads on their receipt: "Engram package", "2 GB of storage". */
    description: text('description').notNull(),
    /** One per source event: `<source_type>:<source_id>:<what happened>`. */
    key: text('key').notNull().unique(),
    createdAt: createdAt(),
  },
  (table) => [
    index('ledger_entries_created_at_idx').on(table.createdAt, table.id),
    index('ledger_entries_user_id_idx').on(table.userId, table.createdAt),
    index('ledger_entries_organization_id_idx').on(table.organizationId, table.createdAt),
    index('ledger_entries_source_idx').on(table.sourceType, table.sourceId),
    check('ledger_entries_kind_check', sql`${table.kind} in ('payment', 'commission', 'payout', 'refund', 'dispute', 'grant')`),
  ],
);

/**
 * What the daily reconciliation found wrong: a payment without its grant, a grant without its payment, a refund whose
 * grant was not taken back, a mentor's payout that the ledger and the payment disagree on. One row per problem and source; a later run that no longer finds it sets `resolvedAt`.
 */
export const ledgerFlags = pgTable(
  'ledger_flags',
  {
    id: idColumn(),
    /** 'payment_without_grant' | 'grant_without_payment' | 'refund_not_taken_back' | 'payout_mismatch'. */
    problem: text('problem').notNull(),
    sourceType: text('source_type').notNull(),
    sourceId: text('source_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    detail: text('detail').notNull(),
    firstSeenAt: timestampColumn('first_seen_at').notNull().defaultNow(),
    lastSeenAt: timestampColumn('last_seen_at').notNull().defaultNow(),
    resolvedAt: timestampColumn('resolved_at'),
  },
  (table) => [
    uniqueIndex('ledger_flags_problem_source_idx').on(table.problem, table.sourceType, table.sourceId),
    check('ledger_flags_problem_check', sql`${table.problem} in ('payment_without_grant', 'grant_without_payment', 'refund_not_taken_back', 'payout_mismatch')`),
  ],
);
