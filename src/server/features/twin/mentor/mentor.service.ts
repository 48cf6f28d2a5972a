// The mentor plan: the owner opens their public Engram as a paid mentor (price, payout wallet, topics), pauses or stops
// it, and reads what it earned; a visitor reads the offer and pays for the chat by card through Stripe Checkout (Solana
// Pay is mentor-solana.service.ts); the admin settles what card payments owe owners.
import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import {
  mentorCommission,
  type AdminMentorPayoutsAnswer,
  type MentorEarningsAnswer,
  type MentorOffer,
  type MentorPayment,
  type MentorSettingsAnswer,
  type MentorSettingsInput,
  type MentorStatus,
} from '../../../../shared/contracts/twin-mentor.ts';
import type { CheckoutAnswer } from '../../../../shared/contracts/credits.ts';
import type { AccessClaims } from '../../../auth/tokens.ts';
import { conflict, notFound } from '../../../lib/http-errors.ts';
import { createStripeClient, openCheckoutSession } from '../../../lib/stripe.ts';
import { findAccountContacts } from '../../users/account-records.repository.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { createTwinAccess } from '../shared/twin-access.ts';
import { createTwinRepository, type TwinRow } from '../shared/twin.repository.ts';
import { toMentorAccess, MENTOR_CONVERSATION_MS } from './mentor-access.ts';
import { createMentorRules, MENTOR_MESSAGES, toPayment, toPlan } from './mentor-rules.ts';
import { recordMentorPayout } from './mentor-ledger.ts';
import { createMentorRepository } from './mentor.repository.ts';
import { MENTOR_PAYMENT_KEY } from './mentor-stripe.ts';

type Deps = Pick<FeatureDeps, 'config' | 'database' | 'queue' | 'plans' | 'ledger'>;

