import { useTranslation } from '@/i18n/use-translation.ts';
import type { CreditEntry } from '@shared/contracts/scenarios.ts';
import { CreditLedgerTable } from '@/components/credits/credit-ledger-table.tsx';
import { creditReasonText } from '@/features/credits/credit-reason.ts';

export interface CreditLedgerProps {
  entries: readonly CreditEntry[];
  /** Older entries exist beyond those shown. */
  hasMore: boolean;
}

/** The ledger, newest first: when, what, how many credits and the balance after each. */
export function CreditLedger({ entries, hasMore }: CreditLedgerProps) {
  const { t } = useTranslation();
  if (entries.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-300">{t('creditsPage.ledgerEmpty')}</p>;
  const lines = entries.map((entry, index) => ({
    key: `${entry.created_at}-${index}`,
    createdAt: entry.created_at,
    reason: creditReasonText(entry.reason),
    amount: entry.amount,
    balanceAfter: entry.balance_after,
  }));
  return (
    <>
      <CreditLedgerTable lines={lines} ledger="own" />
      {hasMore ? <p className="mt-3 text-xs text-slate-600 dark:text-slate-300">{t('creditsPage.ledgerMore', { count: entries.length })}</p> : null}
    </>
  );
}
