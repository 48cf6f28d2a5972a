// The money ledger on the admin Credits page: what the reconciliation flagged (and checking again now), every payment,
// commission, payout, refund, dispute and grant with filters (person, kind, period), totals per currency, and the CSV
// export of a period.
import { useMemo, useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { AdminUser } from '@shared/contracts/admin-users.ts';
import {
  formatMinor,
  LEDGER_EXPORT_MAX_DAYS,
  LEDGER_KINDS,
  type AdminLedgerEntry,
  type LedgerKind,
  type LedgerProblem,
  type LedgerTotal,
} from '@shared/contracts/ledger.ts';
import { DataTable, type DataColumn } from '@/components/data-table.tsx';
import { LabelledField } from '@/components/labelled-field.tsx';
import { LoadingState, NextPageButton, QueryContent, RetryAlert } from '@/components/query-states.tsx';
import { downloadLedgerCsv, useAdminLedger, useLedgerFlags, useReconcileLedger, type LedgerFilterValues } from '@/features/ledger/api/admin-ledger.ts';
import { formatDate, formatDateTime } from '@/i18n/format.ts';
import { i18n } from '@/i18n/i18n.ts';
import { useTranslation } from '@/i18n/use-translation.ts';

const DAY_MS = 86_400_000;

/** Why the period cannot be exported, or null when it can. */
export function exportRefusal(from: string, to: string): string | null {
  if (!from || !to) return i18n.t('admin.money.choosePeriod', { count: LEDGER_EXPORT_MAX_DAYS });
  if (from > to) return i18n.t('admin.money.fromAfterTo');
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS >= LEDGER_EXPORT_MAX_DAYS) return i18n.t('admin.money.tooLong', { count: LEDGER_EXPORT_MAX_DAYS });
  return null;
}

function kindLabel(t: TFunction, kind: LedgerKind): string {
  switch (kind) {
    case 'payment':
      return t('admin.money.kind.payment');
    case 'commission':
      return t('admin.money.kind.commission');
    case 'payout':
      return t('admin.money.kind.payout');
    case 'refund':
      return t('admin.money.kind.refund');
    case 'dispute':
      return t('admin.money.kind.dispute');
    case 'grant':
      return t('admin.money.kind.grant');
  }
}

function problemLabel(t: TFunction, problem: LedgerProblem): string {
  switch (problem) {
    case 'payment_without_grant':
      return t('admin.money.problem.paymentWithoutGrant');
    case 'grant_without_payment':
      return t('admin.money.problem.grantWithoutPayment');
    case 'refund_not_taken_back':
      return t('admin.money.problem.refundNotTakenBack');
    case 'payout_mismatch':
      return t('admin.money.problem.payoutMismatch');
  }
}

function Totals({ totals }: { totals: readonly LedgerTotal[] }) {
  const { t } = useTranslation();
  if (totals.length === 0) return null;
  return (
    <ul className="mb-4 grid gap-3 sm:grid-cols-2" aria-label={t('admin.money.totals')}>
      {totals.map((total) => (
        <li key={total.currency} className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700">
          <p className="font-semibold text-slate-900 tabular-nums dark:text-white">
            {t('admin.money.net', { currency: total.currency.toUpperCase(), amount: formatMinor(total.net_minor, total.currency) })}
          </p>
          <p className="mt-1 text-slate-600 tabular-nums dark:text-slate-300">
            {total.kinds.map((kind) => `${kindLabel(t, kind.kind)} ${formatMinor(kind.amount_minor, total.currency)} (${kind.entries})`).join(' · ')}
          </p>
        </li>
      ))}
    </ul>
  );
}

const entryColumns = (t: TFunction): DataColumn<AdminLedgerEntry>[] => [
  {
    heading: t('admin.money.when'),
    cellClassName: () => 'whitespace-nowrap text-slate-600 dark:text-slate-300',
    cell: (entry) => formatDateTime(entry.created_at),
  },
  { heading: t('admin.money.who'), cellClassName: () => '[overflow-wrap:anywhere]', cell: (entry) => entry.email ?? entry.organization_name ?? t('admin.money.deletedAccount') },
  { heading: t('ledgerTable.kindHeading'), cell: (entry) => kindLabel(t, entry.kind) },
  { heading: t('admin.money.for'), cellClassName: () => '[overflow-wrap:anywhere]', cell: (entry) => entry.description },
  {
    heading: t('ledgerTable.amount'),
    isNumeric: true,
    cellClassName: (entry) => (entry.amount_minor < 0 ? 'text-red-800 dark:text-red-300' : 'text-slate-900 dark:text-white'),
    cell: (entry) => formatMinor(entry.amount_minor, entry.currency),
  },
];

