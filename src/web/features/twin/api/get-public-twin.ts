import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicTwin } from '@shared/contracts/twin-public.ts';
import { apiRequest, ensureFreshSession } from '@/lib/api-client.ts';
import { isSignedIn } from '@/lib/session.ts';

export async function getPublicTwin(username: string, signal?: AbortSignal): Promise<PublicTwin> {
  // The route is open, so an expired access token reads as a visitor: an heir renews it first to be recognised.
  if (isSignedIn()) await ensureFreshSession();
  return apiRequest<PublicTwin>(`/public/twins/${encodeURIComponent(username)}`, { signal, skipRefresh: true });
}

export function publicTwinQueryOptions(username: string) {
  return queryOptions({ queryKey: ['public-twin', username], queryFn: ({ signal }) => getPublicTwin(username, signal) });
}

/** A twin as heirs and visitors see it; 404 for an unknown or private one. */
export function usePublicTwin(username: string) {
  return useQuery(publicTwinQueryOptions(username));
}
