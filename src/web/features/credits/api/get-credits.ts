import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CreditsAnswer } from '@shared/contracts/scenarios.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { CREDITS_QUERY_KEY } from '@/lib/query-keys.ts';
import { subscribeToServerEvent } from '@/lib/server-events.ts';

export function getCredits(signal?: AbortSignal): Promise<CreditsAnswer> {
  return apiRequest<CreditsAnswer>('/credits', { signal });
}

export const creditsQueryOptions = queryOptions({ queryKey: CREDITS_QUERY_KEY, queryFn: ({ signal }) => getCredits(signal) });

/**
 * The person's credit balance and ledger, kept current by the server's `credits` event: the pushed balance is
 * shown at once, and the ledger is read again. When the push channel (re)opens, a change it missed is caught up.
 */
export function useCredits() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeToServerEvent('credits', (event) => {
        if (event) {
          queryClient.setQueryData(CREDITS_QUERY_KEY, (current: CreditsAnswer | undefined) => (current ? { ...current, balance: event.balance } : current));
          void queryClient.invalidateQueries({ queryKey: CREDITS_QUERY_KEY });
        } else if (queryClient.isFetching({ queryKey: CREDITS_QUERY_KEY }) === 0) {
          // The channel (re)opened: a change pushed while it was down would be missed. A read under way is fresh enough.
          void queryClient.invalidateQueries({ queryKey: CREDITS_QUERY_KEY });
        }
      }),
    [queryClient],
  );
  return useQuery(creditsQueryOptions);
}
