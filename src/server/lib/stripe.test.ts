// What a Stripe charge event tells of a card payment, as credit packages and plans both set it on their purchase.
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { chargeFactOf } from './stripe.ts';

function event(type: string, object: Record<string, unknown> = {}): Stripe.Event {
  return { id: `evt_${type}`, type, data: { object } } as unknown as Stripe.Event;
}

describe('chargeFactOf', () => {
  it('reads the refunded total of a refund', () => {
    expect(chargeFactOf(event('charge.refunded', { amount_refunded: 250 }))).toEqual({ refundedCents: 250 });
  });

  it('reads where a dispute stands: open, lost, or won when closed otherwise or its funds are reinstated', () => {
    expect(chargeFactOf(event('charge.dispute.created', { status: 'needs_response' }))).toEqual({ disputeStatus: 'open' });
    expect(chargeFactOf(event('charge.dispute.closed', { status: 'lost' }))).toEqual({ disputeStatus: 'lost' });
    expect(chargeFactOf(event('charge.dispute.closed', { status: 'won' }))).toEqual({ disputeStatus: 'won' });
    expect(chargeFactOf(event('charge.dispute.closed', { status: 'warning_closed' }))).toEqual({ disputeStatus: 'won' });
    expect(chargeFactOf(event('charge.dispute.funds_reinstated', { status: 'won' }))).toEqual({ disputeStatus: 'won' });
  });

  it('tells nothing of any other event', () => {
    expect(chargeFactOf(event('checkout.session.completed', { payment_status: 'paid' }))).toBeUndefined();
    expect(chargeFactOf(event('charge.dispute.updated', { status: 'under_review' }))).toBeUndefined();
  });
});
