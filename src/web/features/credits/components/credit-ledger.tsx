import type { CreditEntry } from '@shared/contracts/scenarios.ts';

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "+30", "−10": the sign always shown, with a real minus sign. */
export function formatCreditAmount(amount: number): string {
  return amount > 0 ? `+${amount}` : amount < 0 ? `\u2212${Math.abs(amount)}` : '0';
}

export interface CreditLedgerProps {
  entries: readonly CreditEntry[];
  /** Older entries exist beyond those shown. */
  hasMore: boolean;
}

/** The ledger, newest first: when, what, how many credits and the balance after each. */
export function CreditLedger({ entries, hasMore }: CreditLedgerProps) {
  if (entries.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-300">No credits have come or gone yet.</p>;
  return (
    <>
      {/* Narrow screens: one line per entry, what and when on the left, the amount and the balance after on the right. */}
      <ul className="divide-y divide-slate-100 sm:hidden dark:divide-slate-800" aria-label="Credit history, newest first">
        {entries.map((entry, index) => (
          <li key={`${entry.created_at}-${index}`} className="flex items-start justify-between gap-3 py-2.5 text-sm" data-testid="credit-entry-compact">
            <div className="min-w-0">
              <p className="[overflow-wrap:anywhere] text-slate-900 dark:text-white">{entry.reason}</p>
              <p className="text-xs text-slate-600 dark:text-slate-300">
                <time dateTime={entry.created_at}>{DATE_FORMAT.format(Date.parse(entry.created_at))}</time>
              </p>
            </div>
            <div className="shrink-0 text-right">
              <p className={`font-semibold tabular-nums ${entry.amount < 0 ? 'text-slate-700 dark:text-slate-200' : 'text-emerald-700 dark:text-emerald-300'}`}>
                {formatCreditAmount(entry.amount)}
              </p>
              <p className="text-xs text-slate-600 tabular-nums dark:text-slate-300">balance {entry.balance_after}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden sm:block">
        <table className="w-full text-left text-sm" data-testid="credit-ledger">
          <caption className="sr-only">Credit history, newest first</caption>
          <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase dark:border-slate-700 dark:text-slate-300">
            <tr>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Date
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                What
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                Amount
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Balance
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {entries.map((entry, index) => (
              <tr key={`${entry.created_at}-${index}`} data-testid="credit-entry">
                <td className="py-2.5 pr-3 align-top whitespace-nowrap text-slate-600 dark:text-slate-300">
                  <time dateTime={entry.created_at}>{DATE_FORMAT.format(Date.parse(entry.created_at))}</time>
                </td>
                <td className="py-2.5 pr-3 align-top [overflow-wrap:anywhere] text-slate-900 dark:text-white">{entry.reason}</td>
                <td
                  className={`py-2.5 pr-3 text-right align-top font-semibold whitespace-nowrap tabular-nums ${
                    entry.amount < 0 ? 'text-slate-700 dark:text-slate-200' : 'text-emerald-700 dark:text-emerald-300'
                  }`}
                >
                  {formatCreditAmount(entry.amount)}
                </td>
                <td className="py-2.5 text-right align-top whitespace-nowrap text-slate-700 tabular-nums dark:text-slate-200">{entry.balance_after}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {hasMore ? <p className="mt-3 text-xs text-slate-600 dark:text-slate-300">Showing the latest {entries.length} entries; the balance counts them all.</p> : null}
    </>
  );
}
