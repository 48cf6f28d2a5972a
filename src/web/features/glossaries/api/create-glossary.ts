import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateGlossaryInput, GlossaryJobResult } from '../../../../shared/contracts/glossaries.ts';
import type { JobAccepted } from '../../../../shared/contracts/jobs.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { GLOSSARIES_QUERY_KEY } from './get-glossaries.ts';
import { waitForGlossaryJob } from './wait-for-glossary-job.ts';

export function createGlossary(input: CreateGlossaryInput, signal?: AbortSignal): Promise<JobAccepted> {
  return apiRequest<JobAccepted>('/glossary/create', { method: 'POST', body: input, signal });
}

/** Posts the glossary and resolves once its job has saved it; the list refreshes then. */
export function useCreateGlossary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, signal }: { input: CreateGlossaryInput; signal?: AbortSignal }): Promise<GlossaryJobResult> => {
      const { jobId } = await createGlossary(input, signal);
      return waitForGlossaryJob('create', jobId, signal);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GLOSSARIES_QUERY_KEY }),
  });
}
