// The mentor plan: an owner's public Engram opened as a paid mentor (its price, payout wallet and topics), the
// payments visitors make for its chat (through Stripe or Solana Pay) with the share owed to or paid to the owner, and
// the Stripe events already applied to them.
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestampColumn, updatedAt } from './columns.ts';
import { twins } from './twin.ts';
import { users } from './users.ts';

/** One per twin: what its owner sells and where the owner's share of a Solana payment goes. */
export const mentorPlans = pgTable(
  'mentor_plans',
  {
    twinId: uuid('twin_id')
      .primaryKey()
      .references(() => twins.id, { onDelete: 'cascade' }),
    /** 'open' (selling; the chat needs a pass) | 'paused' (not selling; pass holders still talk) | 'stopped' (the chat is free again). */
    status: text('status').notNull(),
    /** 'conversation' | 'month': what one payment buys. */
    pricing: text('pricing').notNull(),
    /** In the server's payment currency (Stripe's, or USD): also the USDC amount of a Solana payment. */
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    /** The price in SOL (lamports) for a SOL payment; null: SOL is not taken. */
    priceLamports: bigint('price_lamports', { mode: 'number' }),
    /** The owner's Solana address (base58 public key): their share of a Solana payment is paid there directly. */
    walletAddress: text('wallet_address').notNull(),
    topics: text('topics').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('mentor_plans_status_check', sql`${table.status} in ('open', 'paused', 'stopped')`),
    check('mentor_plans_pricing_check', sql`${table.pricing} in ('conversation', 'month')`),
  ],
);

/**
 * One visitor's payment for a mentor's chat. Amounts are in the payment's smallest unit (cents for Stripe, lamports
 * for SOL, millionths for USDC). `status`: 'pending' (not paid yet), 'expired' (an abandoned checkout), 'refused' (a
 * Solana transaction found short or to the wrong address), 'owed' (paid through Stripe; the owner's share is owed),
 * 'paid' (the owner has their share: settled by an admin, or paid on chain), 'refunded' (Stripe refunded it; no access),
 * 'disputed' (the buyer's bank opened a dispute, or it was lost: no access, and nothing is owed to the owner).
 */
export const mentorPayments = pgTable(
  'mentor_payments',
  {
    id: idColumn(),
    /** Null once the Engram is deleted, and the owner once their account is: the payment and its payout stay on the books. */
    twinId: uuid('twin_id').references(() => twins.id, { onDelete: 'set null' }),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who bought the chat; null once that account is deleted (the owner's share stays owed). */
    buyerUserId: uuid('buyer_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'stripe' | 'solana'. */
    method: text('method').notNull(),
    /** 'conversation' | 'month', as the plan was when bought. */
    pricing: text('pricing').notNull(),
    /** 'usd' (or the Stripe currency), 'sol' or 'usdc'. */
    currency: text('currency').notNull(),
    grossAmount: bigint('gross_amount', { mode: 'number' }).notNull(),
    commissionAmount: bigint('commission_amount', { mode: 'number' }).notNull(),
    ownerShareAmount: bigint('owner_share_amount', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('pending'),
    refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
    /** null | 'open' | 'won' | 'lost': a closed dispute's outcome is never reopened by a late 'created'. */
    disputeStatus: text('dispute_status'),
    checkoutSessionId: text('checkout_session_id').unique(),
    paymentIntentId: text('payment_intent_id').unique(),
    /** Where the owner's share of a Solana payment was asked to go: the plan's wallet when the request was made. */
    payoutAddress: text('payout_address'),
    /** The Solana Pay reference key: unique, so no reference serves two payments. */
    solanaReference: text('solana_reference').unique(),
    /** The transaction that paid it: unique, so one transaction pays for one chat. */
    solanaSignature: text('solana_signature').unique(),
    /** Why a Solana payment was refused. */
    refusal: text('refusal'),
    paidAt: timestampColumn('paid_at'),
    /** When the owner had their share (an admin settled it, or on chain with the payment). */
    settledAt: timestampColumn('settled_at'),
    /** The chat it buys: a month from payment; a conversation from its first message. Null: not begun. */
    accessStartsAt: timestampColumn('access_starts_at'),
    accessEndsAt: timestampColumn('access_ends_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('mentor_payments_owner_idx').on(table.ownerUserId, table.createdAt),
    index('mentor_payments_buyer_idx').on(table.buyerUserId, table.twinId),
    index('mentor_payments_status_idx').on(table.status, table.createdAt),
    check('mentor_payments_method_check', sql`${table.method} in ('stripe', 'solana')`),
    check('mentor_payments_status_check', sql`${table.status} in ('pending', 'expired', 'refused', 'owed', 'paid', 'refunded', 'disputed')`),
    check('mentor_payments_dispute_check', sql`${table.disputeStatus} is null or ${table.disputeStatus} in ('open', 'won', 'lost')`),
  ],
);

/** Every Stripe event applied to a mentor payment, once: the same event sent again finds its id here and changes nothing. */
export const mentorPaymentEvents = pgTable('mentor_payment_events', {
  eventId: text('event_id').primaryKey(),
  paymentId: uuid('payment_id').references(() => mentorPayments.id, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  createdAt: createdAt(),
});
