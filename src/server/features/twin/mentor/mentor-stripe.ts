// The mentor plan's Stripe events, handed over by the credits feature's verified webhook (FeatureDeps.mentorPayments):
// a paid Checkout Session gives the buyer the chat once and records the owner's share as owed; a refund ends the
// access, and so does a dispute (the owner's share is then no longer owed; a won dispute gives both back). Each event applies once (its id is kept) and the facts it sets do not depend on the order events arrive in.
import type Stripe from 'stripe';
import { MENTOR_MONTH_DAYS } from '../../../../shared/contracts/twin-mentor.ts';
import { createStripeClient, paymentIntentMetadata } from '../../../lib/stripe.ts';
import type { FeatureDeps, MentorStripeEvents } from '../../feature-deps.ts';
import { recordMentorDispute, recordMentorPaid, recordMentorRefund } from './mentor-ledger.ts';
import { createMentorRepository } from './mentor.repository.ts';

/** The metadata key that marks a Checkout Session and its payment intent as a mentor payment. */
export const MENTOR_PAYMENT_KEY = 'mentor_payment_id';

function paymentIdOf(metadata: Stripe.Metadata | null | undefined): string | undefined {
  const id = metadata?.[MENTOR_PAYMENT_KEY];
  return typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id) ? id : undefined;
}

export function createMentorStripeEvents(deps: Pick<FeatureDeps, 'config' | 'database' | 'ledger'>): MentorStripeEvents {
  const repository = createMentorRepository(deps.database.db);
  let stripe: Promise<Stripe> | undefined;

  /** The mentor payment a payment intent's metadata names, asked of Stripe: a refund can arrive before the payment's own events. */
  async function paymentOfIntent(event: Stripe.Event, paymentIntentId: string): Promise<string | undefined> {
    if (!deps.config.payments) return undefined;
    stripe ??= createStripeClient(deps.config.payments);
    // Stripe does not know it (another account's payment): none of the mentors'.
    return paymentIdOf(await paymentIntentMetadata(event, paymentIntentId, stripe));
  }

  /** Which mentor payment the event is about, or undefined when it is none of theirs. */
  async function paymentOf(event: Stripe.Event): Promise<{ paymentId: string; paymentIntentId: string | undefined } | undefined> {
    const object = event.data.object as { object?: string; id?: string; metadata?: Stripe.Metadata | null; payment_intent?: string | { id: string } | null };
    const paymentIntentId = object.object === 'payment_intent' ? object.id : typeof object.payment_intent === 'string' ? object.payment_intent : (object.payment_intent?.id ?? undefined);
    const byMetadata = paymentIdOf(object.metadata);
    if (byMetadata) return { paymentId: byMetadata, paymentIntentId };
    // Sessions carry the key themselves: a session without it is another feature's.
    if (event.type.startsWith('checkout.session.') || !paymentIntentId) return undefined;
    if (!event.type.startsWith('payment_intent.') && !event.type.startsWith('charge.')) return undefined;
    const paymentId = (await repository.findPaymentIdByPaymentIntent(paymentIntentId)) ?? (await paymentOfIntent(event, paymentIntentId));
    return paymentId ? { paymentId, paymentIntentId } : undefined;
  }

  return {
    async applyStripeEvent(event) {
      const found = await paymentOf(event);
      if (!found) return false;
      const { paymentId, paymentIntentId } = found;
      await deps.database.db.transaction(async (tx) => {
        const payments = createMentorRepository(tx);
        // The row lock puts a duplicate (sent again, or twice at once) behind the first; the event's id then stops it.
        const payment = await payments.lockPayment(paymentId);
        if (!payment || payment.method !== 'stripe') return;
        if (!(await payments.recordEvent(event.id, payment.id, event.type))) return;
        if (paymentIntentId && event.type !== 'checkout.session.expired') await payments.setPaymentIntent(payment.id, paymentIntentId);
        const monthEnds = payment.pricing === 'month' ? new Date(Date.now() + MENTOR_MONTH_DAYS * 24 * 60 * 60 * 1000) : null;
        switch (event.type) {
          case 'checkout.session.completed':
          case 'checkout.session.async_payment_succeeded': {
            const session = event.data.object;
            if (payment.checkoutSessionId !== null && session.id !== payment.checkoutSessionId) return;
            const isPaid = session.payment_status === 'paid' && (session.amount_total == null || session.amount_total === payment.grossAmount);
            if (isPaid) {
              await payments.markPaid(payment.id, 'owed', monthEnds);
              await recordMentorPaid(deps.ledger, tx, payment, session.id);
            }
            return;
          }
          case 'checkout.session.expired':
            await payments.markExpired(payment.id);
            return;
          case 'payment_intent.succeeded':
            if (event.data.object.amount_received === payment.grossAmount) {
              await payments.markPaid(payment.id, 'owed', monthEnds);
              await recordMentorPaid(deps.ledger, tx, payment, event.data.object.id);
            }
            return;
          case 'charge.refunded':
            if (event.data.object.amount_refunded > 0) {
              await payments.markRefunded(payment.id, event.data.object.amount_refunded);
              await recordMentorRefund(deps.ledger, tx, payment, event.data.object.amount_refunded, event.id);
            }
            return;
          case 'charge.dispute.created':
          case 'charge.dispute.closed':
          case 'charge.dispute.funds_reinstated': {
            const outcome = event.type === 'charge.dispute.created' ? 'open' : event.type === 'charge.dispute.funds_reinstated' || event.data.object.status !== 'lost' ? 'won' : 'lost';
            await payments.setDispute(payment.id, outcome);
            await recordMentorDispute(deps.ledger, tx, payment, (await payments.lockPayment(payment.id))!, event.id);
            return;
          }
          default:
            return;
        }
      });
      return true;
    },
  };
}
