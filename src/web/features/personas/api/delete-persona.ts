import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeletePersonaAnswer, PersonaUsageAnswer } from '../../../../shared/contracts/personas.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { SCENARIOS_QUERY_KEY } from '../../../lib/query-keys.ts';
import { PERSONAS_QUERY_KEY } from './get-personas.ts';

export function getPersonaUsage(id: string, signal?: AbortSignal): Promise<PersonaUsageAnswer> {
  return apiRequest<PersonaUsageAnswer>(`/persona/${encodeURIComponent(id)}/usage`, { signal });
}

export function personaUsageQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...PERSONAS_QUERY_KEY, 'usage', id],
    queryFn: ({ signal }) => getPersonaUsage(id, signal),
    select: (answer) => answer.scenarios,
    // Read fresh each time the confirmation opens: a scenario may have started using it since.
    staleTime: 0,
  });
}

/** The owner's scenarios that use the persona, while the delete confirmation is open. */
export function usePersonaUsage(id: string | undefined) {
  return useQuery({ ...personaUsageQueryOptions(id ?? ''), enabled: Boolean(id) });
}

export function deletePersona(id: string): Promise<DeletePersonaAnswer> {
  return apiRequest<DeletePersonaAnswer>(`/persona/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeletePersona() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePersona,
    onSettled: async () => {
      // The scenarios that used it now hold their own copy.
      await Promise.all([queryClient.invalidateQueries({ queryKey: PERSONAS_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: SCENARIOS_QUERY_KEY })]);
    },
  });
}
