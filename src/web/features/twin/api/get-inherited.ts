import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InheritedTwinsList } from '@shared/contracts/twin-heirs.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { TWIN_QUERY_KEY } from './get-twin.ts';

export async function getInheritedTwins(signal?: AbortSignal): Promise<InheritedTwinsList['twins']> {
  const answer = await apiRequest<InheritedTwinsList>('/twin/inherited', { signal });
  return answer.twins;
}

export function inheritedTwinsQueryOptions() {
  return queryOptions({ queryKey: [...TWIN_QUERY_KEY, 'inherited'], queryFn: ({ signal }) => getInheritedTwins(signal) });
}

/** The Engrams whose owners named the signed-in person as an heir and released them. */
export function useInheritedTwins() {
  return useQuery(inheritedTwinsQueryOptions());
}
