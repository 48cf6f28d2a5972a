import { useMutation, useQueryClient } from '@tanstack/react-query';
import { JOB_POLL, type JobAccepted } from '../../../../shared/contracts/jobs.ts';
import type { RenameRubricLevelInput, RenameRubricLevelResult, RubricListItem } from '../../../../shared/contracts/rubrics.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { waitForJobResult } from '../../../lib/wait-for-job.ts';
import { RUBRICS_QUERY_KEY } from './get-rubrics.ts';

/** Posts the rename, waits for its job and answers the rubric as stored. */
export async function renameRubricLevel(input: RenameRubricLevelInput): Promise<RubricListItem> {
  const { jobId } = await apiRequest<JobAccepted>('/rubrics/rename-level', { method: 'POST', body: input });
  const result = await waitForJobResult<RenameRubricLevelResult>({
    statusPath: `/rubrics/job-status-rename-level/${jobId}`,
    jobId,
    intervalMs: JOB_POLL.rubric.intervalMs,
  });
  return result.data;
}

export function useRenameRubricLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameRubricLevel,
    onSettled: () => queryClient.invalidateQueries({ queryKey: RUBRICS_QUERY_KEY }),
  });
}
