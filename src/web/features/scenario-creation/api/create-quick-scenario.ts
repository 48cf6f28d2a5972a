import { useMutation, useQueryClient } from '@tanstack/react-query';
import { JOB_POLL, type JobAccepted } from '../../../../shared/contracts/jobs.ts';
import type { CreateQuickScenarioInput, Scenario, ScenarioJobResult } from '../../../../shared/contracts/scenarios.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { scenariosQueryKey } from '../../../lib/query-keys.ts';
import { waitForJobResult } from '../../../lib/wait-for-job.ts';

export function createQuickScenario(input: CreateQuickScenarioInput): Promise<JobAccepted> {
  return apiRequest<JobAccepted>('/quick-roleplay/create', { method: 'POST', body: input });
}

/** Posts the scenario, then waits for its job (push, or polling every 5 s while the push channel is down) and answers it. */
export async function createQuickScenarioAndWait(input: CreateQuickScenarioInput): Promise<Scenario> {
  const { jobId } = await createQuickScenario(input);
  const result = await waitForJobResult<ScenarioJobResult>({
    statusPath: `/quick-roleplay/job-status-create/${encodeURIComponent(jobId)}`,
    jobId,
    intervalMs: JOB_POLL.scenario.intervalMs,
  });
  return result.data;
}

/** Resolves once the scenario exists; the showcase list of `email` is refreshed so the new card shows without a reload. */
export function useCreateQuickScenario(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuickScenarioAndWait,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scenariosQueryKey(email) }),
  });
}
