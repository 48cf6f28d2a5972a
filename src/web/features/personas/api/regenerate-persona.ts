import { useMutation, useQueryClient } from '@tanstack/react-query';
import { JOB_POLL, type JobAccepted } from '../../../../shared/contracts/jobs.ts';
import type { Persona, PersonaJobResult } from '../../../../shared/contracts/personas.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { waitForJobResult } from '../../../lib/wait-for-job.ts';
import { PERSONAS_QUERY_KEY } from './get-personas.ts';

export function regeneratePersona(id: string): Promise<JobAccepted> {
  return apiRequest<JobAccepted>(`/persona/${encodeURIComponent(id)}/regenerate`, { method: 'POST' });
}

/** Queues the regeneration, then waits for its job (push, or polling every 5 s) and answers the regenerated persona. */
export async function regeneratePersonaAndWait(id: string): Promise<Persona> {
  const { jobId } = await regeneratePersona(id);
  const result = await waitForJobResult<PersonaJobResult>({ statusPath: `/persona/job-status-regenerate/${jobId}`, jobId, intervalMs: JOB_POLL.persona.intervalMs });
  return result.data;
}

export function useRegeneratePersona() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regeneratePersonaAndWait,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PERSONAS_QUERY_KEY }),
  });
}
