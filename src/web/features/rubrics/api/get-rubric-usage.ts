import { useQuery } from '@tanstack/react-query';
import { libraryItemUsageQueryOptions } from '@/lib/library-item-api.ts';
import { RUBRICS_QUERY_KEY } from './get-rubrics.ts';

export function rubricUsageQueryOptions(id: string) {
  return libraryItemUsageQueryOptions([...RUBRICS_QUERY_KEY, 'usage', id], `/rubrics/${encodeURIComponent(id)}`);
}

/** The scenarios that use the owner's rubric, for the delete confirmation; read while `id` is set. */
export function useRubricUsage(id: string | undefined) {
  return useQuery({ ...rubricUsageQueryOptions(id ?? ''), enabled: Boolean(id) });
}
