// Buying credit packages through Stripe Checkout (config.payments). A checkout records an 'open' purchase; the signed
// webhook completes it once and adds its credits. Without config.payments nothing here is offered: no packages, and
// the checkout and webhook routes answer 404. The webhook also carries the Engram's plans' events (FeatureDeps.plans)
// and the mentor plan's (FeatureDeps.mentorPayments).
import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import { type CheckoutAnswer, type CreditPackage } from '../../../shared/contracts/credits.ts';
import { CREDITS_PAGE_PATH } from '../../../shared/contracts/credits-constants.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { createStripeClient, openCheckoutSession, type Payments } from '../../lib/stripe.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { createCreditsRepository } from './credits.repository.ts';
import type { CreditsService } from './credits.service.ts';

export const PURCHASES_UNAVAILABLE_MESSAGE = 'Buying credits is not available here.';

/** "Purchase: 50 credits", the ledger entry of a completed purchase. */
export function purchaseReason(credits: number): string {
  return `Purchase: ${credits} ${credits === 1 ? 'credit' : 'credits'}`;
}

/** What the webhook did with an event; the answer is 200 either way, so Stripe stops sending it. */
export type WebhookOutcome = 'credited' | 'expired' | 'ignored' | 'plans' | 'mentor';

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
      await repository.insertCreditEntry({ userId: purchase.userId, amount: purchase.credits, reason: purchaseReason(purchase.credits), kind: 'purchase' });
      // The payment in the money ledger, in the grant's own transaction.
      await moneyLedger.record(tx, {
        kind: 'payment',
        amountMinor: purchase.amountCents,
        currency: purchase.currency,
        userId: purchase.userId,
        sourceType: 'credit_purchase',
        sourceId: purchase.id,
        externalRef: eventId,
        description: `${purchase.credits} ${purchase.credits === 1 ? 'credit' : 'credits'}`,
        key: `credit_purchase:${purchase.id}:payment`,
      });
      return purchase;
    });
    if (!completed) return 'ignored';
    await credits.publishBalance(completed.userId);
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
     * Checkout Session adds its credits once; an expired one closes its purchase. Anything else changes nothing.
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
      // A mentor's chat paid by a visitor first: the plans take every other payment, refund and dispute.
      if (await mentorPayments.applyStripeEvent(event)) return 'mentor';
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
