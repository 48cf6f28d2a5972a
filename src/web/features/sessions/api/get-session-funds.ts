import { useQuery } from '@tanstack/react-query';
import type { SessionFunds } from '@shared/contracts/conversations.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { CREDITS_QUERY_KEY } from '@/lib/query-keys.ts';

/** Who would pay for a session of the scenario started now (the person, or an organisation) and what that balance holds. */
export function getSessionFunds(scenarioId: string, signal?: AbortSignal): Promise<SessionFunds> {
  return apiRequest<SessionFunds>(`/assessment/scenario-conversation/funds?scenario_id=${encodeURIComponent(scenarioId)}`, { signal });
}

/** Under the credits key: whatever refreshes the person's credits (a start, the `credits` event) refreshes this too. */
export const sessionFundsQueryKey = (scenarioId: string) => [...CREDITS_QUERY_KEY, 'session-funds', scenarioId] as const;

export function useSessionFunds(scenarioId: string) {
  return useQuery({ queryKey: sessionFundsQueryKey(scenarioId), queryFn: ({ signal }) => getSessionFunds(scenarioId, signal), enabled: scenarioId !== '' });
}
