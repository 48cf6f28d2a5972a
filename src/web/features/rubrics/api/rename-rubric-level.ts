import { JOB_POLL } from '@shared/contracts/jobs-constants.ts';
import type { RenameRubricLevelInput, RenameRubricLevelResult, RubricListItem } from '@shared/contracts/rubrics.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';
import { requestJobResult } from '@/lib/wait-for-job.ts';
import { RUBRICS_QUERY_KEY } from './get-rubrics.ts';

/** Posts the rename, waits for its job and answers the rubric as stored. */
export async function renameRubricLevel(input: RenameRubricLevelInput): Promise<RubricListItem> {
  const result = await requestJobResult<RenameRubricLevelResult>(
    '/rubrics/rename-level',
    { method: 'POST', body: input },
    { statusPath: '/rubrics/job-status-rename-level', ...JOB_POLL.rubric },
  );
  return result.data;
}

export function useRenameRubricLevel() {
  return useRefreshingMutation(renameRubricLevel, { refreshes: [RUBRICS_QUERY_KEY] });
}
