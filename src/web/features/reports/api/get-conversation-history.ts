import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type ConversationListAnswer } from '@shared/contracts/reports.ts';
import { HISTORY_PAGE_DEFAULT_LIMIT } from '@shared/contracts/reports-constants.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { CONVERSATIONS_QUERY_KEY } from '@/lib/query-keys.ts';

/** Every history list, filtered or not; under the sessions' key, so a start or an end refreshes it. */
export function historyQueryKey(scenarioId: string | null) {
  return [...CONVERSATIONS_QUERY_KEY, 'history', scenarioId ?? 'all'] as const;
}

/** `GET /conversations?limit=&cursor=&scenario_id=`: one page of sessions, newest first. */
export function getConversationHistory(
  { scenarioId, cursor, limit = HISTORY_PAGE_DEFAULT_LIMIT }: { scenarioId: string | null; cursor: string | null; limit?: number },
  signal?: AbortSignal,
): Promise<ConversationListAnswer> {
  const params = new URLSearchParams({ limit: String(limit) });
  if (cursor) params.set('cursor', cursor);
  if (scenarioId) params.set('scenario_id', scenarioId);
  return apiRequest<ConversationListAnswer>(`/conversations?${params.toString()}`, { signal });
}

export function historyQueryOptions(scenarioId: string | null) {
  return infiniteQueryOptions({
    queryKey: historyQueryKey(scenarioId),
    queryFn: ({ pageParam, signal }) => getConversationHistory({ scenarioId, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.next_cursor,
  });
}

/** The person's sessions, newest first, a page at a time ("Load more" asks for the next). */
export function useConversationHistory(scenarioId: string | null) {
  return useInfiniteQuery(historyQueryOptions(scenarioId));
}
