import { JOB_POLL } from '@shared/contracts/jobs-constants.ts';
import { SCENARIOS_QUERY_KEY } from '@/lib/query-keys.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';
import { JobFailedError, requestJob } from '@/lib/wait-for-job.ts';

/** Deletes the owner's scenario and resolves once the delete job has completed. */
export async function deleteScenario(id: string): Promise<void> {
  const status = await requestJob(`/scenarios/${encodeURIComponent(id)}`, { method: 'DELETE' }, { statusPath: '/scenarios/job-status-delete', ...JOB_POLL.delete });
  if (status.jobStatus !== 'Completed') throw new JobFailedError(status.failedReason);
}

export function useDeleteScenario() {
  return useRefreshingMutation(deleteScenario, { refreshes: [SCENARIOS_QUERY_KEY] });
}
