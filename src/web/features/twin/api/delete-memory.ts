import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { TWIN_QUERY_KEY } from './get-twin.ts';

export async function deleteMemory(id: string): Promise<void> {
  await apiRequest<null>(`/twin/memories/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteMemory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMemory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TWIN_QUERY_KEY }),
  });
}

/** Where the memory's original file is served to its owner. */
export function memoryFilePath(id: string): string {
  return `/twin/memories/${encodeURIComponent(id)}/file`;
}
