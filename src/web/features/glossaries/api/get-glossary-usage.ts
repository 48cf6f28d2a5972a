import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GlossaryUsageAnswer } from '../../../../shared/contracts/glossaries.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export function getGlossaryUsage(id: string, signal?: AbortSignal): Promise<GlossaryUsageAnswer> {
  return apiRequest<GlossaryUsageAnswer>(`/glossary/${encodeURIComponent(id)}/usage`, { signal });
}

export function glossaryUsageQueryOptions(id: string) {
  return queryOptions({
    // Apart from the lists' key, so the refresh after a delete does not ask again about the deleted glossary.
    queryKey: ['glossary-usage', id],
    queryFn: ({ signal }) => getGlossaryUsage(id, signal),
    select: (answer) => answer.scenarios,
    // Asked each time the confirmation opens: a scenario may have been created meanwhile.
    staleTime: 0,
  });
}

/** The scenarios that use the owner's glossary, by name; null keeps the query idle. */
export function useGlossaryUsage(id: string | null) {
  return useQuery({ ...glossaryUsageQueryOptions(id ?? ''), enabled: id !== null });
}
