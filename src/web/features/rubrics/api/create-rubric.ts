import { useMutation, useQueryClient } from '@tanstack/react-query';
import { JOB_POLL, type JobAccepted } from '../../../../shared/contracts/jobs.ts';
import type { CreateRubricInput, RubricJobResult } from '../../../../shared/contracts/rubrics.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { waitForJobResult } from '../../../lib/wait-for-job.ts';
import { RUBRICS_QUERY_KEY } from './get-rubrics.ts';

export type CreatedAssessment = RubricJobResult['assessment'];

export function createRubric(input: CreateRubricInput): Promise<JobAccepted> {
  return apiRequest<JobAccepted>('/rubrics/create', { method: 'POST', body: input });
}

/** Posts the rubric, then waits for its job (push, or polling every 5 s) and answers the generated assessment. */
export async function createRubricAndWait(input: CreateRubricInput): Promise<CreatedAssessment> {
  const { jobId } = await createRubric(input);
  const result = await waitForJobResult<RubricJobResult>({
    statusPath: `/rubrics/job-status-create/${jobId}`,
    jobId,
    intervalMs: JOB_POLL.rubric.intervalMs,
  });
  return result.assessment;
}

export function useCreateRubric() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRubricAndWait,
    onSettled: () => queryClient.invalidateQueries({ queryKey: RUBRICS_QUERY_KEY }),
  });
}
