// Stripe's webhook as route tests send it: events built like Stripe's, signed with the test's secret, posted to the
// one endpoint every payment shares (credits, plans, mentors). Tests use this instead of signing by hand.
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { expect } from 'vitest';
import type { TestContext } from './test-app.ts';

export const STRIPE_WEBHOOK_PATH = '/credits/stripe/webhook';

const stripeHelpers = new Stripe('sk_test_helpers');

/** A Stripe event of `type` carrying `object`, as JSON; a fresh id unless one is given (to send the same event again). */
export function stripeEvent(type: string, object: Record<string, unknown>, id = `evt_${randomUUID().replaceAll('-', '')}`): string {
  return JSON.stringify({ id, object: 'event', type, api_version: '2025-01-01', created: Math.floor(Date.now() / 1000), data: { object } });
}

/** The Stripe-Signature header of `payload` signed with `secret`. */
export function stripeSignature(payload: string, secret: string): string {
  return stripeHelpers.webhooks.generateTestHeaderString({ payload, secret });
}

/**
 * Posts signed events to the webhook of the test's app: `send` answers the response (to check a refusal), `sendAll`
 * sends each in turn and expects every one accepted (200).
 */
export function createWebhookSender(ctx: Pick<TestContext, 'app'>, secret: string) {
  const send = (payload: string, signingSecret = secret) =>
    ctx.app.inject({ method: 'POST', url: STRIPE_WEBHOOK_PATH, headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(payload, signingSecret) }, payload });
  const sendAll = async (payloads: string[]) => {
    for (const payload of payloads) {
      const response = await send(payload);
      expect(response.statusCode, response.body).toBe(200);
    }
  };
  return { send, sendAll };
}
