import { JOB_POLL } from '@shared/contracts/jobs-constants.ts';
import type { Scenario, ScenarioJobResult, UpdateScenarioInput } from '@shared/contracts/scenarios.ts';
import { SCENARIOS_QUERY_KEY } from '@/lib/query-keys.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';
import { requestJobResult } from '@/lib/wait-for-job.ts';

/** Posts the owner's changes, then waits for the update job and answers the saved scenario. */
export async function updateScenario(input: UpdateScenarioInput): Promise<Scenario> {
  const result = await requestJobResult<ScenarioJobResult>('/scenarios/update', { method: 'POST', body: input }, { statusPath: '/scenarios/job-status-update', ...JOB_POLL.scenario });
  return result.data;
}

export function useUpdateScenario() {
  return useRefreshingMutation(updateScenario, { refreshes: [SCENARIOS_QUERY_KEY] });
}
