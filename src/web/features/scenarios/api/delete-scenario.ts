import { useMutation, useQueryClient } from '@tanstack/react-query';
import { JOB_POLL, type JobAccepted } from '../../../../shared/contracts/jobs.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { SCENARIOS_QUERY_KEY } from '../../../lib/query-keys.ts';
import { JobFailedError, waitForJob } from '../../../lib/wait-for-job.ts';

export function deleteScenario(id: string): Promise<JobAccepted> {
  return apiRequest<JobAccepted>(`/scenarios/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Deletes the owner's scenario and resolves once the delete job has completed. */
export async function deleteScenarioAndWait(id: string): Promise<void> {
  const { jobId } = await deleteScenario(id);
  const status = await waitForJob({ statusPath: `/scenarios/job-status-delete/${jobId}`, jobId, intervalMs: JOB_POLL.delete.intervalMs });
  if (status.jobStatus !== 'Completed') throw new JobFailedError(status.failedReason);
}

export function useDeleteScenario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteScenarioAndWait,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SCENARIOS_QUERY_KEY }),
  });
}