export function createMentorService(deps: Deps) {
  const { config, database, plans } = deps;
  const { db } = database;
  const access = createTwinAccess(deps);
  const twins = createTwinRepository(db);
  const mentor = createMentorRepository(db);
  const { findMentor, talksFreely, assertCanBuy } = createMentorRules(deps);
  const currency = config.payments?.currency ?? 'usd';
  let stripe: Promise<Stripe> | undefined;

  /** Null when the twin may be a paid mentor now; otherwise why not. */
  function blockedReasonOf(twin: TwinRow): string | null {
    if (twin.visibility !== 'public') return MENTOR_MESSAGES.notPublic[twin.visibility as 'private' | 'family'] ?? MENTOR_MESSAGES.notPublic.private;
    if (!config.payments && !config.mentorSolana) return MENTOR_MESSAGES.noPayments;
    return null;
  }

  return {
    async settings(caller: AccessClaims): Promise<MentorSettingsAnswer> {
      const twin = await access.requireTwin(caller);
      const plan = await mentor.findPlan(twin.id);
      return {
        plan: plan ? toPlan(plan) : null,
        blocked_reason: blockedReasonOf(twin),
        currency,
        commission_percent: await plans.mentorCommissionPercent(),
        methods: { stripe: config.payments !== null, solana: config.mentorSolana !== null, usdc: config.mentorSolana !== null && currency === 'usd' },
      };
    },

    /** Opens the caller's public Engram as a paid mentor, or changes its terms (it opens again if paused or stopped). */
    async saveSettings(caller: AccessClaims, input: MentorSettingsInput): Promise<MentorSettingsAnswer> {
      const twin = await access.requireTwin(caller);
      const blocked = blockedReasonOf(twin);
      if (blocked) throw conflict(blocked);
      if (config.mentorSolana && input.wallet_address === config.mentorSolana.operatorAddress) throw conflict(MENTOR_MESSAGES.operatorWallet, { wallet_address: MENTOR_MESSAGES.operatorWallet });
      const before = await mentor.findPlan(twin.id);
      await mentor.savePlan(twin.id, {
        status: 'open',
        pricing: input.pricing,
        priceCents: input.price_cents,
        priceLamports: input.price_lamports,
        walletAddress: input.wallet_address,
        topics: input.topics,
      });
      await access.log(twin.id, 'mentor', before?.status === 'open' ? 'mentorTermsChanged' : 'mentorOpened');
      return this.settings(caller);
    },

    async setStatus(caller: AccessClaims, status: MentorStatus): Promise<MentorSettingsAnswer> {
      const twin = await access.requireTwin(caller);
      const plan = await mentor.findPlan(twin.id);
      if (!plan) throw notFound(MENTOR_MESSAGES.notOpened);
      if (status === 'open') {
        const blocked = blockedReasonOf(twin);
        if (blocked) throw conflict(blocked);
      }
      await mentor.setPlanStatus(twin.id, status);
      await access.log(twin.id, 'mentor', status === 'open' ? 'mentorReopened' : status === 'paused' ? 'mentorPaused' : 'mentorStopped');
      return this.settings(caller);
    },

    async earnings(caller: AccessClaims): Promise<MentorEarningsAnswer> {
      const twin = await access.requireTwin(caller);
      const [rows, totals] = await Promise.all([mentor.listOwnerPayments(caller.userId), mentor.totals({ ownerUserId: caller.userId })]);
      return { payments: rows.map((row) => toPayment(row, twin.username)), totals };
    },

    async offer(caller: AccessClaims | null, username: string): Promise<MentorOffer> {
      const { twin, plan } = await findMentor(username);
      const isFree = await talksFreely(twin, caller);
      const pass = caller && !isFree ? await mentor.takeAccess(twin.id, caller.userId, new Date(), MENTOR_CONVERSATION_MS, false) : undefined;
      return {
        status: plan.status as MentorStatus,
        pricing: plan.pricing as MentorOffer['pricing'],
        price_cents: plan.priceCents,
        currency,
        price_lamports: config.mentorSolana ? plan.priceLamports : null,
        topics: plan.topics,
        methods: { stripe: config.payments !== null, solana_sol: config.mentorSolana !== null && plan.priceLamports !== null, solana_usdc: config.mentorSolana !== null && currency === 'usd' },
        access: pass ? toMentorAccess(pass) : null,
        needs_pass: !isFree && !pass,
      };
    },

    /** Opens a Stripe Checkout Session for the mentor's chat; the pass is given once Stripe says it is paid. */
    async startCheckout(caller: AccessClaims, username: string, origin: string): Promise<CheckoutAnswer> {
      const { twin, plan } = await findMentor(username);
      const payments = config.payments;
      if (!payments) throw notFound(MENTOR_MESSAGES.noStripe);
      await assertCanBuy(twin, plan, caller);
      const gross = plan.priceCents;
      const commission = mentorCommission(gross, await plans.mentorCommissionPercent());
      // Recorded before the session exists, so its events always find it, whichever comes first.
      const payment = await mentor.insertPayment({
        id: randomUUID(),
        twinId: twin.id,
        ownerUserId: twin.userId,
        buyerUserId: caller.userId,
        method: 'stripe',
        pricing: plan.pricing,
        currency: payments.currency,
        grossAmount: gross,
        commissionAmount: commission,
        ownerShareAmount: gross - commission,
      });
      const page = `${config.publicUrl ?? origin}/t/${encodeURIComponent(twin.username)}`;
      stripe ??= createStripeClient(payments);
      const session = await openCheckoutSession(await stripe, {
        purchaseId: payment.id,
        returnUrl: page,
        returnQueries: { success: 'mentor=paid', cancelled: 'mentor=cancelled' },
        email: caller.email,
        lineItem: {
          quantity: 1,
          price_data: {
            currency: payments.currency,
            unit_amount: gross,
            product_data: { name: plan.pricing === 'month' ? `A month with @${twin.username}, mentor` : `A conversation with @${twin.username}, mentor` },
          },
        },
        metadata: { [MENTOR_PAYMENT_KEY]: payment.id },
        // The payment, its refunds and disputes carry it too, whichever event arrives first.
        paymentIntentMetadata: { [MENTOR_PAYMENT_KEY]: payment.id },
      });
      await mentor.setCheckoutSession(payment.id, session.id);
      return { url: session.url };
    },

    async adminPayouts(status: 'owed' | 'paid' | 'refunded' | 'disputed' | 'all'): Promise<AdminMentorPayoutsAnswer> {
      const [rows, totals] = await Promise.all([mentor.listStripePayouts(status), mentor.totals({ method: 'stripe' })]);
      // A deleted Engram's payment (its twin gone) shows no name, a deleted owner's no address: the money stays listed.
      const usernames = new Map<string, string>();
      for (const twinId of new Set(rows.flatMap((row) => (row.twinId ? [row.twinId] : [])))) usernames.set(twinId, (await twins.findTwinById(twinId))?.username ?? '');
      const owners = await findAccountContacts(db, [...new Set(rows.flatMap((row) => (row.ownerUserId ? [row.ownerUserId] : [])))]);
      return {
        payments: rows.map((row) => ({
          ...toPayment(row, row.twinId ? (usernames.get(row.twinId) ?? '') : ''),
          owner_email: row.ownerUserId ? (owners.get(row.ownerUserId)?.email ?? null) : null,
        })),
        totals,
      };
    },

    /** The admin paid the owner their share of a Stripe payment (outside Engram): owed becomes paid. */
    async settlePayout(paymentId: string): Promise<MentorPayment> {
      const payment = await mentor.findPayment(paymentId);
      if (!payment || payment.method !== 'stripe') throw notFound(MENTOR_MESSAGES.paymentNotFound);
      const settled = await db.transaction(async (tx) => {
        const row = await createMentorRepository(tx).settle(paymentId);
        if (row) await recordMentorPayout(deps.ledger, tx, row);
        return row;
      });
      if (!settled) throw conflict(`${MENTOR_MESSAGES.notOwed} This one is ${payment.status}.`);
      const twin = settled.twinId ? await twins.findTwinById(settled.twinId) : undefined;
      return toPayment(settled, twin?.username ?? '');
    },
  };
}

export type MentorService = ReturnType<typeof createMentorService>;
