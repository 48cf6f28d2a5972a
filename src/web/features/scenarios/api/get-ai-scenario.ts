import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AiScenarioAnswerSchema } from '@shared/contracts/scenarios.ts';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';
import { SCENARIOS_QUERY_KEY } from '@/lib/query-keys.ts';

export type AiScenarioAnswer = z.infer<typeof AiScenarioAnswerSchema>;

export function getAiScenario(id: string, signal?: AbortSignal): Promise<AiScenarioAnswer> {
  return apiRequest<AiScenarioAnswer>(`/api/ai/scenario/${encodeURIComponent(id)}`, { signal });
}

export function aiScenarioQueryOptions(id: string) {
  return queryOptions({ queryKey: [...SCENARIOS_QUERY_KEY, 'ai', id], queryFn: ({ signal }) => getAiScenario(id, signal) });
}

/**
 * One scenario's name and description as the character is played from them, read fresh when a details view
 * opens so it shows the latest saved version; the list's copy stands in until it arrives.
 */
export function useAiScenario(id: string | undefined) {
  return useQuery({ ...aiScenarioQueryOptions(id ?? ''), enabled: Boolean(id) });
}
