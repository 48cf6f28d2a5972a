import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RubricUsageAnswer } from '../../../../shared/contracts/rubrics.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { RUBRICS_QUERY_KEY } from './get-rubrics.ts';

export function getRubricUsage(id: string, signal?: AbortSignal): Promise<RubricUsageAnswer> {
  return apiRequest<RubricUsageAnswer>(`/rubrics/${encodeURIComponent(id)}/usage`, { signal });
}

export function rubricUsageQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...RUBRICS_QUERY_KEY, 'usage', id],
    queryFn: ({ signal }) => getRubricUsage(id, signal),
    select: (answer) => answer.scenarios,
    // Read fresh each time the delete confirmation opens: scenarios may have been created since.
    staleTime: 0,
  });
}

/** The scenarios that use the owner's rubric, for the delete confirmation; read while `id` is set. */
export function useRubricUsage(id: string | undefined) {
  return useQuery({ ...rubricUsageQueryOptions(id ?? ''), enabled: Boolean(id) });
}
