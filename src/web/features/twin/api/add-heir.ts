import type { TwinHeirInvitation } from '@shared/contracts/twin-heirs.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';
import { TWIN_QUERY_KEY } from './get-twin.ts';

/** Names an heir by e-mail and answers their invitation link, shown this once (409 for a duplicate or past the limit). */
export function addHeir(email: string): Promise<TwinHeirInvitation> {
  return apiRequest<TwinHeirInvitation>('/twin/heirs', { method: 'POST', body: { email } });
}

export function useAddHeir() {
  return useRefreshingMutation(addHeir, { refreshes: [TWIN_QUERY_KEY], after: 'success' });
}
