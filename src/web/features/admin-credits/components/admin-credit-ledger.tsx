import { CREDIT_ENTRY_KIND_LABELS, type AdminCreditLedgerEntry } from '@shared/contracts/admin-credits.ts';
import { CreditLedgerTable } from '@/components/credits/credit-ledger-table.tsx';

/** Every account's ledger entries, newest first: when, who, what kind, the amount, the note and the balance after it. */
export function AdminCreditLedger({ entries }: { entries: readonly AdminCreditLedgerEntry[] }) {
  const lines = entries.map((entry) => ({
    key: entry.id,
    createdAt: entry.createdAt,
    account: { name: entry.name, email: entry.email, kind: CREDIT_ENTRY_KIND_LABELS[entry.kind] },
    reason: entry.reason,
    amount: entry.amount,
    balanceAfter: entry.balanceAfter,
  }));
  return <CreditLedgerTable lines={lines} ledger="everyAccount" />;
}
