import { apiRequest } from '@/lib/api-client.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';
import { ORGANIZATIONS_QUERY_KEY } from './get-organizations.ts';

/** Revokes an open invitation: its link stops working at once. */
export function revokeInvitation({ organizationId, invitationId }: { organizationId: string; invitationId: string }): Promise<void> {
  return apiRequest<void>(`/organizations/${encodeURIComponent(organizationId)}/invitations/${encodeURIComponent(invitationId)}`, { method: 'DELETE' });
}

export function useRevokeInvitation() {
  return useRefreshingMutation(revokeInvitation, { refreshes: [ORGANIZATIONS_QUERY_KEY] });
}
