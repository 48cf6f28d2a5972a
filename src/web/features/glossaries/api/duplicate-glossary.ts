import type { DuplicateGlossaryAnswer } from '@shared/contracts/glossaries.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';
import { GLOSSARIES_QUERY_KEY } from './get-glossaries.ts';

/** Copies a sample (or one's own glossary) into one's library as "<name> (copy)". */
export function duplicateGlossary(id: string): Promise<DuplicateGlossaryAnswer> {
  return apiRequest<DuplicateGlossaryAnswer>(`/glossary/${encodeURIComponent(id)}/duplicate`, { method: 'POST' });
}

export function useDuplicateGlossary() {
  return useRefreshingMutation(duplicateGlossary, { refreshes: [GLOSSARIES_QUERY_KEY], after: 'success' });
}
