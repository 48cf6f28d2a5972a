import type { AdminCreditLedgerEntry } from '@shared/contracts/admin-credits.ts';
import { CreditLedgerTable } from '@/components/credits/credit-ledger-table.tsx';
import { useCreditKindLabel } from '@/features/admin-credits/components/credit-kind-label.ts';

/** Every account's ledger entries, newest first: when, who, what kind, the amount, the note and the balance after it. */
export function AdminCreditLedger({ entries }: { entries: readonly AdminCreditLedgerEntry[] }) {
  const kindLabel = useCreditKindLabel();
  const lines = entries.map((entry) => ({
    key: entry.id,
    createdAt: entry.createdAt,
    account: { name: entry.name, email: entry.email, kind: kindLabel(entry.kind) },
    reason: entry.reason,
    amount: entry.amount,
    balanceAfter: entry.balanceAfter,
  }));
  return <CreditLedgerTable lines={lines} ledger="everyAccount" />;
}
