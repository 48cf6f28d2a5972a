import type { RubricAnswer, RubricListItem, UpdateRubricInput } from '@shared/contracts/rubrics.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';
import { RUBRICS_QUERY_KEY } from './get-rubrics.ts';

/** `POST /rubrics/update`: the owner's whole edited rubric; answers it as stored. */
export async function updateRubric(input: UpdateRubricInput): Promise<RubricListItem> {
  const answer = await apiRequest<RubricAnswer>('/rubrics/update', { method: 'POST', body: input });
  return answer.data;
}

export function useUpdateRubric() {
  return useRefreshingMutation(updateRubric, { refreshes: [RUBRICS_QUERY_KEY] });
}
