import { apiRequest } from '@/lib/api-client.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';
import { ORGANIZATIONS_QUERY_KEY } from './get-organizations.ts';

/** Leaves the organisation (409 for its last owner). */
export function leaveOrganization(organizationId: string): Promise<void> {
  return apiRequest<void>(`/organizations/${encodeURIComponent(organizationId)}/leave`, { method: 'POST' });
}

export function useLeaveOrganization() {
  return useRefreshingMutation(leaveOrganization, { refreshes: [ORGANIZATIONS_QUERY_KEY], after: 'success' });
}
