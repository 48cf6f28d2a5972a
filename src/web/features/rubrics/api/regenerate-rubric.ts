import { JOB_POLL } from '@shared/contracts/jobs-constants.ts';
import type { RegenerateRubricInput, RubricJobResult } from '@shared/contracts/rubrics.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';
import { requestJobResult } from '@/lib/wait-for-job.ts';
import type { CreatedAssessment } from './create-rubric.ts';
import { RUBRICS_QUERY_KEY } from './get-rubrics.ts';

export interface RegenerateRubricRequest {
  id: string;
  /** An edited description to generate from; without one the stored description is used. */
  description?: string;
}

/** Queues the regeneration, then waits for its job (push, or polling every 5 s) and answers the regenerated assessment. */
export async function regenerateRubric({ id, description }: RegenerateRubricRequest): Promise<CreatedAssessment> {
  const body: RegenerateRubricInput = description === undefined ? {} : { description };
  const result = await requestJobResult<RubricJobResult>(
    `/rubrics/${encodeURIComponent(id)}/regenerate`,
    { method: 'POST', body },
    { statusPath: '/rubrics/job-status-regenerate', ...JOB_POLL.rubric },
  );
  return result.assessment;
}

export function useRegenerateRubric() {
  return useRefreshingMutation(regenerateRubric, { refreshes: [RUBRICS_QUERY_KEY] });
}
