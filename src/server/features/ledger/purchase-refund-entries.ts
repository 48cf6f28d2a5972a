// The money ledger's entries for what a card purchase's refund and dispute facts became after one event, the same
// rule for credit packages (`credits/credit-refunds.ts`) and the Engram's plans (`plans/plan-grants.ts`).
import type { MoneyLedgerEntry } from '../feature-deps.ts';

/** A purchase as its row is read, under its lock, before and after the event. */
export interface PurchaseRefundFacts {
  id: string;
  userId: string | null;
  currency: string;
  amountCents: number;
  refundedCents: number;
  disputeStatus: string | null;
}

/**
 * The refund by how much the refunded total grew (keyed by the new total), and a dispute's withdrawal and its
 * reinstatement when won, each keyed `<sourceType>:<id>:<change>` so none is written twice whatever order the events
 * come in. `name` is what the purchase was ("50 credits", "Engram package").
 */
export function refundAndDisputeEntries(before: PurchaseRefundFacts, after: PurchaseRefundFacts, source: { type: string; name: string; externalRef: string | null }): MoneyLedgerEntry[] {
  const entries: MoneyLedgerEntry[] = [];
  const base = { currency: after.currency, userId: after.userId, sourceType: source.type, sourceId: after.id, externalRef: source.externalRef };
  const key = (what: string) => `${source.type}:${after.id}:${what}`;
  if (after.refundedCents > before.refundedCents) {
    entries.push({ ...base, kind: 'refund', amountMinor: before.refundedCents - after.refundedCents, description: `Refund: ${source.name}`, key: key(`refund:${after.refundedCents}`) });
  }
  if (after.disputeStatus !== before.disputeStatus && after.disputeStatus !== null && after.amountCents > 0) {
    // The money leaves when a dispute opens (or is first seen already closed) and comes back when it is won.
    entries.push({ ...base, kind: 'dispute', amountMinor: -after.amountCents, description: `Dispute: ${source.name}`, key: key('dispute:open') });
    if (after.disputeStatus === 'won') entries.push({ ...base, kind: 'dispute', amountMinor: after.amountCents, description: `Dispute won: ${source.name}`, key: key('dispute:won') });
  }
  return entries;
}
