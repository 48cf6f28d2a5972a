import { queryOptions } from '@tanstack/react-query';
import type { SpeechCapabilitiesAnswer } from '@shared/contracts/speech.ts';
import { apiRequest } from '@/lib/api-client.ts';

export function getSpeechCapabilities(signal?: AbortSignal): Promise<SpeechCapabilitiesAnswer> {
  return apiRequest<SpeechCapabilitiesAnswer>('/speech/capabilities', { signal });
}

/** What the server can do with speech does not change while the app runs: asked once. */
export const speechCapabilitiesQueryOptions = queryOptions({
  queryKey: ['speech', 'capabilities'] as const,
  queryFn: ({ signal }) => getSpeechCapabilities(signal),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});
