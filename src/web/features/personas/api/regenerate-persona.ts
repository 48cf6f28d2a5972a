import { JOB_POLL } from '@shared/contracts/jobs-constants.ts';
import type { Persona, PersonaJobResult, RegeneratePersonaInput } from '@shared/contracts/personas.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';
import { requestJobResult } from '@/lib/wait-for-job.ts';
import { PERSONAS_QUERY_KEY } from './get-personas.ts';

export interface RegeneratePersonaRequest {
  id: string;
  /** An edited prompt to generate from; without one the stored prompt is used. */
  personaPrompt?: string;
}

/** Queues the regeneration, then waits for its job (push, or polling every 5 s) and answers the regenerated persona. */
export async function regeneratePersona({ id, personaPrompt }: RegeneratePersonaRequest): Promise<Persona> {
  const body: RegeneratePersonaInput = personaPrompt === undefined ? {} : { persona_prompt: personaPrompt };
  const result = await requestJobResult<PersonaJobResult>(
    `/persona/${encodeURIComponent(id)}/regenerate`,
    { method: 'POST', body },
    { statusPath: '/persona/job-status-regenerate', ...JOB_POLL.persona },
  );
  return result.data;
}

export function useRegeneratePersona() {
  return useRefreshingMutation(regeneratePersona, { refreshes: [PERSONAS_QUERY_KEY] });
}
