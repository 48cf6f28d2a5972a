import { useMutation, useQueryClient } from '@tanstack/react-query';
import { JOB_POLL, type JobAccepted } from '../../../../shared/contracts/jobs.ts';
import type { Persona, PersonaJobResult, UpdatePersonaInput } from '../../../../shared/contracts/personas.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { waitForJobResult } from '../../../lib/wait-for-job.ts';
import { PERSONAS_QUERY_KEY } from './get-personas.ts';

export function updatePersona(input: UpdatePersonaInput): Promise<JobAccepted> {
  return apiRequest<JobAccepted>('/persona/update', { method: 'POST', body: input });
}

/** Posts the edited fields, then waits for the update job and answers the saved persona. */
export async function updatePersonaAndWait(input: UpdatePersonaInput): Promise<Persona> {
  const { jobId } = await updatePersona(input);
  const result = await waitForJobResult<PersonaJobResult>({ statusPath: `/persona/job-status-update/${jobId}`, jobId, intervalMs: JOB_POLL.persona.intervalMs });
  return result.data;
}

export function useUpdatePersona() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePersonaAndWait,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PERSONAS_QUERY_KEY }),
  });
}
