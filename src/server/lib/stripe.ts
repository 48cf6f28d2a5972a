// The Stripe client both kinds of purchase use (credit packages, the Engram's plans), and the wording of a checkout
// Stripe refused. The package is loaded at the first purchase rather than when the server starts.
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

/** The 502 for a Checkout Session Stripe would not open, with its reason. */
export function checkoutRefused(error: unknown): HttpError {
  const reason = (error instanceof Error ? error.message : '').replace(/[.\s]+$/, '') || 'the payment service did not answer';
  return new HttpError(502, `The payment page could not be opened: ${reason}. Please try again.`);
}
