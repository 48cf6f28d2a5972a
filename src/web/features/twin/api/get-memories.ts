import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TwinMemoriesList } from '@shared/contracts/twin-memories.ts';
import type { TwinMemorySort } from '@shared/contracts/twin-constants.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { TWIN_QUERY_KEY } from './get-twin.ts';

export const TWIN_MEMORIES_QUERY_KEY = [...TWIN_QUERY_KEY, 'memories'] as const;

export interface MemoriesQuery {
  q: string;
  sort: TwinMemorySort;
}

export function getMemories({ q, sort }: MemoriesQuery, signal?: AbortSignal): Promise<TwinMemoriesList> {
  const params = new URLSearchParams({ sort });
  if (q.trim() !== '') params.set('q', q.trim());
  return apiRequest<TwinMemoriesList>(`/twin/memories?${params.toString()}`, { signal });
}

export function memoriesQueryOptions(query: MemoriesQuery) {
  return queryOptions({
    queryKey: [...TWIN_MEMORIES_QUERY_KEY, query.q.trim(), query.sort],
    queryFn: ({ signal }) => getMemories(query, signal),
    // The list stays on screen while the next search runs.
    placeholderData: keepPreviousData,
  });
}

/** The memory locker, searched in titles and text and sorted, with the storage used against the allowance. */
export function useMemories(query: MemoriesQuery) {
  return useQuery(memoriesQueryOptions(query));
}
