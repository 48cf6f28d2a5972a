import type { AdminCreditLedgerEntry } from '@shared/contracts/admin-credits.ts';
import { CreditLedgerTable } from '@/components/credits/credit-ledger-table.tsx';
import { useCreditKindLabel } from '@/features/admin-credits/components/credit-kind-label.ts';

/**
 * Every account's ledger entries, newest first: when, who, what kind, the amount, the note and the balance after it.
 * `reasonText` words a note the server wrote (in English) in the language showing; the page passes it in.
 */
export function AdminCreditLedger({ entries, reasonText }: { entries: readonly AdminCreditLedgerEntry[]; reasonText: (reason: string) => string }) {
  const kindLabel = useCreditKindLabel();
  const lines = entries.map((entry) => ({
    key: entry.id,
    createdAt: entry.createdAt,
    account: { name: entry.name, email: entry.email, kind: kindLabel(entry.kind) },
    reason: reasonText(entry.reason),
    amount: entry.amount,
    balanceAfter: entry.balanceAfter,
  }));
  return <CreditLedgerTable lines={lines} ledger="everyAccount" />;
}
