import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TwinTalkHistory } from '@shared/contracts/twin-talk.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { TWIN_QUERY_KEY } from './get-twin.ts';

export const TWIN_TALK_QUERY_KEY = [...TWIN_QUERY_KEY, 'talk'] as const;

/** `GET /twin/talk`: the owner's kept conversation with their twin, oldest first. */
export function getTwinTalk(signal?: AbortSignal): Promise<TwinTalkHistory> {
  return apiRequest<TwinTalkHistory>('/twin/talk', { signal });
}

export function twinTalkQueryOptions() {
  return queryOptions({ queryKey: TWIN_TALK_QUERY_KEY, queryFn: ({ signal }) => getTwinTalk(signal) });
}

export function useTwinTalk() {
  return useQuery(twinTalkQueryOptions());
}

/** `DELETE /twin/talk`: clears the whole conversation. */
export function useClearTwinTalk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<null>('/twin/talk', { method: 'DELETE' }),
    onSuccess: () => queryClient.setQueryData<TwinTalkHistory>(TWIN_TALK_QUERY_KEY, { messages: [] }),
  });
}

/** The owner's conversation: the server keeps it, so only the new message is sent. */
export const OWNER_TALK_PATH = '/twin/talk';
