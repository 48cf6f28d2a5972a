import { JOB_POLL } from '@shared/contracts/jobs-constants.ts';
import type { CreatePersonaInput, Persona, PersonaJobResult } from '@shared/contracts/personas.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';
import { requestJobResult } from '@/lib/wait-for-job.ts';
import { PERSONAS_QUERY_KEY } from './get-personas.ts';

/** Posts the persona, then waits for its job (push, or polling every 5 s) and answers the generated persona. */
export async function createPersona(input: CreatePersonaInput): Promise<Persona> {
  const result = await requestJobResult<PersonaJobResult>('/persona/create', { method: 'POST', body: input }, { statusPath: '/persona/job-status-create', ...JOB_POLL.persona });
  return result.data;
}

export function useCreatePersona() {
  return useRefreshingMutation(createPersona, { refreshes: [PERSONAS_QUERY_KEY] });
}
