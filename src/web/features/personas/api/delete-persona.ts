import { useQuery } from '@tanstack/react-query';
import type { DeletePersonaAnswer } from '@shared/contracts/personas.ts';
import { deleteLibraryItem, libraryItemUsageQueryOptions } from '@/lib/library-item-api.ts';
import { SCENARIOS_QUERY_KEY } from '@/lib/query-keys.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';
import { PERSONAS_QUERY_KEY } from './get-personas.ts';

function personaPath(id: string): string {
  return `/persona/${encodeURIComponent(id)}`;
}

export function personaUsageQueryOptions(id: string) {
  return libraryItemUsageQueryOptions([...PERSONAS_QUERY_KEY, 'usage', id], personaPath(id));
}

/** The owner's scenarios that use the persona, while the delete confirmation is open. */
export function usePersonaUsage(id: string | undefined) {
  return useQuery({ ...personaUsageQueryOptions(id ?? ''), enabled: Boolean(id) });
}

export function deletePersona(id: string): Promise<DeletePersonaAnswer> {
  return deleteLibraryItem(personaPath(id));
}

export function useDeletePersona() {
  // The scenarios that used it now hold their own copy.
  return useRefreshingMutation(deletePersona, { refreshes: [PERSONAS_QUERY_KEY, SCENARIOS_QUERY_KEY] });
}
