import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgressAnswer } from '@shared/contracts/reports.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { CONVERSATIONS_QUERY_KEY } from '@/lib/query-keys.ts';

export const PROGRESS_QUERY_KEY = [...CONVERSATIONS_QUERY_KEY, 'progress'] as const;

/** `GET /conversations/progress`: per scenario, the graded sessions' scores, oldest first. */
export function getProgress(signal?: AbortSignal): Promise<ProgressAnswer> {
  return apiRequest<ProgressAnswer>('/conversations/progress', { signal });
}

export function progressQueryOptions() {
  return queryOptions({ queryKey: PROGRESS_QUERY_KEY, queryFn: ({ signal }) => getProgress(signal) });
}

export function useProgress() {
  return useQuery(progressQueryOptions());
}
