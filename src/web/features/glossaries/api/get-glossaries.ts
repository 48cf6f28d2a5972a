import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GlossaryListAnswer } from '@shared/contracts/glossaries.ts';
import { apiRequest } from '@/lib/api-client.ts';

export function getGlossaries(email: string, signal?: AbortSignal): Promise<GlossaryListAnswer> {
  return apiRequest<GlossaryListAnswer>(`/glossary/all/${encodeURIComponent(email)}`, { signal });
}

/** Every glossary query starts with this key, so a finished job can refresh them all. */
export const GLOSSARIES_QUERY_KEY = ['glossaries'] as const;

export function glossariesQueryOptions(email: string) {
  return queryOptions({
    queryKey: [...GLOSSARIES_QUERY_KEY, email],
    queryFn: ({ signal }) => getGlossaries(email, signal),
    select: (answer) => answer.data,
    enabled: email.length > 0,
  });
}

/** The person's own glossaries and the samples, newest first. */
export function useGlossaries(email: string) {
  return useQuery(glossariesQueryOptions(email));
}
