import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TwinNotice, TwinNoticesList } from '@shared/contracts/twin-heirs.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';

export const TWIN_NOTICES_QUERY_KEY = ['twin-notices'] as const;

export function getNotices(signal?: AbortSignal): Promise<TwinNoticesList> {
  return apiRequest<TwinNoticesList>('/twin/notices', { signal });
}

export const noticesQueryOptions = queryOptions({ queryKey: TWIN_NOTICES_QUERY_KEY, queryFn: ({ signal }) => getNotices(signal) });

/** What the signed-in person was told as an heir: named by an owner, or an Engram released to them. */
export function useNotices() {
  return useQuery(noticesQueryOptions);
}

export function markNoticeRead(id: string): Promise<TwinNotice> {
  return apiRequest<TwinNotice>(`/twin/notices/${encodeURIComponent(id)}/read`, { method: 'POST' });
}

export function useMarkNoticeRead() {
  return useRefreshingMutation(markNoticeRead, { refreshes: [TWIN_NOTICES_QUERY_KEY], after: 'success' });
}
