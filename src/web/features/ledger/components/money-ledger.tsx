// The money ledger on the admin Credits page: what the reconciliation flagged (and checking again now), every payment,
// commission, payout, refund, dispute and grant with filters (person, kind, period), totals per currency, and the CSV
// export of a period.
import { useId, useState, type ReactNode } from 'react';
import type { AdminUser } from '@shared/contracts/admin-users.ts';
import {
  formatMinor,
  LEDGER_EXPORT_MAX_DAYS,
  LEDGER_KIND_LABELS,
  LEDGER_KINDS,
  LEDGER_PROBLEM_LABELS,
  type AdminLedgerEntry,
  type LedgerKind,
  type LedgerTotal,
} from '@shared/contracts/ledger.ts';
import { DataTable, type DataColumn } from '@/components/data-table.tsx';
import { LoadingState, NextPageButton, RetryAlert } from '@/components/query-states.tsx';
import { downloadLedgerCsv, useAdminLedger, useLedgerFlags, useReconcileLedger, type LedgerFilterValues } from '@/features/ledger/api/admin-ledger.ts';

const DAY_MS = 86_400_000;

/** Why the period cannot be exported, or null when it can. */
export function exportRefusal(from: string, to: string): string | null {
  if (!from || !to) return `Choose From and To (at most ${LEDGER_EXPORT_MAX_DAYS} days) to export them as CSV.`;
  if (from > to) return 'From must be on or before To.';
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS >= LEDGER_EXPORT_MAX_DAYS) return `An export covers at most ${LEDGER_EXPORT_MAX_DAYS} days: choose a shorter period.`;
  return null;
}

function Totals({ totals }: { totals: readonly LedgerTotal[] }) {
  if (totals.length === 0) return null;
  return (
    <ul className="mb-4 grid gap-3 sm:grid-cols-2" aria-label="Totals per currency">
      {totals.map((total) => (
        <li key={total.currency} className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700">
          <p className="font-semibold text-slate-900 tabular-nums dark:text-white">
            {total.currency.toUpperCase()} net {formatMinor(total.net_minor, total.currency)}
          </p>
          <p className="mt-1 text-slate-600 tabular-nums dark:text-slate-300">
            {total.kinds.map((kind) => `${LEDGER_KIND_LABELS[kind.kind]} ${formatMinor(kind.amount_minor, total.currency)} (${kind.entries})`).join(' · ')}
          </p>
        </li>
      ))}
    </ul>
  );
}

const ENTRY_COLUMNS: DataColumn<AdminLedgerEntry>[] = [
  {
    heading: 'When',
    cellClassName: () => 'whitespace-nowrap text-slate-600 dark:text-slate-300',
    cell: (entry) => new Date(entry.created_at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }),
  },
  { heading: 'Who', cellClassName: () => '[overflow-wrap:anywhere]', cell: (entry) => entry.email ?? entry.organization_name ?? 'Deleted account' },
  { heading: 'Kind', cell: (entry) => LEDGER_KIND_LABELS[entry.kind] },
  { heading: 'For', cellClassName: () => '[overflow-wrap:anywhere]', cell: (entry) => entry.description },
  {
    heading: 'Amount',
    isNumeric: true,
    cellClassName: (entry) => (entry.amount_minor < 0 ? 'text-red-800 dark:text-red-300' : 'text-slate-900 dark:text-white'),
    cell: (entry) => formatMinor(entry.amount_minor, entry.currency),
  },
];

function EntriesTable({ entries }: { entries: readonly AdminLedgerEntry[] }) {
  return <DataTable caption="Money ledger entries, newest first" columns={ENTRY_COLUMNS} rows={entries} rowKey={(entry) => entry.id} />;
}

/** The reconciliation's open flags, with a button that checks again now. */
export function LedgerFlags() {
  const flags = useLedgerFlags();
  const reconcile = useReconcileLedger();
  return (
    <div className="mb-6" data-testid="ledger-flags">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="font-semibold text-slate-900 dark:text-white">Reconciliation</h3>
        <button type="button" className="btn-secondary" disabled={reconcile.isPending} onClick={() => reconcile.mutate()}>
          {reconcile.isPending ? 'Checking…' : 'Check now'}
        </button>
      </div>
      {reconcile.isError ? (
        <p className="mt-2 text-sm text-red-800 dark:text-red-300" role="alert">
          The check could not run: {reconcile.error.message}
        </p>
      ) : reconcile.data ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300" role="status">
          Checked: {reconcile.data.open} open, {reconcile.data.raised} new, {reconcile.data.resolved} fixed since the last check.
        </p>
      ) : null}
      {flags.isPending ? (
        <LoadingState label="Loading the reconciliation" />
      ) : flags.isError ? (
        <RetryAlert message={`The reconciliation could not be loaded: ${flags.error.message}`} onRetry={() => void flags.refetch()} />
      ) : flags.data.data.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">Every payment has its grant, and every refund was taken back. Checked daily.</p>
      ) : (
        <ul className="mt-2 space-y-2 text-sm" aria-label="Reconciliation flags">
          {flags.data.data.map((flag) => (
            <li key={flag.id} className="rounded-lg bg-amber-50 p-3 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100">
              <span className="font-semibold">{LEDGER_PROBLEM_LABELS[flag.problem]}</span>: {flag.detail} ({formatMinor(flag.amount_minor, flag.currency)}
              {flag.email ? `, ${flag.email}` : ''}; {flag.source_type} {flag.source_id}; since {new Date(flag.first_seen_at).toLocaleDateString('en-US', { dateStyle: 'medium' })})
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children(id)}
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

  return (
    <div>
      <LedgerFlags />
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
        <div className="sm:col-span-2 lg:col-span-1">{personPicker}</div>
        <Field label="Kind">
          {(id) => (
            <select id={id} className="field-input w-full" value={kind} onChange={(event) => setKind(event.target.value as LedgerKind | '')}>
              <option value="">All kinds</option>
              {LEDGER_KINDS.map((option) => (
                <option key={option} value={option}>
                  {LEDGER_KIND_LABELS[option]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="From">{(id) => <input id={id} type="date" className="field-input w-full" value={from} onChange={(event) => setFrom(event.target.value)} />}</Field>
        <Field label="To">{(id) => <input id={id} type="date" className="field-input w-full" value={to} onChange={(event) => setTo(event.target.value)} />}</Field>
      </div>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <button type="button" className="btn-secondary" disabled={refusal !== null} onClick={() => void downloadLedgerCsv(filters)}>
          Download CSV
        </button>
        {refusal ? <p className="text-sm text-slate-600 dark:text-slate-300">{refusal}</p> : null}
      </div>
      {ledger.isPending ? (
        <LoadingState label="Loading the money ledger" />
      ) : ledger.isError ? (
        <RetryAlert message={`The money ledger could not be loaded: ${ledger.error.message}`} onRetry={() => void ledger.refetch()} />
      ) : entries.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="money-ledger-empty">
          {person || kind || from || to ? 'No entries match.' : 'No money has come or gone yet.'}
        </p>
      ) : (
        <>
          <Totals totals={totals} />
          <EntriesTable entries={entries} />
          <NextPageButton query={ledger} label="Show older entries" />
        </>
      )}
    </div>
  );
}
