import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobAccepted } from '../../../../shared/contracts/jobs.ts';
import type { TwinSummary } from '../../../../shared/contracts/twin.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { waitForJobResult } from '../../../lib/wait-for-job.ts';
import { TWIN_QUERY_KEY } from './get-twin.ts';

/** Polled only while the server's push channel is down. */
export const TWIN_SUMMARY_POLL_MS = 2000;

/** Queues the summary (409 below five answers, saying how many are missing), then waits for the job's result. */
export async function generateSummary(signal?: AbortSignal): Promise<TwinSummary> {
  const { jobId } = await apiRequest<JobAccepted>('/twin/summary', { method: 'POST', signal });
  return waitForJobResult<TwinSummary>({ statusPath: `/twin/job-status-summary/${jobId}`, jobId, intervalMs: TWIN_SUMMARY_POLL_MS, signal });
}

export function useGenerateSummary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => generateSummary(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TWIN_QUERY_KEY }),
  });
}
