// The mentor plan: the owner opens their public Engram as a paid mentor (price, payout wallet, topics), pauses or stops
// it, and reads what it earned; a visitor reads the offer and pays for the chat through Stripe Checkout or a Solana Pay
// transfer request, verified on chain before the chat opens; the admin settles what Stripe payments owe owners.
import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import {
  formatMentorAmount,
  mentorCommission,
  MENTOR_MONTH_DAYS,
  USDC_UNITS_PER_DOLLAR,
  type AdminMentorPayoutsAnswer,
  type MentorEarningsAnswer,
  type MentorOffer,
  type MentorPayment,
  type MentorPlan,
  type MentorSettingsAnswer,
  type MentorSettingsInput,
  type MentorSolanaRequest,
  type MentorSolanaToken,
  type MentorSolanaVerifyAnswer,
  type MentorStatus,
} from '../../../../shared/contracts/twin-mentor.ts';
import { TWIN_MESSAGES } from '../../../../shared/contracts/twin-constants.ts';
import type { CheckoutAnswer } from '../../../../shared/contracts/credits.ts';
import type { AccessClaims } from '../../../auth/tokens.ts';
import { conflict, HttpError, notFound } from '../../../lib/http-errors.ts';
import { checkoutRefused, createStripeClient } from '../../../lib/stripe.ts';
import { findAccountContacts } from '../../users/account-records.repository.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { createHeirsRepository } from '../heirs/heirs.repository.ts';
import { createTwinAccess } from '../shared/twin-access.ts';
import { createTwinRepository, type TwinRow } from '../shared/twin.repository.ts';
import { findSellingPlan, toMentorAccess, MENTOR_CONVERSATION_MS } from './mentor-access.ts';
import { createMentorRepository, type MentorPaymentRow, type MentorPlanRow } from './mentor.repository.ts';
import { MENTOR_PAYMENT_KEY } from './mentor-stripe.ts';
import { createSolanaPayNode, decimalAmount, newReference, refusalOf, transferRequestUrl, type SolanaPayNode } from './solana-pay.ts';

export const MENTOR_MESSAGES = {
  notPublic: {
    private: 'Only a public Engram can be a paid mentor: yours is private. Make it public on this page first.',
    family: 'Only a public Engram can be a paid mentor: yours is shared with your heirs only. Make it public on this page first.',
  },
  noPayments: 'This server takes no payments yet: the operator has set up neither Stripe nor Solana Pay.',
  notOpened: 'You have not opened your Engram as a paid mentor yet.',
  notMentor: 'This Engram is not a paid mentor.',
  paused: 'This mentor is not taking new conversations right now.',
  ownMentor: 'This is your own Engram: you talk to it without paying.',
  noStripe: 'This server takes no card payments.',
  noSolana: 'This server takes no Solana payments.',
  noSol: 'This mentor takes no SOL: pay in USDC or by card.',
  noUsdc: 'USDC is taken only on a server that charges in US dollars.',
  operatorWallet: 'That is the operator’s address, which receives the commission: give your own wallet for your share.',
  paymentNotFound: 'Payment not found.',
  solanaUnreachable: 'The Solana network could not be reached to check the payment. Please try again in a moment.',
  signatureUsed: 'This transaction already paid for another chat: a payment reference is used once.',
  notOwed: 'Only an owed payout can be marked settled.',
} as const;

type Deps = Pick<FeatureDeps, 'config' | 'database' | 'queue' | 'plans'>;

const monthEndsFrom = (now: Date) => new Date(now.getTime() + MENTOR_MONTH_DAYS * 24 * 60 * 60 * 1000);

function toPlan(row: MentorPlanRow): MentorPlan {
  return {
    status: row.status as MentorStatus,
    pricing: row.pricing as MentorPlan['pricing'],
    price_cents: row.priceCents,
    price_lamports: row.priceLamports,
    wallet_address: row.walletAddress,
    topics: row.topics,
    updated_at: row.updatedAt.toISOString(),
  };
}

function toPayment(row: MentorPaymentRow, twinUsername: string): MentorPayment {
  return {
    id: row.id,
    twin_username: twinUsername,
    method: row.method as MentorPayment['method'],
    pricing: row.pricing as MentorPayment['pricing'],
    currency: row.currency,
    gross: row.grossAmount,
    commission: row.commissionAmount,
    owner_share: row.ownerShareAmount,
    refunded: row.refundedAmount,
    status: row.status as MentorPayment['status'],
    owner_wallet: row.payoutAddress,
    signature: row.solanaSignature,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    settled_at: row.settledAt?.toISOString() ?? null,
  };
}

const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && 'code' in error && (error as { code?: string }).code === '23505';

