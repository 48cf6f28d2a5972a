import type { DeleteGlossaryAnswer } from '@shared/contracts/glossaries.ts';
import { deleteLibraryItem } from '@/lib/library-item-api.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';
import { GLOSSARIES_QUERY_KEY } from './get-glossaries.ts';

/** Deletes the owner's glossary at once; the scenarios that used it keep their own copy of its terms. */
export function deleteGlossary(id: string): Promise<DeleteGlossaryAnswer> {
  return deleteLibraryItem(`/glossary/${encodeURIComponent(id)}`);
}

export function useDeleteGlossary() {
  return useRefreshingMutation(deleteGlossary, { refreshes: [GLOSSARIES_QUERY_KEY] });
}
