import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GlossaryJobResult, UpdateGlossaryInput } from '../../../../shared/contracts/glossaries.ts';
import type { JobAccepted } from '../../../../shared/contracts/jobs.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { GLOSSARIES_QUERY_KEY } from './get-glossaries.ts';
import { waitForGlossaryJob } from './wait-for-glossary-job.ts';

export function updateGlossary(input: UpdateGlossaryInput, signal?: AbortSignal): Promise<JobAccepted> {
  return apiRequest<JobAccepted>('/glossary/update', { method: 'POST', body: input, signal });
}

/** Posts the change and resolves once its job has saved it; the list refreshes then. */
export function useUpdateGlossary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, signal }: { input: UpdateGlossaryInput; signal?: AbortSignal }): Promise<GlossaryJobResult> => {
      const { jobId } = await updateGlossary(input, signal);
      return waitForGlossaryJob('update', jobId, signal);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GLOSSARIES_QUERY_KEY }),
  });
}
