import type { JobAccepted } from '@shared/contracts/jobs.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { conversationQueryKey } from '@/lib/query-keys.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';

/** `POST /conversations/{id}/grade`: grades a session whose grading failed again (no credits); answers the new job. */
export async function retryGrading(conversationId: string): Promise<string> {
  const answer = await apiRequest<JobAccepted>(`/conversations/${encodeURIComponent(conversationId)}/grade`, { method: 'POST' });
  return answer.jobId;
}

export function useRetryGrading(conversationId: string) {
  // The report now answers "still being graded": read it again so the page waits.
  return useRefreshingMutation(() => retryGrading(conversationId), { refreshes: [conversationQueryKey(conversationId)] });
}
