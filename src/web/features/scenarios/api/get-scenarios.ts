import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Scenario, ScenarioListAnswer } from '@shared/contracts/scenarios.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { scenariosQueryKey } from '@/lib/query-keys.ts';

export async function getScenarios(email: string, signal?: AbortSignal): Promise<Scenario[]> {
  const answer = await apiRequest<ScenarioListAnswer>(`/quick-roleplay/all/${encodeURIComponent(email)}`, { signal });
  return answer.data;
}

export function scenariosQueryOptions(email: string) {
  return queryOptions({ queryKey: scenariosQueryKey(email), queryFn: ({ signal }) => getScenarios(email, signal) });
}

/** The person's own scenarios, others' public ones and the samples. */
export function useScenarios(email: string | undefined) {
  return useQuery({ ...scenariosQueryOptions(email ?? ''), enabled: Boolean(email) });
}