export function createMentorService(deps: Deps, node: SolanaPayNode | null = deps.config.mentorSolana ? createSolanaPayNode(deps.config.mentorSolana.rpcUrl) : null) {
  const { config, database, plans } = deps;
  const { db } = database;
  const access = createTwinAccess(deps);
  const twins = createTwinRepository(db);
  const heirs = createHeirsRepository(db);
  const mentor = createMentorRepository(db);
  const currency = config.payments?.currency ?? 'usd';
  let stripe: Promise<Stripe> | undefined;

  /** Null when the twin may be a paid mentor now; otherwise why not. */
  function blockedReasonOf(twin: TwinRow): string | null {
    if (twin.visibility !== 'public') return MENTOR_MESSAGES.notPublic[twin.visibility as 'private' | 'family'] ?? MENTOR_MESSAGES.notPublic.private;
    if (!config.payments && !config.mentorSolana) return MENTOR_MESSAGES.noPayments;
    return null;
  }

  /** A public twin and its plan, as a visitor finds them by username: 404 for anything else (a hidden twin does not exist to them). */
  async function findMentor(username: string): Promise<{ twin: TwinRow; plan: MentorPlanRow }> {
    const twin = await twins.findTwinByUsername(username.trim().toLowerCase());
    if (!twin || twin.visibility !== 'public') throw notFound(TWIN_MESSAGES.notFound);
    const plan = await findSellingPlan(db, twin);
    if (!plan) throw notFound(MENTOR_MESSAGES.notMentor);
    return { twin, plan };
  }

  /** Whether the caller talks without a pass: the owner, or an heir the twin was released to. */
  async function talksFreely(twin: TwinRow, caller: AccessClaims | null): Promise<boolean> {
    if (!caller) return false;
    if (caller.userId === twin.userId) return true;
    return twin.releasedAt !== null && (await heirs.findAcceptedHeir(twin.id, caller.userId)) !== undefined;
  }

  /** A buyer may buy when selling is open, the twin is not theirs, and no pass of theirs is running or waiting. */
  async function assertCanBuy(twin: TwinRow, plan: MentorPlanRow, caller: AccessClaims): Promise<void> {
    if (caller.userId === twin.userId) throw conflict(MENTOR_MESSAGES.ownMentor);
    if (plan.status !== 'open') throw conflict(MENTOR_MESSAGES.paused);
    const held = await mentor.takeAccess(twin.id, caller.userId, new Date(), MENTOR_CONVERSATION_MS, false);
    if (held) {
      throw conflict(
        held.accessEndsAt
          ? `You already have this mentor’s chat until ${held.accessEndsAt.toISOString().slice(0, 16).replace('T', ' ')} UTC.`
          : 'You already have a conversation with this mentor waiting: it begins with your first message.',
      );
    }
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
      await access.log(twin.id, 'mentor', before?.status === 'open' ? 'Mentor terms changed' : 'Opened as a paid mentor');
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
      await access.log(twin.id, 'mentor', status === 'open' ? 'Mentor opened again' : status === 'paused' ? 'Mentor paused' : 'Mentor stopped');
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
      let session: Stripe.Checkout.Session;
      try {
        session = await (
          await stripe
        ).checkout.sessions.create({
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: payments.currency,
                unit_amount: gross,
                product_data: { name: plan.pricing === 'month' ? `A month with @${twin.username}, mentor` : `A conversation with @${twin.username}, mentor` },
              },
            },
          ],
          client_reference_id: payment.id,
          metadata: { [MENTOR_PAYMENT_KEY]: payment.id },
          // The payment, its refunds and disputes carry it too, whichever event arrives first.
          payment_intent_data: { metadata: { [MENTOR_PAYMENT_KEY]: payment.id } },
          customer_email: caller.email,
          success_url: `${page}?mentor=paid`,
          cancel_url: `${page}?mentor=cancelled`,
        });
      } catch (error) {
        throw checkoutRefused(error);
      }
      if (!session.url) throw new HttpError(502, 'The payment page could not be opened. Please try again.');
      await mentor.setCheckoutSession(payment.id, session.id);
      return { url: session.url };
    },

    /**
     * A Solana Pay transfer request for the mentor's chat: the owner's share to the owner's wallet (the `solana:` URL)
     * and the commission to the operator, both in one transaction carrying a reference made for this payment alone.
     */
    async requestSolanaPayment(caller: AccessClaims, username: string, token: MentorSolanaToken): Promise<MentorSolanaRequest> {
      const { twin, plan } = await findMentor(username);
      const solana = config.mentorSolana;
      if (!solana) throw notFound(MENTOR_MESSAGES.noSolana);
      await assertCanBuy(twin, plan, caller);
      if (token === 'sol' && plan.priceLamports === null) throw conflict(MENTOR_MESSAGES.noSol);
      if (token === 'usdc' && currency !== 'usd') throw conflict(MENTOR_MESSAGES.noUsdc);
      const gross = token === 'sol' ? plan.priceLamports! : (plan.priceCents * USDC_UNITS_PER_DOLLAR) / 100;
      const commission = mentorCommission(gross, await plans.mentorCommissionPercent());
      const ownerShare = gross - commission;
      const reference = newReference();
      const payment = await mentor.insertPayment({
        twinId: twin.id,
        ownerUserId: twin.userId,
        buyerUserId: caller.userId,
        method: 'solana',
        pricing: plan.pricing,
        currency: token,
        grossAmount: gross,
        commissionAmount: commission,
        ownerShareAmount: ownerShare,
        payoutAddress: plan.walletAddress,
        solanaReference: reference,
      });
      const mint = token === 'usdc' ? solana.usdcMint : null;
      const what = plan.pricing === 'month' ? 'A month' : 'A conversation';
      return {
        payment_id: payment.id,
        token,
        url: transferRequestUrl({ recipient: plan.walletAddress, amount: decimalAmount(ownerShare, token), reference, splToken: mint, label: 'Engram', message: `${what} with @${twin.username}` }),
        reference,
        owner: { recipient: plan.walletAddress, amount_units: String(ownerShare), amount: formatMentorAmount(ownerShare, token) },
        commission: { recipient: solana.operatorAddress, amount_units: String(commission), amount: formatMentorAmount(commission, token) },
        mint,
      };
    },

    /**
     * Looks for the payment's transaction on chain (by its reference) and opens the chat once one pays the owner's
     * share to the owner and the commission to the operator; a transaction short or to another address is refused
     * (409, and the payment with it: a reference serves once). Pending while nothing is found.
     */
    async verifySolanaPayment(caller: AccessClaims, username: string, paymentId: string): Promise<MentorSolanaVerifyAnswer> {
      const twin = await twins.findTwinByUsername(username.trim().toLowerCase());
      const payment = twin ? await mentor.findPayment(paymentId) : undefined;
      // Only the buyer reads their payment; anyone else finds nothing.
      if (!twin || !payment || payment.twinId !== twin.id || payment.buyerUserId !== caller.userId || payment.method !== 'solana') throw notFound(MENTOR_MESSAGES.paymentNotFound);
      const solana = config.mentorSolana;
      if (!solana || !node) throw notFound(MENTOR_MESSAGES.noSolana);
      const answer = (row: MentorPaymentRow): MentorSolanaVerifyAnswer =>
        row.status === 'paid' ? { status: 'paid', signature: row.solanaSignature, access: toMentorAccess(row) } : { status: 'pending', signature: null, access: null };
      if (payment.status === 'paid') return answer(payment);
      if (payment.status === 'refused') throw conflict(payment.refusal ?? MENTOR_MESSAGES.signatureUsed);
      let found;
      try {
        const signatures = await node.signaturesFor(payment.solanaReference!);
        const first = signatures.find((entry) => entry.err === null || entry.err === undefined);
        found = first ? await node.transaction(first.signature) : null;
      } catch {
        throw new HttpError(502, MENTOR_MESSAGES.solanaUnreachable);
      }
      if (!found) return answer(payment);
      const refuse = async (reason: string): Promise<never> => {
        await mentor.markRefused(payment.id, reason);
        throw conflict(reason);
      };
      if (await mentor.isSignatureUsed(found.signature)) return refuse(MENTOR_MESSAGES.signatureUsed);
      const refusal = refusalOf(found, {
        reference: payment.solanaReference!,
        mint: payment.currency === 'usdc' ? solana.usdcMint : null,
        legs: [
          { recipient: payment.payoutAddress!, units: payment.ownerShareAmount },
          { recipient: solana.operatorAddress, units: payment.commissionAmount },
        ],
      });
      if (refusal) return refuse(refusal);
      try {
        await mentor.markPaid(payment.id, 'paid', payment.pricing === 'month' ? monthEndsFrom(new Date()) : null, { solanaSignature: found.signature });
      } catch (error) {
        // Another payment claimed the same transaction at the same moment.
        if (isUniqueViolation(error)) return refuse(MENTOR_MESSAGES.signatureUsed);
        throw error;
      }
      return answer((await mentor.findPayment(payment.id))!);
    },

    async adminPayouts(status: 'owed' | 'paid' | 'refunded' | 'all'): Promise<AdminMentorPayoutsAnswer> {
      const [rows, totals] = await Promise.all([mentor.listStripePayouts(status), mentor.totals({ method: 'stripe' })]);
      const usernames = new Map<string, string>();
      for (const twinId of new Set(rows.map((row) => row.twinId))) usernames.set(twinId, (await twins.findTwinById(twinId))?.username ?? '');
      const owners = await findAccountContacts(db, [...new Set(rows.map((row) => row.ownerUserId))]);
      return {
        payments: rows.map((row) => ({ ...toPayment(row, usernames.get(row.twinId) ?? ''), owner_email: owners.get(row.ownerUserId)?.email ?? null })),
        totals,
      };
    },

    /** The admin paid the owner their share of a Stripe payment (outside Engram): owed becomes paid. */
    async settlePayout(paymentId: string): Promise<MentorPayment> {
      const payment = await mentor.findPayment(paymentId);
      if (!payment || payment.method !== 'stripe') throw notFound(MENTOR_MESSAGES.paymentNotFound);
      const settled = await mentor.settle(paymentId);
      if (!settled) throw conflict(`${MENTOR_MESSAGES.notOwed} This one is ${payment.status}.`);
      const twin = await twins.findTwinById(settled.twinId);
      return toPayment(settled, twin?.username ?? '');
    },
  };
}

export type MentorService = ReturnType<typeof createMentorService>;
