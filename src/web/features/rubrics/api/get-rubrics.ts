import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RubricListAnswer } from '@shared/contracts/rubrics.ts';
import { apiRequest } from '@/lib/api-client.ts';

export const RUBRICS_QUERY_KEY = ['rubrics'] as const;

export function getRubrics(email: string, signal?: AbortSignal): Promise<RubricListAnswer> {
  return apiRequest<RubricListAnswer>(`/rubrics/all/${encodeURIComponent(email)}`, { signal });
}

export function rubricsQueryOptions(email: string) {
  return queryOptions({
    queryKey: [...RUBRICS_QUERY_KEY, 'all', email],
    queryFn: ({ signal }) => getRubrics(email, signal),
    select: (answer) => answer.data,
  });
}

/** The person's rubrics and the samples, newest first. */
export function useRubrics(email: string | undefined) {
  return useQuery({ ...rubricsQueryOptions(email ?? ''), enabled: Boolean(email) });
}
