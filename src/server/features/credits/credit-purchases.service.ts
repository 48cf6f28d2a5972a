// Buying credit packages through Stripe Checkout (config.payments). A checkout records an 'open' purchase; the signed
// webhook completes it once and adds its credits; a refund or dispute of its payment takes them back (credit-refunds.ts)
// and goes into the money ledger. Without config.payments nothing here is offered: no packages, and the checkout and
// webhook routes answer 404. The webhook also carries the Engram's plans' events (FeatureDeps.plans) and the mentor
// plan's (FeatureDeps.mentorPayments).
import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import { type CheckoutAnswer, type CreditPackage } from '../../../shared/contracts/credits.ts';
import { CREDITS_PAGE_PATH } from '../../../shared/contracts/credits-constants.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { chargeFactOf, createStripeClient, openCheckoutSession, paymentIntentMetadata, type Payments } from '../../lib/stripe.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { creditsOwedBack, creditsText, ledgerEntriesOfCreditChange, takeBackReason } from './credit-refunds.ts';
import { createCreditsRepository, type CreditPurchaseRow } from './credits.repository.ts';
import type { CreditsService } from './credits.service.ts';

export const PURCHASES_UNAVAILABLE_MESSAGE = 'Buying credits is not available here.';

/** "Purchase: 50 credits", the ledger entry of a completed purchase. */
export function purchaseReason(credits: number): string {
  return `Purchase: ${credits} ${credits === 1 ? 'credit' : 'credits'}`;
}

/** What the webhook did with an event; the answer is 200 either way, so Stripe stops sending it. */
export type WebhookOutcome = 'credited' | 'expired' | 'ignored' | 'taken_back' | 'plans' | 'mentor';

/** The metadata key that marks a credit package's payment intent, so its refunds and disputes find the purchase. */
export const CREDIT_PURCHASE_KEY = 'credit_purchase_id';

function creditPurchaseIdOf(metadata: Stripe.Metadata | null | undefined): string | undefined {
  const id = metadata?.[CREDIT_PURCHASE_KEY];
  return typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id) ? id : undefined;
}

function paymentIntentIdOf(value: string | { id: string } | null | undefined): string | undefined {
  return typeof value === 'string' ? value : (value?.id ?? undefined);
}

