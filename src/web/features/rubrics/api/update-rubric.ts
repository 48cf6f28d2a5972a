import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RubricAnswer, RubricListItem, UpdateRubricInput } from '../../../../shared/contracts/rubrics.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { RUBRICS_QUERY_KEY } from './get-rubrics.ts';

/** `POST /rubrics/update`: the owner's whole edited rubric; answers it as stored. */
export async function updateRubric(input: UpdateRubricInput): Promise<RubricListItem> {
  const answer = await apiRequest<RubricAnswer>('/rubrics/update', { method: 'POST', body: input });
  return answer.data;
}

export function useUpdateRubric() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRubric,
    onSettled: () => queryClient.invalidateQueries({ queryKey: RUBRICS_QUERY_KEY }),
  });
}
