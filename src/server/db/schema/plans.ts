import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestampColumn } from './columns.ts';
import { users } from './users.ts';

/**
 * The Engram package or storage blocks bought through Stripe Checkout. The row keeps the facts Stripe's events tell
 * (paid, how much was refunded, the dispute's state), each set so that the order the events arrive in does not
 * matter; what the person holds is computed from them (features/plans/plan-grants.ts).
 */
export const planPurchases = pgTable(
  'plan_purchases',
  {
    id: idColumn(),
    /** Null once the account is deleted: the purchase and its money stay on the books. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'package' | 'storage'. */
    item: text('item').notNull(),
    /** Gigabytes for storage; 1 for the package. */
    quantity: integer('quantity').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    checkoutSessionId: text('checkout_session_id').notNull().unique(),
    paymentIntentId: text('payment_intent_id').unique(),
    /** 'open' | 'paid' | 'expired'. */
    status: text('status').notNull().default('open'),
    /** The most Stripe has said was refunded so far (its totals only grow). */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** null | 'open' | 'won' | 'lost': a closed dispute's outcome is never reopened by a late 'created'. */
    disputeStatus: text('dispute_status'),
    paidAt: timestampColumn('paid_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('plan_purchases_user_id_idx').on(table.userId, table.createdAt),
    check('plan_purchases_item_check', sql`${table.item} in ('package', 'storage')`),
    check('plan_purchases_status_check', sql`${table.status} in ('open', 'paid', 'expired')`),
    check('plan_purchases_dispute_check', sql`${table.disputeStatus} is null or ${table.disputeStatus} in ('open', 'won', 'lost')`),
  ],
);

/** Every Stripe event applied to a purchase, once: the same event sent again finds its id here and changes nothing. */
export const planPaymentEvents = pgTable('plan_payment_events', {
  eventId: text('event_id').primaryKey(),
  purchaseId: uuid('purchase_id').references(() => planPurchases.id, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  createdAt: createdAt(),
});
