import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobAccepted, JobStatus } from '../../../../shared/contracts/jobs.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CONVERSATIONS_QUERY_KEY } from '../../../lib/query-keys.ts';
import { JobFailedError, waitForJob } from '../../../lib/wait-for-job.ts';

/** How often the end job's status is read while the server's push channel is down. */
export const END_JOB_POLL_INTERVAL_MS = 1_000;

/** Ends the session; ending twice answers the same job. */
export async function endConversation(id: string): Promise<string> {
  const answer = await apiRequest<JobAccepted>(`/conversations/${encodeURIComponent(id)}/end`, { method: 'POST' });
  return answer.jobId;
}

/** Ends the session and waits for its job; a failed job throws `JobFailedError` with the server's reason. */
export async function endConversationAndWait(id: string, signal?: AbortSignal): Promise<JobStatus> {
  const jobId = await endConversation(id);
  const status = await waitForJob({ statusPath: `/conversations/job-status-end/${encodeURIComponent(jobId)}`, jobId, intervalMs: END_JOB_POLL_INTERVAL_MS, signal });
  if (status.jobStatus === 'Failed') throw new JobFailedError(status.failedReason);
  return status;
}

export function useEndConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => endConversationAndWait(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY }),
  });
}
