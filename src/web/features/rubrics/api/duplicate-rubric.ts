import type { RubricAnswer, RubricListItem } from '@shared/contracts/rubrics.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';
import { RUBRICS_QUERY_KEY } from './get-rubrics.ts';

/** `POST /rubrics/{id}/duplicate`: a copy of a sample or one's own rubric in the caller's library, "<name> (copy)". */
export async function duplicateRubric(id: string): Promise<RubricListItem> {
  const answer = await apiRequest<RubricAnswer>(`/rubrics/${encodeURIComponent(id)}/duplicate`, { method: 'POST' });
  return answer.data;
}

export function useDuplicateRubric() {
  return useRefreshingMutation(duplicateRubric, { refreshes: [RUBRICS_QUERY_KEY] });
}
