import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, idColumn, timestampColumn } from './columns.ts';
import { scenarios } from './scenarios.ts';
import { users } from './users.ts';

/** The credits ledger: append-only; a person's balance is the sum of their entries. */
export const creditEntries = pgTable(
  'credit_entries',
  {
    id: idColumn(),
    userId: belongsTo('user_id', () => users.id),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    /** 'welcome' | 'grant' | 'purchase' | 'session' | 'refund' (CREDIT_ENTRY_KINDS): what the Credits admin page filters by. */
    kind: text('kind').notNull().default('grant'),
    scenarioId: uuid('scenario_id').references(() => scenarios.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('credit_entries_user_id_idx').on(table.userId, table.createdAt), index('credit_entries_created_at_idx').on(table.createdAt)],
);

/** A person's request for more credits; an admin grants (a ledger entry) or declines it with a reason the person sees. */
export const creditRequests = pgTable(
  'credit_requests',
  {
    id: idColumn(),
    userId: belongsTo('user_id', () => users.id),
    amount: integer('amount').notNull(),
    message: text('message').notNull().default(''),
    /** 'pending' | 'granted' | 'declined'. */
    status: text('status').notNull().default('pending'),
    /** The admin's reason when declined (or a note when granted). */
    answer: text('answer'),
    /** How many credits the grant added (an admin may grant fewer or more than asked); null until granted. */
    grantedAmount: integer('granted_amount'),
    answeredBy: text('answered_by'),
    answeredAt: timestampColumn('answered_at'),
    createdAt: createdAt(),
  },
  (table) => [index('credit_requests_user_id_idx').on(table.userId, table.createdAt), index('credit_requests_status_idx').on(table.status, table.createdAt)],
);

/**
 * A credit package bought through Stripe Checkout: created when the checkout starts, completed once by the signed
 * webhook. `stripeEventId` is unique, so a replayed event adds nothing.
 */
export const creditPurchases = pgTable(
  'credit_purchases',
  {
    id: idColumn(),
    userId: belongsTo('user_id', () => users.id),
    checkoutSessionId: text('checkout_session_id').notNull().unique(),
    credits: integer('credits').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** 'open' | 'completed' | 'expired'. */
    status: text('status').notNull().default('open'),
    stripeEventId: text('stripe_event_id').unique(),
    completedAt: timestampColumn('completed_at'),
    createdAt: createdAt(),
  },
  (table) => [index('credit_purchases_user_id_idx').on(table.userId, table.createdAt)],
);

/**
 * The SHA-256 of every (lower-cased) e-mail address that has received welcome credits, kept after the account is
 * deleted so deleting and registering again does not grant them twice. It holds no address, only its hash.
 */
export const welcomeCreditGrants = pgTable('welcome_credit_grants', {
  emailHash: text('email_hash').primaryKey(),
  createdAt: createdAt(),
});
