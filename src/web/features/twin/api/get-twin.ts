import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Twin, TwinEnvelope } from '../../../../shared/contracts/twin.ts';
import { apiRequest } from '../../../lib/api-client.ts';

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
