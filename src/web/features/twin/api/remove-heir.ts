import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { TWIN_QUERY_KEY } from './get-twin.ts';

export async function removeHeir(id: string): Promise<void> {
  await apiRequest<null>(`/twin/heirs/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRemoveHeir() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeHeir, onSuccess: () => queryClient.invalidateQueries({ queryKey: TWIN_QUERY_KEY }) });
}
