import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeAnswer } from '@shared/contracts/users.ts';
import { apiRequest } from '@/lib/api-client.ts';

export const meQueryOptions = queryOptions({
  queryKey: ['me'],
  queryFn: ({ signal }) => apiRequest<MeAnswer>('/users/me', { signal }),
  staleTime: 60_000,
});

/** The signed-in person, what they may do (`permissions.canCreate`) and which AI engine answers them. */
export function useMe() {
  return useQuery(meQueryOptions);
}
