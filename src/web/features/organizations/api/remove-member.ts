import { apiRequest } from '@/lib/api-client.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';
import { ORGANIZATIONS_QUERY_KEY } from './get-organizations.ts';

/** Removes a member from the organisation; their access ends at once. */
export function removeMember({ organizationId, userId }: { organizationId: string; userId: string }): Promise<void> {
  return apiRequest<void>(`/organizations/${encodeURIComponent(organizationId)}/members/${encodeURIComponent(userId)}`, { method: 'DELETE' });
}

export function useRemoveMember() {
  return useRefreshingMutation(removeMember, { refreshes: [ORGANIZATIONS_QUERY_KEY] });
}