function EntriesTable({ entries }: { entries: readonly AdminLedgerEntry[] }) {
  const { t } = useTranslation();
  const columns = useMemo(() => entryColumns(t), [t]);
  return <DataTable caption={t('admin.money.caption')} columns={columns} rows={entries} rowKey={(entry) => entry.id} />;
}

/** The reconciliation's open flags, with a button that checks again now. */
export function LedgerFlags() {
  const { t } = useTranslation();
  const flags = useLedgerFlags();
  const reconcile = useReconcileLedger();
  return (
    <div className="mb-6" data-testid="ledger-flags">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="font-semibold text-slate-900 dark:text-white">{t('admin.money.reconciliation')}</h3>
        <button type="button" className="btn-secondary" disabled={reconcile.isPending} onClick={() => reconcile.mutate()}>
          {reconcile.isPending ? t('admin.money.checking') : t('admin.money.checkNow')}
        </button>
      </div>
      {reconcile.isError ? (
        <p className="mt-2 text-sm text-red-800 dark:text-red-300" role="alert">
          {t('admin.money.checkFailed', { reason: reconcile.error.message })}
        </p>
      ) : reconcile.data ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300" role="status">
          {t('admin.money.checked', { open: reconcile.data.open, raised: reconcile.data.raised, resolved: reconcile.data.resolved })}
        </p>
      ) : null}
      <QueryContent query={flags} loadingLabel={t('admin.money.loadingReconciliation')} failureText={(reason) => t('admin.money.reconciliationFailed', { reason })}>
        {({ data }) =>
          data.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t('admin.money.allClear')}</p>
          ) : (
            <ul className="mt-2 space-y-2 text-sm" aria-label={t('admin.money.flags')}>
              {data.map((flag) => (
                <li key={flag.id} className="rounded-lg bg-amber-50 p-3 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100">
                  <span className="font-semibold">{problemLabel(t, flag.problem)}</span>: {flag.detail} ({formatMinor(flag.amount_minor, flag.currency)}
                  {flag.email ? `, ${flag.email}` : ''}; {flag.source_type} {flag.source_id}; {t('admin.money.since', { date: formatDate(flag.first_seen_at) })})
                </li>
              ))}
            </ul>
          )
        }
      </QueryContent>
    </div>
  );
}

/** Every entry of the money ledger, with its filters, totals and CSV export; `personPicker` chooses the person filter. */
export function MoneyLedger({ person, personPicker }: { person: AdminUser | null; personPicker: ReactNode }) {
  const [kind, setKind] = useState<LedgerKind | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const filters: LedgerFilterValues = { userId: person?.id ?? '', kind, from, to };
  const isPeriodValid = !from || !to || from <= to;
  const ledger = useAdminLedger(isPeriodValid ? filters : { ...filters, from: '', to: '' });
  const entries = ledger.data?.pages.flatMap((page) => page.data) ?? [];
  const totals = ledger.data?.pages[0]?.totals ?? [];
  const refusal = exportRefusal(from, to);
  const { t } = useTranslation();

  return (
    <div>
      <LedgerFlags />
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
        <div className="sm:col-span-2 lg:col-span-1">{personPicker}</div>
        <LabelledField label={t('ledgerTable.kindHeading')}>
          {(id) => (
            <select id={id} className="field-input w-full" value={kind} onChange={(event) => setKind(event.target.value as LedgerKind | '')}>
              <option value="">{t('admin.credits.ledger.allKinds')}</option>
              {LEDGER_KINDS.map((option) => (
                <option key={option} value={option}>
                  {kindLabel(t, option)}
                </option>
              ))}
            </select>
          )}
        </LabelledField>
        <LabelledField label={t('admin.money.from')}>{(id) => <input id={id} type="date" className="field-input w-full" value={from} onChange={(event) => setFrom(event.target.value)} />}</LabelledField>
        <LabelledField label={t('admin.money.to')}>{(id) => <input id={id} type="date" className="field-input w-full" value={to} onChange={(event) => setTo(event.target.value)} />}</LabelledField>
      </div>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <button type="button" className="btn-secondary" disabled={refusal !== null} onClick={() => void downloadLedgerCsv(filters)}>
          {t('admin.money.download')}
        </button>
        {refusal ? <p className="text-sm text-slate-600 dark:text-slate-300">{refusal}</p> : null}
      </div>
      {ledger.isPending ? (
        <LoadingState label={t('admin.money.loading')} />
      ) : ledger.isError ? (
        <RetryAlert message={t('admin.money.loadFailed', { reason: ledger.error.message })} onRetry={() => void ledger.refetch()} />
      ) : entries.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="money-ledger-empty">
          {person || kind || from || to ? t('admin.credits.ledger.noMatch') : t('admin.money.empty')}
        </p>
      ) : (
        <>
          <Totals totals={totals} />
          <EntriesTable entries={entries} />
          <NextPageButton query={ledger} label={t('admin.credits.ledger.older')} />
        </>
      )}
    </div>
  );
}
