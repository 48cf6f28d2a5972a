import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Conversation } from '@shared/contracts/conversations.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { conversationQueryKey } from '@/lib/query-keys.ts';

export function getConversation(id: string, signal?: AbortSignal): Promise<Conversation> {
  return apiRequest<Conversation>(`/conversations/${encodeURIComponent(id)}`, { signal });
}

export function conversationQueryOptions(id: string) {
  return queryOptions({ queryKey: conversationQueryKey(id), queryFn: ({ signal }) => getConversation(id, signal) });
}

/** A session and every saved line, oldest first: what a reload resumes from. */
export function useConversation(id: string | undefined) {
  return useQuery({ ...conversationQueryOptions(id ?? ''), enabled: Boolean(id) });
}
