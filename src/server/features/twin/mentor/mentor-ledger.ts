// A mentor's card payments in the money ledger (FeatureDeps.ledger), in the transaction that grants or takes back the
// chat: the payment and the operator's commission when paid, each refund by how much the refunded total grew, and the
// owner's share as a payout when the admin settles it. Keys per event make a replay write nothing.
import type { Db } from '../../../db/client.ts';
import type { MoneyLedger } from '../../feature-deps.ts';
import type { MentorPaymentRow } from './mentor.repository.ts';

const source = (payment: MentorPaymentRow) => ({ sourceType: 'mentor_payment', sourceId: payment.id, currency: payment.currency });

/** The buyer's payment and the operator's commission on it. */
export async function recordMentorPaid(ledger: MoneyLedger, tx: Db, payment: MentorPaymentRow, externalRef: string): Promise<void> {
  await ledger.record(tx, {
    ...source(payment),
    kind: 'payment',
    amountMinor: payment.grossAmount,
    userId: payment.buyerUserId,
    externalRef,
    description: 'A paid mentor chat',
    key: `mentor_payment:${payment.id}:paid`,
  });
  await ledger.record(tx, {
    ...source(payment),
    kind: 'commission',
    amountMinor: payment.commissionAmount,
    userId: payment.ownerUserId,
    externalRef,
    description: 'Commission on a paid mentor chat',
    key: `mentor_payment:${payment.id}:commission`,
  });
}

/** What a refund added to the refunded total (the row as locked before this event), as money out. */
export async function recordMentorRefund(ledger: MoneyLedger, tx: Db, payment: MentorPaymentRow, refundedTotal: number, externalRef: string): Promise<void> {
  const added = refundedTotal - payment.refundedAmount;
  if (added <= 0) return;
  await ledger.record(tx, {
    ...source(payment),
    kind: 'refund',
    amountMinor: -added,
    userId: payment.buyerUserId,
    externalRef,
    description: 'A paid mentor chat refunded',
    key: `mentor_payment:${payment.id}:refund:${refundedTotal}`,
  });
}

/** The owner's share paid out by the operator. */
export async function recordMentorPayout(ledger: MoneyLedger, tx: Db, payment: MentorPaymentRow): Promise<void> {
  await ledger.record(tx, {
    ...source(payment),
    kind: 'payout',
    amountMinor: -payment.ownerShareAmount,
    userId: payment.ownerUserId,
    description: 'A mentor\'s share paid out',
    key: `mentor_payment:${payment.id}:payout`,
  });
}
