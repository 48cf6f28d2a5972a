import type { TwinHeirInvitation } from '@shared/contracts/twin-heirs.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';
import { TWIN_QUERY_KEY } from './get-twin.ts';

/** A new invitation link for the heir; the old link, and any access it gave, ends. */
export function renewHeirInvitation(id: string): Promise<TwinHeirInvitation> {
  return apiRequest<TwinHeirInvitation>(`/twin/heirs/${encodeURIComponent(id)}/invitation`, { method: 'POST' });
}

export function useRenewHeirInvitation() {
  return useRefreshingMutation(renewHeirInvitation, { refreshes: [TWIN_QUERY_KEY], after: 'success' });
}
