import type { CreateConversationAnswer, CreateConversationInput } from '@shared/contracts/conversations.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { CONVERSATIONS_QUERY_KEY, CREDITS_QUERY_KEY } from '@/lib/query-keys.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';

/**
 * Starts a session: the server debits its credits and writes the character's opening line. Answers the new
 * conversation's id; a 402 (`ApiError`) says how many credits are missing.
 */
export async function createConversation(input: CreateConversationInput): Promise<string> {
  const answer = await apiRequest<CreateConversationAnswer>('/assessment/scenario-conversation/create', { method: 'POST', body: input });
  return answer.data.id;
}

export function useCreateConversation() {
  // The balance changed (or was found short): read it again either way.
  return useRefreshingMutation(createConversation, { refreshes: [CREDITS_QUERY_KEY, CONVERSATIONS_QUERY_KEY] });
}
