import type { GlossaryJobResult } from '../../../../shared/contracts/glossaries.ts';
import { JOB_POLL } from '../../../../shared/contracts/jobs.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { waitForJob } from '../../jobs/wait-for-job.ts';

export const GLOSSARY_JOB_FAILED_MESSAGE = 'Job failed. Please try again.';
export const GLOSSARY_STATUS_NETWORK_MESSAGE = 'Failed to check job status due to a network error.';

/**
 * Waits for a glossary job (1 s polls, at most 60) and answers its result. Rejects with the message the
 * specification shows: the job's failed reason, a network failure while checking, or the polling time-out.
 */
export async function waitForGlossaryJob(kind: 'create' | 'update', jobId: string, signal?: AbortSignal): Promise<GlossaryJobResult> {
  let status;
  try {
    status = await waitForJob<GlossaryJobResult>({
      statusPath: `/glossary/job-status-${kind}/${encodeURIComponent(jobId)}`,
      jobId,
      ...JOB_POLL.glossary,
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError) throw new Error(GLOSSARY_STATUS_NETWORK_MESSAGE, { cause: error });
    throw error;
  }
  if (status.jobStatus === 'Failed' || !status.result) throw new Error(status.failedReason || GLOSSARY_JOB_FAILED_MESSAGE);
  return status.result;
}
