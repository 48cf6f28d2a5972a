import { JOB_POLL } from '@shared/contracts/jobs-constants.ts';
import type { CreateAdvancedScenarioInput, CreateQuickScenarioInput, Scenario, ScenarioJobResult } from '@shared/contracts/scenarios.ts';
import { scenariosQueryKey } from '@/lib/query-keys.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';
import { requestJobResult } from '@/lib/wait-for-job.ts';

/** Where each way of creating a scenario is posted; its create job's status is read under the same prefix. */
export type ScenarioCreationRoute = '/quick-roleplay' | '/advance-roleplay';

/** Posts the scenario, then waits for its job (push, or polling every 5 s while the push channel is down) and answers it. */
export async function createScenario(route: ScenarioCreationRoute, input: CreateQuickScenarioInput | CreateAdvancedScenarioInput): Promise<Scenario> {
  const result = await requestJobResult<ScenarioJobResult>(`${route}/create`, { method: 'POST', body: input }, { statusPath: `${route}/job-status-create`, ...JOB_POLL.scenario });
  return result.data;
}

/** Resolves once the scenario exists; the showcase list of `email` is refreshed so the new card shows without a reload. */
export function useCreateScenario<Input>(email: string, create: (input: Input) => Promise<Scenario>) {
  return useRefreshingMutation(create, { refreshes: [scenariosQueryKey(email)], after: 'success' });
}
