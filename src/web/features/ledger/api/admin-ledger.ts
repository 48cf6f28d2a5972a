// The money ledger's requests on the admin Credits page: entries with filters and totals (a page at a time), the
// reconciliation's open flags, running it now, and the CSV export of a period.
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_LEDGER_API_PATH, type AdminLedgerAnswer, type LedgerFlagsAnswer, type LedgerKind, type ReconcileAnswer } from '@shared/contracts/ledger.ts';
import { apiRequest, ensureFreshSession } from '@/lib/api-client.ts';

const LEDGER_QUERY_KEY = ['admin', 'ledger'] as const;
const FLAGS_QUERY_KEY = [...LEDGER_QUERY_KEY, 'flags'] as const;

/** The filters the page sets; empty strings are "all". `from` and `to` are YYYY-MM-DD. */
export interface LedgerFilterValues {
  userId: string;
  kind: LedgerKind | '';
  from: string;
  to: string;
}

function filterParams(filters: LedgerFilterValues): Record<string, string> {
  return Object.fromEntries(
    Object.entries({ user_id: filters.userId, kind: filters.kind, from: filters.from, to: filters.to }).filter(([, value]) => value !== ''),
  );
}

export function adminLedgerQueryOptions(filters: LedgerFilterValues) {
  return infiniteQueryOptions({
    queryKey: [...LEDGER_QUERY_KEY, 'entries', filters],
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      apiRequest<AdminLedgerAnswer>(`${ADMIN_LEDGER_API_PATH}?${new URLSearchParams({ ...filterParams(filters), ...(pageParam ? { before: pageParam } : {}) })}`, { signal }),
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
}

/** The ledger's entries, newest first, with the totals of everything the filters match; `fetchNextPage` adds older ones. */
export function useAdminLedger(filters: LedgerFilterValues) {
  return useInfiniteQuery(adminLedgerQueryOptions(filters));
}

export const ledgerFlagsQueryOptions = queryOptions({
  queryKey: FLAGS_QUERY_KEY,
  queryFn: ({ signal }) => apiRequest<LedgerFlagsAnswer>(`${ADMIN_LEDGER_API_PATH}/flags`, { signal }),
});

export function useLedgerFlags() {
  return useQuery(ledgerFlagsQueryOptions);
}

/** Runs the reconciliation now; the flags read again. */
export function useReconcileLedger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<ReconcileAnswer>(`${ADMIN_LEDGER_API_PATH}/reconcile`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FLAGS_QUERY_KEY }),
  });
}

/** Where the CSV of a period is served (with the other filters). */
export function ledgerCsvPath(filters: LedgerFilterValues): string {
  return `${ADMIN_LEDGER_API_PATH}/export.csv?${new URLSearchParams(filterParams(filters))}`;
}

/** Renews the session if needed, then lets the browser fetch the CSV itself (a followed link cannot renew a token). */
export async function downloadLedgerCsv(filters: LedgerFilterValues): Promise<void> {
  await ensureFreshSession();
  const link = document.createElement('a');
  link.href = ledgerCsvPath(filters);
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}
