import type { TwinMemory, UpdateTwinMemoryInput } from '@shared/contracts/twin-memories.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';
import { TWIN_QUERY_KEY } from './get-twin.ts';

/** The memory's title, date, caption, visibility or (a recording's) transcript, changed after it was saved. */
export function updateMemory({ id, changes }: { id: string; changes: UpdateTwinMemoryInput }): Promise<TwinMemory> {
  return apiRequest<TwinMemory>(`/twin/memories/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes });
}

export function useUpdateMemory() {
  return useRefreshingMutation(updateMemory, { refreshes: [TWIN_QUERY_KEY], after: 'success' });
}
