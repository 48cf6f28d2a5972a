import { JOB_POLL } from '@shared/contracts/jobs-constants.ts';
import type { Persona, PersonaJobResult, UpdatePersonaInput } from '@shared/contracts/personas.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';
import { requestJobResult } from '@/lib/wait-for-job.ts';
import { PERSONAS_QUERY_KEY } from './get-personas.ts';

/** Posts the edited fields, then waits for the update job and answers the saved persona. */
export async function updatePersona(input: UpdatePersonaInput): Promise<Persona> {
  const result = await requestJobResult<PersonaJobResult>('/persona/update', { method: 'POST', body: input }, { statusPath: '/persona/job-status-update', ...JOB_POLL.persona });
  return result.data;
}

export function useUpdatePersona() {
  return useRefreshingMutation(updatePersona, { refreshes: [PERSONAS_QUERY_KEY] });
}
