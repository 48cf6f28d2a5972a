// What Stripe's refunds and disputes of a credit package take back, computed from the facts their events set on the
// purchase (completed, refunded total, dispute), so replayed and out-of-order events never take back twice. Credits
// already spent are still taken back: the balance may go below zero, a debt the next purchase or grant pays first,
// and no session starts until the balance covers one again. A won dispute gives back what it had taken.
import type { MoneyLedgerEntry } from '../feature-deps.ts';
import { refundAndDisputeEntries } from '../ledger/purchase-refund-entries.ts';
import type { CreditPurchaseRow } from './credits.repository.ts';

type Facts = Pick<CreditPurchaseRow, 'credits' | 'amountCents' | 'status' | 'refundedCents' | 'disputeStatus'>;
type LedgerFacts = Facts & Pick<CreditPurchaseRow, 'id' | 'userId' | 'currency'>;

/**
 * How many of the purchase's credits its refunds and dispute take back: none until it is completed; all while a
 * dispute is open or after it was lost; otherwise the credits the refunded part paid for, rounded up, so nobody keeps
 * credits they were repaid for.
 */
export function creditsOwedBack(purchase: Facts): number {
  if (purchase.status !== 'completed') return 0;
  if (purchase.disputeStatus === 'open' || purchase.disputeStatus === 'lost') return purchase.credits;
  if (purchase.refundedCents <= 0 || purchase.amountCents <= 0) return 0;
  return Math.min(purchase.credits, Math.ceil((purchase.credits * Math.min(purchase.refundedCents, purchase.amountCents)) / purchase.amountCents));
}

/** "50 credits", "1 credit". */
export function creditsText(credits: number): string {
  return `${credits} ${credits === 1 ? 'credit' : 'credits'}`;
}

/** The reason of the credits entry that takes back (a negative change) or gives back (a positive one). */
export function takeBackReason(change: number): string {
  return change < 0 ? `Purchase refunded or disputed: ${creditsText(-change)} taken back` : `Dispute won: ${creditsText(change)} given back`;
}

/**
 * The money ledger's entries for what one refund or dispute event changed on a purchase (`before` and `after` read
 * under its row lock): the refund by how much the refunded total grew (keyed by the new total), a dispute's
 * withdrawal, and its reinstatement when won. Each key names its change, so none is written twice.
 */
export function ledgerEntriesOfCreditChange(before: LedgerFacts, after: LedgerFacts, externalRef: string): MoneyLedgerEntry[] {
  return refundAndDisputeEntries(before, after, { type: 'credit_purchase', name: creditsText(after.credits), externalRef });
}
