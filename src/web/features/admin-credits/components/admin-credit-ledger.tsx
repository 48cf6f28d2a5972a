import { CREDIT_ENTRY_KIND_LABELS, type AdminCreditLedgerEntry } from '@shared/contracts/admin-credits.ts';

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "+30", "−10": the sign always shown, with a real minus sign. */
function formatCreditAmount(amount: number): string {
  return amount > 0 ? `+${amount}` : amount < 0 ? `\u2212${Math.abs(amount)}` : '0';
}

const amountTone = (amount: number) => (amount < 0 ? 'text-slate-700 dark:text-slate-200' : 'text-emerald-700 dark:text-emerald-300');

/** Every account's ledger entries, newest first: when, who, what kind, the amount, the note and the balance after it. */
export function AdminCreditLedger({ entries }: { entries: readonly AdminCreditLedgerEntry[] }) {
  return (
    <>
      {/* Narrow screens: one block per entry. */}
      <ul className="divide-y divide-slate-100 md:hidden dark:divide-slate-800" aria-label="Ledger, newest first">
        {entries.map((entry) => (
          <li key={entry.id} className="flex items-start justify-between gap-3 py-2.5 text-sm" data-testid="admin-ledger-entry-compact">
            <div className="min-w-0">
              <p className="font-medium [overflow-wrap:anywhere] text-slate-900 dark:text-white">{entry.name}</p>
              <p className="[overflow-wrap:anywhere] text-slate-700 dark:text-slate-200">
                {CREDIT_ENTRY_KIND_LABELS[entry.kind]} · {entry.reason}
              </p>
              <p className="text-xs text-slate-600 dark:text-slate-300">
                <time dateTime={entry.createdAt}>{DATE_FORMAT.format(Date.parse(entry.createdAt))}</time>
              </p>
            </div>
            <div className="shrink-0 text-right">
              <p className={`font-semibold tabular-nums ${amountTone(entry.amount)}`}>{formatCreditAmount(entry.amount)}</p>
              <p className="text-xs text-slate-600 tabular-nums dark:text-slate-300">balance {entry.balanceAfter}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <table className="w-full text-left text-sm" data-testid="admin-credit-ledger">
          <caption className="sr-only">Ledger of every account, newest first</caption>
          <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase dark:border-slate-700 dark:text-slate-300">
            <tr>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Date
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Person
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Kind
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Note
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                Amount
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Balance after
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {entries.map((entry) => (
              <tr key={entry.id} data-testid="admin-ledger-entry">
                <td className="py-2.5 pr-3 align-top whitespace-nowrap text-slate-600 dark:text-slate-300">
                  <time dateTime={entry.createdAt}>{DATE_FORMAT.format(Date.parse(entry.createdAt))}</time>
                </td>
                <td className="py-2.5 pr-3 align-top">
                  <span className="block [overflow-wrap:anywhere] text-slate-900 dark:text-white">{entry.name}</span>
                  <span className="block text-xs [overflow-wrap:anywhere] text-slate-600 dark:text-slate-300">{entry.email}</span>
                </td>
                <td className="py-2.5 pr-3 align-top whitespace-nowrap text-slate-700 dark:text-slate-200">{CREDIT_ENTRY_KIND_LABELS[entry.kind]}</td>
                <td className="py-2.5 pr-3 align-top [overflow-wrap:anywhere] text-slate-900 dark:text-white">{entry.reason}</td>
                <td className={`py-2.5 pr-3 text-right align-top font-semibold whitespace-nowrap tabular-nums ${amountTone(entry.amount)}`}>{formatCreditAmount(entry.amount)}</td>
                <td className="py-2.5 text-right align-top whitespace-nowrap text-slate-700 tabular-nums dark:text-slate-200">{entry.balanceAfter}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
