// A mentor's card payments in the money ledger (FeatureDeps.ledger), in the transaction that grants or takes back the
// chat: the payment and the operator's commission when paid, each refund by how much the refunded total grew, a
// dispute's withdrawal and reinstatement, and the owner's share as a payout when the admin settles it (or, on Solana,
// when the transaction paid it). Keys per event make a replay write nothing. A Solana payment keeps its own unit
// (lamports, USDC's millionths) and names its asset as the currency: nothing is converted.
import type { Db } from '../../../db/client.ts';
import type { MoneyLedger } from '../../feature-deps.ts';
import type { MentorPaymentRow } from './mentor.repository.ts';

/** What every entry of the payment's says: where it comes from, its currency, and its key for the event (`paid`, `refund:<total>` …). */
const entryOf = (payment: MentorPaymentRow, event: string, externalRef: string | null) => ({
  sourceType: 'mentor_payment',
  sourceId: payment.id,
  currency: payment.currency,
  externalRef,
  key: `mentor_payment:${payment.id}:${event}`,
});

/** The buyer's payment and the operator's commission on it. */
export async function recordMentorPaid(ledger: MoneyLedger, tx: Db, payment: MentorPaymentRow, externalRef: string): Promise<void> {
  const paid = payment.method === 'solana' ? `A paid mentor chat, in ${payment.currency.toUpperCase()} on Solana` : 'A paid mentor chat';
  await ledger.record(tx, { ...entryOf(payment, 'paid', externalRef), kind: 'payment', amountMinor: payment.grossAmount, userId: payment.buyerUserId, description: paid });
  await ledger.record(tx, { ...entryOf(payment, 'commission', externalRef), kind: 'commission', amountMinor: payment.commissionAmount, userId: payment.ownerUserId, description: 'Commission on a paid mentor chat' });
}

/** What a refund added to the refunded total (the row as locked before this event), as money out. */
export async function recordMentorRefund(ledger: MoneyLedger, tx: Db, payment: MentorPaymentRow, refundedTotal: number, externalRef: string): Promise<void> {
  const added = refundedTotal - payment.refundedAmount;
  if (added <= 0) return;
  await ledger.record(tx, { ...entryOf(payment, `refund:${refundedTotal}`, externalRef), kind: 'refund', amountMinor: -added, userId: payment.buyerUserId, description: 'A paid mentor chat refunded' });
}

/**
 * What a dispute event changed (`before` locked before it, `after` read after, in one transaction): the money leaves
 * when a dispute opens (or is first seen already closed) and comes back when it is won; each once, by its key.
 */
export async function recordMentorDispute(ledger: MoneyLedger, tx: Db, before: MentorPaymentRow, after: MentorPaymentRow, externalRef: string): Promise<void> {
  if (after.disputeStatus === before.disputeStatus || after.disputeStatus === null) return;
  const dispute = { kind: 'dispute' as const, userId: after.buyerUserId };
  await ledger.record(tx, { ...entryOf(after, 'dispute:open', externalRef), ...dispute, amountMinor: -after.grossAmount, description: 'A paid mentor chat disputed' });
  if (after.disputeStatus === 'won') await ledger.record(tx, { ...entryOf(after, 'dispute:won', externalRef), ...dispute, amountMinor: after.grossAmount, description: 'A mentor chat dispute won' });
}

/** The owner's share paid out: by the operator when an admin settles it, or by the buyer's own transaction on Solana. */
export async function recordMentorPayout(ledger: MoneyLedger, tx: Db, payment: MentorPaymentRow, externalRef: string | null = null): Promise<void> {
  const description = payment.method === 'solana' ? 'A mentor\'s share, paid to their wallet on chain' : 'A mentor\'s share paid out';
  await ledger.record(tx, { ...entryOf(payment, 'payout', externalRef), kind: 'payout', amountMinor: -payment.ownerShareAmount, userId: payment.ownerUserId, description });
}
