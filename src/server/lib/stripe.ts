// The Stripe client both kinds of purchase use (credit packages, the Engram's plans), and the Checkout Session both
// open, with the wording of one Stripe refused. The package is loaded at the first purchase rather than when the server starts.
import type Stripe from 'stripe';
import type { Config } from '../config.ts';
import { HttpError } from './http-errors.ts';

export type Payments = NonNullable<Config['payments']>;

/** A client for the operator's Stripe account (or the local fake a test points `apiBase` at). */
export async function createStripeClient(payments: Payments): Promise<Stripe> {
  const { default: StripeClient } = await import('stripe');
  return new StripeClient(payments.secretKey, {
    // A test points the client at a local fake; unset, it talks to Stripe.
    ...(payments.apiBase ?? {}),
    maxNetworkRetries: 1,
    timeout: 20_000,
    appInfo: { name: 'Engram' },
  });
}

/** The payment intents an event's handlers asked Stripe for, by event: each is asked once however many features ask. */
const paymentIntentsAsked = new WeakMap<Stripe.Event, Map<string, Promise<Stripe.Metadata | undefined>>>();

/**
 * The metadata of a payment intent an event names, asked of Stripe once per event: credit packages, plans and mentor
 * payments each look for their own key in it. Undefined when Stripe does not know the payment (another account's).
 */
export function paymentIntentMetadata(event: Stripe.Event, paymentIntentId: string, stripe: Promise<Stripe>): Promise<Stripe.Metadata | undefined> {
  let asked = paymentIntentsAsked.get(event);
  if (!asked) paymentIntentsAsked.set(event, (asked = new Map()));
  let metadata = asked.get(paymentIntentId);
  if (!metadata) {
    metadata = (async () => {
      try {
        return (await (await stripe).paymentIntents.retrieve(paymentIntentId)).metadata;
      } catch (error) {
        if (error instanceof Error && 'statusCode' in error && error.statusCode === 404) return undefined;
        throw error;
      }
    })();
    // A failed request is asked again by the next handler rather than failing it too.
    metadata.catch(() => asked.delete(paymentIntentId));
    asked.set(paymentIntentId, metadata);
  }
  return metadata;
}

/** The 502 for a Checkout Session Stripe would not open, with its reason. */
function checkoutRefused(error: unknown): HttpError {
  const reason = (error instanceof Error ? error.message : '').replace(/[.\s]+$/, '') || 'the payment service did not answer';
  return new HttpError(502, `The payment page could not be opened: ${reason}. Please try again.`);
}

/** What one purchase's Checkout Session sells and records: one line, and the metadata that finds the purchase again. */
export interface CheckoutRequest {
  purchaseId: string;
  /** The page the person returns to, with `?purchase=success` or `?purchase=cancelled` unless `returnQueries` names others. */
  returnUrl: string;
  returnQueries?: { success: string; cancelled: string };
  email: string;
  lineItem: Stripe.Checkout.SessionCreateParams.LineItem;
  metadata: Record<string, string>;
  paymentIntentMetadata?: Record<string, string>;
}

/**
 * Opens a Checkout Session in payment mode; answers its id and the page's address. A session Stripe refuses, or one
 * without a page, is a 502 the person reads.
 */
export async function openCheckoutSession(stripe: Stripe, request: CheckoutRequest): Promise<{ id: string; url: string }> {
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [request.lineItem],
      client_reference_id: request.purchaseId,
      metadata: request.metadata,
      ...(request.paymentIntentMetadata ? { payment_intent_data: { metadata: request.paymentIntentMetadata } } : {}),
      customer_email: request.email,
      success_url: `${request.returnUrl}?${request.returnQueries?.success ?? 'purchase=success'}`,
      cancel_url: `${request.returnUrl}?${request.returnQueries?.cancelled ?? 'purchase=cancelled'}`,
    });
  } catch (error) {
    throw checkoutRefused(error);
  }
  if (!session.url) throw new HttpError(502, 'The payment page could not be opened. Please try again.');
  return { id: session.id, url: session.url };
}

/** What a charge event tells of a card payment: the total refunded so far, or where its dispute stands. */
export type ChargeFact = { refundedCents: number } | { disputeStatus: 'open' | 'won' | 'lost' };

/**
 * The fact a refund or dispute event tells (a dispute closed other than lost, or whose funds are reinstated, is won);
 * undefined for any other event.
 */
export function chargeFactOf(event: Stripe.Event): ChargeFact | undefined {
  switch (event.type) {
    case 'charge.refunded':
      return { refundedCents: event.data.object.amount_refunded };
    case 'charge.dispute.created':
      return { disputeStatus: 'open' };
    case 'charge.dispute.closed':
      return { disputeStatus: event.data.object.status === 'lost' ? 'lost' : 'won' };
    case 'charge.dispute.funds_reinstated':
      return { disputeStatus: 'won' };
    default:
      return undefined;
  }
}
