import type { UpdatePassMarkInput } from '@shared/contracts/reports.ts';
import type { RubricListItem } from '@shared/contracts/rubrics.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';
import { RUBRICS_QUERY_KEY } from './get-rubrics.ts';

/** `POST /rubrics/pass-mark`: the owner's new pass mark (sessions graded from now on); answers the rubric as stored. */
export async function updatePassMark(input: UpdatePassMarkInput): Promise<RubricListItem> {
  const answer = await apiRequest<{ data: RubricListItem }>('/rubrics/pass-mark', { method: 'POST', body: input });
  return answer.data;
}

export function useUpdatePassMark() {
  return useRefreshingMutation(updatePassMark, { refreshes: [RUBRICS_QUERY_KEY] });
}
