import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TwinUsernameAvailability } from '@shared/contracts/twin.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { TWIN_QUERY_KEY } from './get-twin.ts';

export function checkUsername(username: string, signal?: AbortSignal): Promise<TwinUsernameAvailability> {
  return apiRequest<TwinUsernameAvailability>(`/twin/username-availability?u=${encodeURIComponent(username)}`, { signal });
}

export function usernameAvailabilityQueryOptions(username: string) {
  return queryOptions({
    queryKey: [...TWIN_QUERY_KEY, 'username-availability', username],
    queryFn: ({ signal }) => checkUsername(username, signal),
    // Whether a name is free changes as others reserve: asked again when the person comes back to it.
    staleTime: 0,
    retry: false,
  });
}

/** Whether `username` (already settled after typing) could be the person's; nothing is asked for an empty one. */
export function useUsernameAvailability(username: string) {
  return useQuery({ ...usernameAvailabilityQueryOptions(username), enabled: username.length > 0, placeholderData: keepPreviousData });
}
