import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, idColumn, timestampColumn } from './columns.ts';
import { organizations } from './organizations.ts';
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

/** What a request for credits holds, a person's or an organisation's: the amount and message asked, then the answer. */
const creditRequestColumns = () => ({
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
});

/** A person's request for more credits; an admin grants (a ledger entry) or declines it with a reason the person sees. */
export const creditRequests = pgTable(
  'credit_requests',
  {
    id: idColumn(),
    userId: belongsTo('user_id', () => users.id),
    ...creditRequestColumns(),
  },
  (table) => [index('credit_requests_user_id_idx').on(table.userId, table.createdAt), index('credit_requests_status_idx').on(table.status, table.createdAt)],
);

/**
 * A credit package bought through Stripe Checkout: created when the checkout starts, completed once by the signed
 * webhook. `stripeEventId` is unique, so a replayed event adds nothing. Refunds and disputes set their facts here in
 * any order (the refunded total only grows; a closed dispute is never reopened); `creditsTakenBack` is what has been
 * taken off the balance for them, so the next event takes back or gives back only the difference.
 */
export const creditPurchases = pgTable(
  'credit_purchases',
  {
    id: idColumn(),
    /** Null once the account is deleted: the purchase and its money stay on the books. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    checkoutSessionId: text('checkout_session_id').notNull().unique(),
    credits: integer('credits').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** 'open' | 'completed' | 'expired'. */
    status: text('status').notNull().default('open'),
    stripeEventId: text('stripe_event_id').unique(),
    paymentIntentId: text('payment_intent_id').unique(),
    /** The most Stripe has said was refunded so far (its totals only grow). */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** null | 'open' | 'won' | 'lost'. */
    disputeStatus: text('dispute_status'),
    /** Credits taken off the balance for refunds and disputes so far (features/credits/credit-refunds.ts). */
    creditsTakenBack: integer('credits_taken_back').notNull().default(0),
    completedAt: timestampColumn('completed_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('credit_purchases_user_id_idx').on(table.userId, table.createdAt),
    check('credit_purchases_dispute_check', sql`${table.disputeStatus} is null or ${table.disputeStatus} in ('open', 'won', 'lost')`),
  ],
);

/** Every Stripe refund or dispute event applied to a credit purchase, once: the same event sent again changes nothing. */
export const creditPurchaseEvents = pgTable('credit_purchase_events', {
  eventId: text('event_id').primaryKey(),
  purchaseId: uuid('purchase_id').references(() => creditPurchases.id, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  createdAt: createdAt(),
});

/**
 * The SHA-256 of every (lower-cased) e-mail address that has received welcome credits, kept after the account is
 * deleted so deleting and registering again does not grant them twice. It holds no address, only its hash.
 */
export const welcomeCreditGrants = pgTable('welcome_credit_grants', {
  emailHash: text('email_hash').primaryKey(),
  createdAt: createdAt(),
});

/**
 * An organisation's credits ledger, append-only like the personal one: its balance is the sum of its entries. A
 * session paid by the organisation records the member who started it (`memberId`) and the session
 * (`conversationId`, no foreign key: the debit is written before the session's row, in the same transaction), so a
 * refund goes back to the same balance and the admins see the spending per member. A deleted account's entries stay,
 * without its id, so the balance never changes when a member leaves.
 */
export const organizationCreditEntries = pgTable(
  'organization_credit_entries',
  {
    id: idColumn(),
    organizationId: belongsTo('organization_id', () => organizations.id),
    memberId: uuid('member_id').references(() => users.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    /** 'grant' | 'session' | 'refund' (ORGANIZATION_CREDIT_ENTRY_KINDS). */
    kind: text('kind').notNull(),
    scenarioId: uuid('scenario_id').references(() => scenarios.id, { onDelete: 'set null' }),
    conversationId: uuid('conversation_id'),
    createdAt: createdAt(),
  },
  (table) => [
    index('organization_credit_entries_organization_id_idx').on(table.organizationId, table.createdAt),
    index('organization_credit_entries_member_id_idx').on(table.memberId),
    // One debit and at most one refund per session.
    uniqueIndex('organization_credit_entries_conversation_kind_idx')
      .on(table.conversationId, table.kind)
      .where(sql`${table.conversationId} is not null`),
    check('organization_credit_entries_kind_check', sql`${table.kind} in ('grant', 'session', 'refund')`),
  ],
);

/** A member's request for credits for their organisation; the operator grants (a ledger entry) or declines it. One pending request per organisation. */
export const organizationCreditRequests = pgTable(
  'organization_credit_requests',
  {
    id: idColumn(),
    organizationId: belongsTo('organization_id', () => organizations.id),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    ...creditRequestColumns(),
  },
  (table) => [
    index('organization_credit_requests_organization_id_idx').on(table.organizationId, table.createdAt),
    uniqueIndex('organization_credit_requests_pending_idx')
      .on(table.organizationId)
      .where(sql`${table.status} = 'pending'`),
    check('organization_credit_requests_status_check', sql`${table.status} in ('pending', 'granted', 'declined')`),
  ],
);
