import { apiRequest } from '@/lib/api-client.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';
import { TWIN_QUERY_KEY } from './get-twin.ts';

export async function deleteMemory(id: string): Promise<void> {
  await apiRequest<null>(`/twin/memories/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteMemory() {
  return useRefreshingMutation(deleteMemory, { refreshes: [TWIN_QUERY_KEY], after: 'success' });
}

/** Where the memory's original file is served to its owner. */
export function memoryFilePath(id: string): string {
  return `/twin/memories/${encodeURIComponent(id)}/file`;
}
