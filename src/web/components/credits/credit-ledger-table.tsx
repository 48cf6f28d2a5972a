// The credit ledger as a table (a list of blocks on narrow screens): a person's own history on their Credits page, and
// every account's entries on the admin Credits page and an organisation's on the console, which add who and what kind.
import { useTranslation } from '@/i18n/use-translation.ts';
import type { OrganizationCreditEntry } from '@shared/contracts/organization-credits.ts';
import { formatDateTime } from '@/i18n/format.ts';
import { i18n } from '@/i18n/i18n.ts';

/** "+30", "−10": the sign always shown, with a real minus sign. */
export function formatCreditAmount(amount: number): string {
  return amount > 0 ? `+${amount}` : amount < 0 ? `\u2212${Math.abs(amount)}` : '0';
}

const amountTone = (amount: number) => (amount < 0 ? 'text-slate-700 dark:text-slate-200' : 'text-emerald-700 dark:text-emerald-300');

/** One ledger entry as the table shows it. */
export interface CreditLedgerLine {
  key: string;
  createdAt: string;
  /** Whose account, and the kind's label: shown on the ledger of every account. */
  account?: { name: string; email: string; kind: string };
  reason: string;
  amount: number;
  balanceAfter: number;
}

/** An organisation's ledger entry as its table shows it: the member it names, or the operator for a grant. */
export function organizationLedgerLine(entry: OrganizationCreditEntry): CreditLedgerLine {
  return {
    key: entry.id,
    createdAt: entry.created_at,
    account: { name: entry.member?.name ?? i18n.t('ledgerTable.operator'), email: entry.member?.email ?? '', kind: i18n.t(`ledgerTable.kind.${entry.kind}`) },
    reason: entry.reason,
    amount: entry.amount,
    balanceAfter: entry.balance_after,
  };
}

/** Per ledger: its names and headings (catalogue keys under ledgerTable.<ledger>), test ids and the width from which the table replaces the list. */
const LEDGERS = {
  own: {
    testIds: { table: 'credit-ledger', entry: 'credit-entry', compactEntry: 'credit-entry-compact' },
    listClass: 'sm:hidden',
    tableClass: 'hidden sm:block',
  },
  everyAccount: {
    testIds: { table: 'admin-credit-ledger', entry: 'admin-ledger-entry', compactEntry: 'admin-ledger-entry-compact' },
    listClass: 'md:hidden',
    tableClass: 'hidden md:block',
  },
  organization: {
    testIds: { table: 'organization-credit-ledger', entry: 'organization-ledger-entry', compactEntry: 'organization-ledger-entry-compact' },
    listClass: 'md:hidden',
    tableClass: 'hidden md:block',
  },
} as const;

const HEADING = 'py-2 pr-3 font-semibold';
const WRAP_STRONG = '[overflow-wrap:anywhere] text-slate-900 dark:text-white';

function EntryTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}

/** The entries, newest first: when, (whose and what kind,) what, the amount and the balance after it. */
export function CreditLedgerTable({ lines, ledger }: { lines: readonly CreditLedgerLine[]; ledger: keyof typeof LEDGERS }) {
  const { t } = useTranslation();
  const texts = {
    ...LEDGERS[ledger],
    listLabel: t(`ledgerTable.${ledger}.listLabel`),
    caption: t(`ledgerTable.${ledger}.caption`),
    reasonHeading: t(`ledgerTable.${ledger}.reasonHeading`),
    balanceHeading: t(`ledgerTable.${ledger}.balanceHeading`),
  };
  const hasAccounts = ledger !== 'own';
  return (
    <>
      {/* Narrow screens: one block per entry, what and when on the left, the amount and the balance after on the right. */}
      <ul className={`divide-y divide-slate-100 ${texts.listClass} dark:divide-slate-800`} aria-label={texts.listLabel}>
        {lines.map((line) => (
          <li key={line.key} className="flex items-start justify-between gap-3 py-2.5 text-sm" data-testid={texts.testIds.compactEntry}>
            <div className="min-w-0">
              {line.account ? (
                <>
                  <p className={`font-medium ${WRAP_STRONG}`}>{line.account.name}</p>
                  <p className="[overflow-wrap:anywhere] text-slate-700 dark:text-slate-200">
                    {line.account.kind} · {line.reason}
                  </p>
                </>
              ) : (
                <p className={WRAP_STRONG}>{line.reason}</p>
              )}
              <p className="text-xs text-slate-600 dark:text-slate-300">
                <EntryTime iso={line.createdAt} />
              </p>
            </div>
            <div className="shrink-0 text-right">
              <p className={`font-semibold tabular-nums ${amountTone(line.amount)}`}>{formatCreditAmount(line.amount)}</p>
              <p className="text-xs text-slate-600 tabular-nums dark:text-slate-300">{t('ledgerTable.balanceAfter', { balance: line.balanceAfter })}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className={texts.tableClass}>
        <table className="w-full text-left text-sm" data-testid={texts.testIds.table}>
          <caption className="sr-only">{texts.caption}</caption>
          <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase dark:border-slate-700 dark:text-slate-300">
            <tr>
              <th scope="col" className={HEADING}>
                {t('ledgerTable.date')}
              </th>
              {hasAccounts ? (
                <>
                  <th scope="col" className={HEADING}>
                    {t('ledgerTable.person')}
                  </th>
                  <th scope="col" className={HEADING}>
                    {t('ledgerTable.kindHeading')}
                  </th>
                </>
              ) : null}
              <th scope="col" className={HEADING}>
                {texts.reasonHeading}
              </th>
              <th scope="col" className={`${HEADING} text-right`}>
                {t('ledgerTable.amount')}
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                {texts.balanceHeading}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {lines.map((line) => (
              <tr key={line.key} data-testid={texts.testIds.entry}>
                <td className="py-2.5 pr-3 align-top whitespace-nowrap text-slate-600 dark:text-slate-300">
                  <EntryTime iso={line.createdAt} />
                </td>
                {line.account ? (
                  <>
                    <td className="py-2.5 pr-3 align-top">
                      <span className={`block ${WRAP_STRONG}`}>{line.account.name}</span>
                      <span className="block text-xs [overflow-wrap:anywhere] text-slate-600 dark:text-slate-300">{line.account.email}</span>
                    </td>
                    <td className="py-2.5 pr-3 align-top whitespace-nowrap text-slate-700 dark:text-slate-200">{line.account.kind}</td>
                  </>
                ) : null}
                <td className={`py-2.5 pr-3 align-top ${WRAP_STRONG}`}>{line.reason}</td>
                <td className={`py-2.5 pr-3 text-right align-top font-semibold whitespace-nowrap tabular-nums ${amountTone(line.amount)}`}>{formatCreditAmount(line.amount)}</td>
                <td className="py-2.5 text-right align-top whitespace-nowrap text-slate-700 tabular-nums dark:text-slate-200">{line.balanceAfter}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
