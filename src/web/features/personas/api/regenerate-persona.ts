import { JOB_POLL } from '../../../../shared/contracts/jobs.ts';
import type { Persona, PersonaJobResult } from '../../../../shared/contracts/personas.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';
import { requestJobResult } from '../../../lib/wait-for-job.ts';
import { PERSONAS_QUERY_KEY } from './get-personas.ts';

/** Queues the regeneration, then waits for its job (push, or polling every 5 s) and answers the regenerated persona. */
export async function regeneratePersona(id: string): Promise<Persona> {
  const result = await requestJobResult<PersonaJobResult>(
    `/persona/${encodeURIComponent(id)}/regenerate`,
    { method: 'POST' },
    { statusPath: '/persona/job-status-regenerate', ...JOB_POLL.persona },
  );
  return result.data;
}

export function useRegeneratePersona() {
  return useRefreshingMutation(regeneratePersona, { refreshes: [PERSONAS_QUERY_KEY] });
}
