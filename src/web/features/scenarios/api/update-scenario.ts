import { useMutation, useQueryClient } from '@tanstack/react-query';
import { JOB_POLL, type JobAccepted } from '../../../../shared/contracts/jobs.ts';
import type { Scenario, ScenarioJobResult, UpdateScenarioInput } from '../../../../shared/contracts/scenarios.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { SCENARIOS_QUERY_KEY } from '../../../lib/query-keys.ts';
import { waitForJobResult } from '../../../lib/wait-for-job.ts';

export function updateScenario(input: UpdateScenarioInput): Promise<JobAccepted> {
  return apiRequest<JobAccepted>('/scenarios/update', { method: 'POST', body: input });
}

/** Posts the owner's changes, then waits for the update job and answers the saved scenario. */
export async function updateScenarioAndWait(input: UpdateScenarioInput): Promise<Scenario> {
  const { jobId } = await updateScenario(input);
  const result = await waitForJobResult<ScenarioJobResult>({ statusPath: `/scenarios/job-status-update/${jobId}`, jobId, intervalMs: JOB_POLL.scenario.intervalMs });
  return result.data;
}

export function useUpdateScenario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateScenarioAndWait,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SCENARIOS_QUERY_KEY }),
  });
}