export function createCreditPurchasesService({
  config,
  database,
  credits,
  plans,
  ledger: moneyLedger,
  mentorPayments,
}: Pick<FeatureDeps, 'config' | 'database' | 'plans' | 'ledger' | 'mentorPayments'> & { credits: Pick<CreditsService, 'publishBalance'> }) {
  const payments = config.payments;
  let stripe: Promise<Stripe> | undefined;
  const ledger = createCreditsRepository(database.db);

  async function requirePayments(): Promise<{ payments: Payments; stripe: Stripe }> {
    if (!payments) throw notFound(PURCHASES_UNAVAILABLE_MESSAGE);
    stripe ??= createStripeClient(payments);
    return { payments, stripe: await stripe };
  }

  /**
   * Brings the balance to what the purchase's refunds and dispute take back now (its row locked, in the caller's
   * transaction, under the account lock like every balance change): only the difference from what was taken before,
   * negative to take back, positive when a won dispute gives back. True when the balance changed.
   */
  async function settleTakeBack(tx: Parameters<Parameters<typeof database.db.transaction>[0]>[0], purchase: CreditPurchaseRow): Promise<boolean> {
    const target = creditsOwedBack(purchase);
    const change = purchase.creditsTakenBack - target;
    // A deleted account has no balance left to take from: the ledger keeps the money, nothing else changes.
    if (change === 0 || !purchase.userId) return false;
    const repository = createCreditsRepository(tx);
    await repository.lockCreditAccount(purchase.userId);
    await repository.insertCreditEntry({ userId: purchase.userId, amount: change, reason: takeBackReason(change), kind: 'purchase' });
    await repository.setCreditsTakenBack(purchase.id, target);
    return true;
  }

  /** The credit purchase a refund or dispute names: by the payment's metadata, the payment kept on the purchase, or Stripe's copy of the payment. */
  async function purchaseOfCharge(event: Stripe.Event): Promise<{ purchaseId: string; paymentIntentId: string | undefined } | undefined> {
    const object = event.data.object as { metadata?: Stripe.Metadata | null; payment_intent?: string | { id: string } | null };
    const paymentIntentId = paymentIntentIdOf(object.payment_intent);
    const byMetadata = creditPurchaseIdOf(object.metadata);
    if (byMetadata) return { purchaseId: byMetadata, paymentIntentId };
    if (!paymentIntentId) return undefined;
    let purchaseId = await ledger.findCreditPurchaseIdByPaymentIntent(paymentIntentId);
    if (!purchaseId && payments) {
      // A refund or dispute can arrive before the payment's own events: Stripe's payment intent carries the purchase.
      stripe ??= createStripeClient(payments);
      // Stripe does not know it (another account's payment): none of the credits'.
      purchaseId = creditPurchaseIdOf(await paymentIntentMetadata(event, paymentIntentId, stripe));
    }
    return purchaseId ? { purchaseId, paymentIntentId } : undefined;
  }

  /**
   * A refund or dispute of a credit package's payment, once per event whatever order they arrive in: the facts it
   * tells are set on the purchase, the ledger records the money, and the credits are taken back (or given back when a
   * dispute is won). Undefined when the event is about no credit purchase.
   */
  async function applyRefundOrDispute(event: Stripe.Event): Promise<WebhookOutcome | undefined> {
    if (event.type !== 'charge.refunded' && !event.type.startsWith('charge.dispute.')) return undefined;
    const found = await purchaseOfCharge(event);
    if (!found) return undefined;
    const userId = await database.db.transaction(async (tx) => {
      const repository = createCreditsRepository(tx);
      // The row lock puts a duplicate (sent again, or twice at once) behind the first; the event's id then stops it.
      const purchase = await repository.lockCreditPurchase(found.purchaseId);
      if (!purchase || !(await repository.recordCreditPurchaseEvent(event.id, purchase.id, event.type))) return null;
      if (found.paymentIntentId) await repository.setCreditPaymentIntent(purchase.id, found.paymentIntentId);
      const fact = chargeFactOf(event);
      if (fact && 'refundedCents' in fact) await repository.raiseCreditRefunded(purchase.id, fact.refundedCents);
      if (fact && 'disputeStatus' in fact) await repository.setCreditDispute(purchase.id, fact.disputeStatus);
      const after = (await repository.lockCreditPurchase(purchase.id))!;
      for (const entry of ledgerEntriesOfCreditChange(purchase, after, event.id)) await moneyLedger.record(tx, entry);
      return (await settleTakeBack(tx, after)) ? after.userId : null;
    });
    if (userId) await credits.publishBalance(userId);
    return 'taken_back';
  }

  /** Completes the purchase of a paid Checkout Session once: idempotent on the event id and on the purchase's status. */
  async function completePurchase(eventId: string, session: Stripe.Checkout.Session): Promise<WebhookOutcome> {
    if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') return 'ignored';
    const completed = await database.db.transaction(async (tx) => {
      const repository = createCreditsRepository(tx);
      // The purchase's row lock puts a duplicate event (sent again, or twice at once) behind the first.
      const purchase = await repository.lockCreditPurchaseBySession(session.id);
      if (!purchase || purchase.status !== 'open') return null;
      if (session.client_reference_id !== purchase.id) return null;
      if (await repository.isStripeEventRecorded(eventId)) return null;
      if (!(await repository.completeCreditPurchase(purchase.id, eventId))) return null;
      const paymentIntentId = paymentIntentIdOf(session.payment_intent);
      if (paymentIntentId) await repository.setCreditPaymentIntent(purchase.id, paymentIntentId);
      // An account deleted before Stripe said it was paid has no balance to add to; the payment is still recorded.
      if (purchase.userId) await repository.insertCreditEntry({ userId: purchase.userId, amount: purchase.credits, reason: purchaseReason(purchase.credits), kind: 'purchase' });
      // The payment in the money ledger, in the grant's own transaction.
      await moneyLedger.record(tx, {
        kind: 'payment',
        amountMinor: purchase.amountCents,
        currency: purchase.currency,
        userId: purchase.userId,
        sourceType: 'credit_purchase',
        sourceId: purchase.id,
        externalRef: eventId,
        description: creditsText(purchase.credits),
        key: `credit_purchase:${purchase.id}:payment`,
      });
      // A refund or dispute that arrived before this payment takes back what was just added.
      await settleTakeBack(tx, (await repository.lockCreditPurchase(purchase.id))!);
      return purchase;
    });
    if (!completed) return 'ignored';
    if (completed.userId) await credits.publishBalance(completed.userId);
    return 'credited';
  }

  return {
    /** The packages on offer; none when purchases are not set up. */
    listPackages(): CreditPackage[] {
      return payments ? payments.packages.map((item) => ({ credits: item.credits, amount_cents: item.amountCents, currency: payments.currency })) : [];
    },

    /**
     * Opens a Stripe Checkout Session for the package and records the purchase as 'open'. `origin` is where the
     * person returns to: PUBLIC_URL when set, else the request's own origin (which the cross-site check has matched).
     */
    async startCheckout(caller: AccessClaims, credits: number, origin: string): Promise<CheckoutAnswer> {
      const { payments, stripe } = await requirePayments();
      const item = payments.packages.find((candidate) => candidate.credits === credits);
      if (!item) throw badRequest(`There is no package of ${credits} credits.`);
      const purchaseId = randomUUID();
      const returnUrl = `${config.publicUrl ?? origin}${CREDITS_PAGE_PATH}`;
      const session = await openCheckoutSession(stripe, {
        purchaseId,
        returnUrl,
        email: caller.email,
        lineItem: { quantity: 1, price_data: { currency: payments.currency, unit_amount: item.amountCents, product_data: { name: `${item.credits} Engram credits` } } },
        metadata: { purchase_id: purchaseId, user_id: caller.userId },
        // The payment, its refunds and disputes carry the purchase too, whichever event arrives first.
        paymentIntentMetadata: { [CREDIT_PURCHASE_KEY]: purchaseId },
      });
      await ledger.insertCreditPurchase({
        id: purchaseId,
        userId: caller.userId,
        checkoutSessionId: session.id,
        credits: item.credits,
        amountCents: item.amountCents,
        currency: payments.currency,
      });
      return { url: session.url };
    },

    /**
     * A webhook from Stripe: the signature is checked against the raw body (400 when it does not match); a paid
     * Checkout Session adds its credits once; an expired one closes its purchase; a refund or dispute of a package's
     * payment takes its credits back once. Anything else changes nothing.
     */
    async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
      const { payments, stripe } = await requirePayments();
      if (!signature) throw badRequest('The Stripe-Signature header is missing.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, payments.webhookSecret);
      } catch {
        throw badRequest('The webhook signature is not valid.');
      }
      // A mentor's chat paid by a visitor first, then a credit package's refund or dispute: the plans take every other
      // payment, refund and dispute.
      if (await mentorPayments.applyStripeEvent(event)) return 'mentor';
      const takenBack = await applyRefundOrDispute(event);
      if (takenBack) return takenBack;
      // The Engram's plans share the endpoint and its secret: their sessions, payments, refunds and disputes go there.
      if (plans.isPlanEvent(event)) {
        await plans.applyStripeEvent(event);
        return 'plans';
      }
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded':
          return completePurchase(event.id, event.data.object);
        case 'checkout.session.expired': {
          const session = event.data.object;
          const isExpired = await database.db.transaction(async (tx) => {
            const repository = createCreditsRepository(tx);
            const purchase = await repository.lockCreditPurchaseBySession(session.id);
            return purchase ? repository.expireCreditPurchase(purchase.id) : false;
          });
          return isExpired ? 'expired' : 'ignored';
        }
        default:
          return 'ignored';
      }
    },
  };
}

export type CreditPurchasesService = ReturnType<typeof createCreditPurchasesService>;
