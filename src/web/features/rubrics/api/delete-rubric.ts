import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteRubricAnswer } from '../../../../shared/contracts/rubrics.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { RUBRICS_QUERY_KEY } from './get-rubrics.ts';

/** `DELETE /rubrics/{id}`: answers the scenarios that now grade from their own copy of it. */
export function deleteRubric(id: string): Promise<DeleteRubricAnswer> {
  return apiRequest<DeleteRubricAnswer>(`/rubrics/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteRubric() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRubric,
    onSettled: () => queryClient.invalidateQueries({ queryKey: RUBRICS_QUERY_KEY }),
  });
}
