import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteGlossaryAnswer } from '../../../../shared/contracts/glossaries.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { GLOSSARIES_QUERY_KEY } from './get-glossaries.ts';

/** Deletes the owner's glossary at once; the scenarios that used it keep their own copy of its terms. */
export function deleteGlossary(id: string): Promise<DeleteGlossaryAnswer> {
  return apiRequest<DeleteGlossaryAnswer>(`/glossary/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteGlossary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGlossary,
    onSettled: () => queryClient.invalidateQueries({ queryKey: GLOSSARIES_QUERY_KEY }),
  });
}
