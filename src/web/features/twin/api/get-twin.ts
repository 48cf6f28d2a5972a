import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Twin, TwinEnvelope } from '@shared/contracts/twin.ts';
import { apiRequest } from '@/lib/api-client.ts';

/** Every twin query starts with this key, so one invalidation refreshes the twin, its memories, heirs and activity. */
export const TWIN_QUERY_KEY = ['twin'] as const;
export const TWIN_SETTINGS_QUERY_KEY = [...TWIN_QUERY_KEY, 'settings'] as const;

export async function getTwin(signal?: AbortSignal): Promise<Twin | null> {
  const answer = await apiRequest<TwinEnvelope>('/twin', { signal });
  return answer.twin;
}

export function twinQueryOptions() {
  return queryOptions({ queryKey: TWIN_SETTINGS_QUERY_KEY, queryFn: ({ signal }) => getTwin(signal) });
}

/** The signed-in person's twin with its answers so far, or null before it is started. */
export function useTwin() {
  return useQuery(twinQueryOptions());
}

/** Reads again every twin query but the settings, which the caller has just put in the cache (the activity log, the public page). */
export function refreshTwinBesidesSettings(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: TWIN_QUERY_KEY, predicate: (query) => query.queryKey[1] !== 'settings' });
}

/**
 * A change the server answers with the saved twin: the settings show it at once, then the rest of the twin's queries
 * are read again (`everything` reads the settings again too).
 */
export function useTwinChange<Variables>(mutationFn: (variables: Variables) => Promise<Twin>, refresh: 'besides-settings' | 'everything') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (twin) => {
      queryClient.setQueryData(TWIN_SETTINGS_QUERY_KEY, twin);
      void (refresh === 'everything' ? queryClient.invalidateQueries({ queryKey: TWIN_QUERY_KEY }) : refreshTwinBesidesSettings(queryClient));
    },
  });
}
