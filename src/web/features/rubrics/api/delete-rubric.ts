import type { DeleteRubricAnswer } from '@shared/contracts/rubrics.ts';
import { deleteLibraryItem } from '@/lib/library-item-api.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';
import { RUBRICS_QUERY_KEY } from './get-rubrics.ts';

/** `DELETE /rubrics/{id}`: answers the scenarios that now grade from their own copy of it. */
export function deleteRubric(id: string): Promise<DeleteRubricAnswer> {
  return deleteLibraryItem(`/rubrics/${encodeURIComponent(id)}`);
}

export function useDeleteRubric() {
  return useRefreshingMutation(deleteRubric, { refreshes: [RUBRICS_QUERY_KEY] });
}
