import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RubricAnswer, RubricListItem } from '../../../../shared/contracts/rubrics.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { RUBRICS_QUERY_KEY } from './get-rubrics.ts';

/** `POST /rubrics/{id}/duplicate`: a copy of a sample or one's own rubric in the caller's library, "<name> (copy)". */
export async function duplicateRubric(id: string): Promise<RubricListItem> {
  const answer = await apiRequest<RubricAnswer>(`/rubrics/${encodeURIComponent(id)}/duplicate`, { method: 'POST' });
  return answer.data;
}

export function useDuplicateRubric() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateRubric,
    onSettled: () => queryClient.invalidateQueries({ queryKey: RUBRICS_QUERY_KEY }),
  });
}
