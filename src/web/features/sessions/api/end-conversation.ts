import type { EndConversationAnswer } from '@shared/contracts/conversations.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { CONVERSATIONS_QUERY_KEY } from '@/lib/query-keys.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';

/**
 * Ends the session and answers its grading job (the report page follows it); ending twice answers the same job.
 * Null when the learner said nothing: the session is not graded and its credits are refunded.
 */
export async function endConversation(id: string): Promise<string | null> {
  const answer = await apiRequest<EndConversationAnswer>(`/conversations/${encodeURIComponent(id)}/end`, { method: 'POST' });
  return answer.jobId;
}

export function useEndConversation() {
  return useRefreshingMutation(endConversation, { refreshes: [CONVERSATIONS_QUERY_KEY] });
}
