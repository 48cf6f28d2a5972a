import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GlossaryJobResult, UpdateGlossaryInput } from '../../../../shared/contracts/glossaries.ts';
import { JOB_POLL, type JobAccepted } from '../../../../shared/contracts/jobs.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { JOB_STATUS_NETWORK_MESSAGE, waitForJobResult } from '../../../lib/wait-for-job.ts';
import { GLOSSARIES_QUERY_KEY } from './get-glossaries.ts';

export function updateGlossary(input: UpdateGlossaryInput, signal?: AbortSignal): Promise<JobAccepted> {
  return apiRequest<JobAccepted>('/glossary/update', { method: 'POST', body: input, signal });
}

/** Posts the change and resolves once its job has saved it; the list refreshes then. */
export function useUpdateGlossary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, signal }: { input: UpdateGlossaryInput; signal?: AbortSignal }): Promise<GlossaryJobResult> => {
      const { jobId } = await updateGlossary(input, signal);
      const statusPath = `/glossary/job-status-update/${encodeURIComponent(jobId)}`;
      return waitForJobResult<GlossaryJobResult>({ statusPath, jobId, ...JOB_POLL.glossary, statusErrorMessage: JOB_STATUS_NETWORK_MESSAGE, signal });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GLOSSARIES_QUERY_KEY }),
  });
}
