import type { TwinAnswer } from '@shared/contracts/twin.ts';
import type { TwinAnswerVisibility } from '@shared/contracts/twin-constants.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';
import { TWIN_QUERY_KEY } from './get-twin.ts';

/** Who may hear the answer to question `number`: the owner only, also heirs, or anyone. */
export async function setAnswerVisibility({ number, visibility }: { number: number; visibility: TwinAnswerVisibility }): Promise<TwinAnswer> {
  const { answer } = await apiRequest<{ answer: TwinAnswer }>(`/twin/answers/${number}`, { method: 'PATCH', body: { visibility } });
  return answer;
}

export function useSetAnswerVisibility() {
  return useRefreshingMutation(setAnswerVisibility, { refreshes: [TWIN_QUERY_KEY], after: 'success' });
}
