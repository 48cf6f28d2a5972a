import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TWIN_TALK_HISTORY_MAX, type TwinTalkHistory, type TwinTalkMessage } from '@shared/contracts/twin-talk.ts';
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

/**
 * Puts the lines a talk turn kept (its stream's last event) into the cached conversation, as `GET /twin/talk` would
 * now answer it, so a turn needs no second read; without them (a cut-short stream) the conversation is read again.
 */
export function useKeepTalkTurn() {
  const queryClient = useQueryClient();
  return (kept: readonly TwinTalkMessage[] | null) => {
    if (!kept) return queryClient.invalidateQueries({ queryKey: TWIN_TALK_QUERY_KEY });
    queryClient.setQueryData<TwinTalkHistory>(TWIN_TALK_QUERY_KEY, (current) => {
      const ids = new Set(kept.map((message) => message.id));
      const earlier = (current?.messages ?? []).filter((message) => !ids.has(message.id));
      return { messages: [...earlier, ...kept].slice(-TWIN_TALK_HISTORY_MAX) };
    });
    return Promise.resolve();
  };
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
