// The Credits admin page's requests: grants to anyone, the ledger of every account (a page at a time), the welcome
// credits setting. Pending requests are read and answered through features/credits/api.
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_CREDITS_API_PATH,
  type AdminCreditGrantAnswer,
  type AdminCreditGrantInput,
  type AdminCreditLedgerAnswer,
  type AdminCreditSettings,
  type CreditEntryKind,
  type SaveAdminCreditSettingsInput,
} from '@shared/contracts/admin-credits.ts';
import { apiRequest } from '@/lib/api-client.ts';

const ADMIN_CREDITS_QUERY_KEY = ['admin', 'credits'] as const;
const LEDGER_QUERY_KEY = [...ADMIN_CREDITS_QUERY_KEY, 'ledger'] as const;
const SETTINGS_QUERY_KEY = [...ADMIN_CREDITS_QUERY_KEY, 'settings'] as const;

export function adminCreditLedgerQueryOptions(search: string, kind: CreditEntryKind | '') {
  return infiniteQueryOptions({
    queryKey: [...LEDGER_QUERY_KEY, search, kind],
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      apiRequest<AdminCreditLedgerAnswer>(`${ADMIN_CREDITS_API_PATH}/ledger?${new URLSearchParams({ q: search, kind, ...(pageParam ? { before: pageParam } : {}) })}`, { signal }),
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
}

/** Every account's ledger, newest first, by person and kind; `fetchNextPage` adds older entries. */
export function useAdminCreditLedger(search: string, kind: CreditEntryKind | '') {
  return useInfiniteQuery(adminCreditLedgerQueryOptions(search, kind));
}

/** Adds credits to one account; the ledger reads again. */
export function useGrantCredits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminCreditGrantInput) => apiRequest<AdminCreditGrantAnswer>(`${ADMIN_CREDITS_API_PATH}/grants`, { method: 'POST', body: input }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: LEDGER_QUERY_KEY });
      // The admin may have granted to themselves: their balance follows.
      void queryClient.invalidateQueries({ queryKey: ['credits'] });
    },
  });
}

/** The ledger changed elsewhere (a request was granted): read it again. */
export function useRefreshAdminCreditLedger() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: LEDGER_QUERY_KEY });
}

export const adminCreditSettingsQueryOptions = queryOptions({
  queryKey: SETTINGS_QUERY_KEY,
  queryFn: ({ signal }) => apiRequest<AdminCreditSettings>(`${ADMIN_CREDITS_API_PATH}/settings`, { signal }),
});

export function useAdminCreditSettings() {
  return useQuery(adminCreditSettingsQueryOptions);
}

export function useSaveAdminCreditSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveAdminCreditSettingsInput) => apiRequest<AdminCreditSettings>(`${ADMIN_CREDITS_API_PATH}/settings`, { method: 'PUT', body: input }),
    onSuccess: (saved) => queryClient.setQueryData(SETTINGS_QUERY_KEY, saved),
  });
}
