import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PersonaListAnswer, PersonaListItem } from '@shared/contracts/personas.ts';
import { apiRequest } from '@/lib/api-client.ts';

export const PERSONAS_QUERY_KEY = ['personas'] as const;

export async function getPersonas(email: string, signal?: AbortSignal): Promise<PersonaListItem[]> {
  const answer = await apiRequest<PersonaListAnswer>(`/persona/all/${encodeURIComponent(email)}`, { signal });
  return answer.data;
}

export function personasQueryOptions(email: string) {
  return queryOptions({
    queryKey: [...PERSONAS_QUERY_KEY, email],
    queryFn: ({ signal }) => getPersonas(email, signal),
  });
}

/** The person's own personas and the samples, newest first. */
export function usePersonas(email: string | undefined) {
  return useQuery({ ...personasQueryOptions(email ?? ''), enabled: Boolean(email) });
}
