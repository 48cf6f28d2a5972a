import type { DuplicatePersonaAnswer, Persona } from '@shared/contracts/personas.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';
import { PERSONAS_QUERY_KEY } from './get-personas.ts';

/** Copies a persona the caller can see (a sample or their own) into their library and answers the copy. */
export async function duplicatePersona(id: string): Promise<Persona> {
  const answer = await apiRequest<DuplicatePersonaAnswer>(`/persona/${encodeURIComponent(id)}/duplicate`, { method: 'POST' });
  return answer.data;
}

export function useDuplicatePersona() {
  return useRefreshingMutation(duplicatePersona, { refreshes: [PERSONAS_QUERY_KEY] });
}
