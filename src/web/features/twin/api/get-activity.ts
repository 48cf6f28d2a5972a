import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TwinActivity } from '@shared/contracts/twin.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { TWIN_QUERY_KEY } from './get-twin.ts';

export async function getActivity(signal?: AbortSignal): Promise<TwinActivity[]> {
  const answer = await apiRequest<{ activity: TwinActivity[] }>('/twin/activity', { signal });
  return answer.activity;
}

export function activityQueryOptions() {
  return queryOptions({ queryKey: [...TWIN_QUERY_KEY, 'activity'], queryFn: ({ signal }) => getActivity(signal), staleTime: 0 });
}

/** What happened to the twin, newest first. */
export function useActivity() {
  return useQuery(activityQueryOptions());
}
