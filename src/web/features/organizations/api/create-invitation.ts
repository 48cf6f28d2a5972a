import type { CreatedInvitation, CreateInvitationInput } from '@shared/contracts/organizations.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';
import { ORGANIZATIONS_QUERY_KEY } from './get-organizations.ts';

/** Invites an address; answers the secret link, shown this once. */
export function createInvitation({ organizationId, ...input }: CreateInvitationInput & { organizationId: string }): Promise<CreatedInvitation> {
  return apiRequest<CreatedInvitation>(`/organizations/${encodeURIComponent(organizationId)}/invitations`, { method: 'POST', body: input });
}

export function useCreateInvitation() {
  return useRefreshingMutation(createInvitation, { refreshes: [ORGANIZATIONS_QUERY_KEY], after: 'success' });
}
