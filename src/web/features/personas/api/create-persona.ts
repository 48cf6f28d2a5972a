import { useMutation, useQueryClient } from '@tanstack/react-query';
import { JOB_POLL, type JobAccepted } from '../../../../shared/contracts/jobs.ts';
import type { CreatePersonaInput, Persona, PersonaJobResult } from '../../../../shared/contracts/personas.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { waitForJobResult } from '../../../lib/wait-for-job.ts';
import { PERSONAS_QUERY_KEY } from './get-personas.ts';

export function createPersona(input: CreatePersonaInput): Promise<JobAccepted> {
  return apiRequest<JobAccepted>('/persona/create', { method: 'POST', body: input });
}

/** Posts the persona, then waits for its job (push, or polling every 5 s) and answers the generated persona. */
export async function createPersonaAndWait(input: CreatePersonaInput): Promise<Persona> {
  const { jobId } = await createPersona(input);
  const result = await waitForJobResult<PersonaJobResult>({ statusPath: `/persona/job-status-create/${jobId}`, jobId, intervalMs: JOB_POLL.persona.intervalMs });
  return result.data;
}

export function useCreatePersona() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPersonaAndWait,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PERSONAS_QUERY_KEY }),
  });
}
