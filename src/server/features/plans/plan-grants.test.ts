import { describe, expect, it } from 'vitest';
import { DEFAULT_PLAN_SETTINGS } from '../../../shared/contracts/plans.ts';
import { heldQuantity, receiptStatusOf } from './plan-grants.ts';
import { resolvePlanSettings } from './plan-settings.ts';

const paid = { item: 'storage', quantity: 3, amountCents: 297, status: 'paid', refundedCents: 0, disputeStatus: null } as const;

describe('[PLANS] what a purchase still gives', () => {
  it('gives nothing until paid, everything once paid, and takes back what a refund repays, rounded up', () => {
    expect(heldQuantity({ ...paid, status: 'open' })).toBe(0);
    expect(heldQuantity({ ...paid, status: 'expired' })).toBe(0);
    expect(heldQuantity(paid)).toBe(3);
    expect(heldQuantity({ ...paid, refundedCents: 1 })).toBe(2);
    expect(heldQuantity({ ...paid, refundedCents: 99 })).toBe(2);
    expect(heldQuantity({ ...paid, refundedCents: 100 })).toBe(1);
    expect(heldQuantity({ ...paid, refundedCents: 297 })).toBe(0);
    expect(receiptStatusOf({ ...paid, refundedCents: 100 })).toBe('partly_refunded');
    expect(receiptStatusOf({ ...paid, refundedCents: 297 })).toBe('refunded');
  });

  it('keeps a package refunded in part, and takes it back in full or while disputed', () => {
    const pkg = { ...paid, item: 'package', quantity: 1, amountCents: 9900 } as const;
    expect(heldQuantity({ ...pkg, refundedCents: 4950 })).toBe(1);
    expect(heldQuantity({ ...pkg, refundedCents: 9900 })).toBe(0);
    expect(heldQuantity({ ...pkg, disputeStatus: 'open' })).toBe(0);
    expect(heldQuantity({ ...pkg, disputeStatus: 'lost' })).toBe(0);
    expect(heldQuantity({ ...pkg, disputeStatus: 'won' })).toBe(1);
    expect(receiptStatusOf({ ...pkg, disputeStatus: 'open' })).toBe('disputed');
  });
});

describe('[PLANS] the saved plans', () => {
  it('falls back to the default for each saved field that is missing or no longer allowed', () => {
    expect(resolvePlanSettings(null)).toEqual(DEFAULT_PLAN_SETTINGS);
    expect(resolvePlanSettings({ packagePriceCents: 12000, storagePricePerGbCents: -5, withoutPayments: 'closed', launchPlaces: 'many' })).toEqual({
      ...DEFAULT_PLAN_SETTINGS,
      packagePriceCents: 12000,
      withoutPayments: 'closed',
    });
  });
});
