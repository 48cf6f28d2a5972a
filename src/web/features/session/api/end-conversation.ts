import type { JobAccepted } from '../../../../shared/contracts/jobs.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CONVERSATIONS_QUERY_KEY } from '../../../lib/query-keys.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';

/** Ends the session and answers its grading job (the report page follows it); ending twice answers the same job. */
export async function endConversation(id: string): Promise<string> {
  const answer = await apiRequest<JobAccepted>(`/conversations/${encodeURIComponent(id)}/end`, { method: 'POST' });
  return answer.jobId;
}

export function useEndConversation() {
  return useRefreshingMutation(endConversation, { refreshes: [CONVERSATIONS_QUERY_KEY] });
}
