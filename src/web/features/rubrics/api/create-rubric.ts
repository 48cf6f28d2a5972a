import { JOB_POLL } from '@shared/contracts/jobs-constants.ts';
import type { CreateRubricInput, RubricJobResult } from '@shared/contracts/rubrics.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';
import { requestJobResult } from '@/lib/wait-for-job.ts';
import { RUBRICS_QUERY_KEY } from './get-rubrics.ts';

export type CreatedAssessment = RubricJobResult['assessment'];

/** Posts the rubric, then waits for its job (push, or polling every 5 s) and answers the generated assessment. */
export async function createRubric(input: CreateRubricInput): Promise<CreatedAssessment> {
  const result = await requestJobResult<RubricJobResult>('/rubrics/create', { method: 'POST', body: input }, { statusPath: '/rubrics/job-status-create', ...JOB_POLL.rubric });
  return result.assessment;
}

export function useCreateRubric() {
  return useRefreshingMutation(createRubric, { refreshes: [RUBRICS_QUERY_KEY] });
}
