import { apiRequest } from '@/lib/api-client.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';
import { TWIN_QUERY_KEY } from './get-twin.ts';

export async function removeHeir(id: string): Promise<void> {
  await apiRequest<null>(`/twin/heirs/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRemoveHeir() {
  return useRefreshingMutation(removeHeir, { refreshes: [TWIN_QUERY_KEY], after: 'success' });
}
