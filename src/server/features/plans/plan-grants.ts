// What a purchase still gives its buyer, computed from the facts Stripe's events set on it (paid, refunded total,
// dispute), so replayed and out-of-order events cannot grant twice or take back twice.
import type { PlanReceipt, ReceiptStatus } from '../../../shared/contracts/plans.ts';
import type { MoneyLedgerEntry } from '../feature-deps.ts';
import { refundAndDisputeEntries } from '../ledger/purchase-refund-entries.ts';
import type { PlanPurchaseRow } from './plans.repository.ts';

type Facts = Pick<PlanPurchaseRow, 'item' | 'quantity' | 'amountCents' | 'status' | 'refundedCents' | 'disputeStatus'>;
type LedgerFacts = Facts & Pick<PlanPurchaseRow, 'id' | 'userId' | 'currency'>;

/**
 * How much of the purchase the person holds now: 0 until paid, and 0 while a dispute is open or after it was lost.
 * A refund takes back the package only when refunded in full; storage loses the gigabytes the refund pays back,
 * rounded up, so nobody keeps storage they were repaid for.
 */
export function heldQuantity(purchase: Facts): number {
  if (purchase.status !== 'paid') return 0;
  if (purchase.disputeStatus === 'open' || purchase.disputeStatus === 'lost') return 0;
  if (purchase.refundedCents <= 0) return purchase.quantity;
  if (purchase.item === 'package') return purchase.refundedCents >= purchase.amountCents ? 0 : 1;
  const repaidGb = Math.ceil((purchase.quantity * Math.min(purchase.refundedCents, purchase.amountCents)) / purchase.amountCents);
  return Math.max(0, purchase.quantity - repaidGb);
}

export function receiptStatusOf(purchase: Facts): ReceiptStatus {
  if (purchase.status === 'open') return 'pending';
  if (purchase.status === 'expired') return 'expired';
  if (purchase.disputeStatus === 'open' || purchase.disputeStatus === 'lost') return 'disputed';
  if (purchase.refundedCents >= purchase.amountCents) return 'refunded';
  return purchase.refundedCents > 0 ? 'partly_refunded' : 'paid';
}

export function toReceipt(row: PlanPurchaseRow): PlanReceipt {
  return {
    id: row.id,
    item: row.item as PlanReceipt['item'],
    quantity: row.quantity,
    amount_cents: row.amountCents,
    refunded_cents: row.refundedCents,
    currency: row.currency,
    status: receiptStatusOf(row),
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
  };
}

/** "Engram package", "2 GB of storage": what a purchase is, as receipts and the ledger name it. */
export function purchaseDescription(purchase: Pick<PlanPurchaseRow, 'item' | 'quantity'>): string {
  return purchase.item === 'package' ? 'Engram package' : `${purchase.quantity} GB of storage`;
}

/**
 * The money ledger's entries for what one event changed on a purchase (its row locked, `before` and `after` read in
 * the same transaction): the payment when it became paid (a grant when given free), the refund by how much the
 * refunded total grew (keyed by the new total), and a dispute's withdrawal and reinstatement. Each key names its
 * change, so an entry is never written twice, whatever order the events come in.
 */
export function ledgerEntriesOfChange(before: LedgerFacts, after: LedgerFacts, externalRef: string | null): MoneyLedgerEntry[] {
  const entries: MoneyLedgerEntry[] = [];
  const base = { currency: after.currency, userId: after.userId, sourceType: 'plan_purchase', sourceId: after.id, externalRef };
  const name = purchaseDescription(after);
  const key = (what: string) => `plan_purchase:${after.id}:${what}`;
  if (after.status === 'paid' && before.status !== 'paid') {
    entries.push(
      after.amountCents > 0
        ? { ...base, kind: 'payment', amountMinor: after.amountCents, description: name, key: key('payment') }
        : { ...base, kind: 'grant', amountMinor: 0, description: `${name}, given free`, key: key('grant') },
    );
  }
  return [...entries, ...refundAndDisputeEntries(before, after, { type: 'plan_purchase', name, externalRef })];
}
