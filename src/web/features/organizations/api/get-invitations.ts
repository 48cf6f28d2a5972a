import { useQuery } from '@tanstack/react-query';
import type { OrganizationInvitationList } from '@shared/contracts/organizations.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { ORGANIZATIONS_QUERY_KEY } from './get-organizations.ts';

/** The organisation's open invitations (owners and admins). */
export function getInvitations(organizationId: string, signal?: AbortSignal): Promise<OrganizationInvitationList> {
  return apiRequest<OrganizationInvitationList>(`/organizations/${encodeURIComponent(organizationId)}/invitations`, { signal });
}

export function useInvitations(organizationId: string, isEnabled: boolean) {
  return useQuery({ queryKey: [...ORGANIZATIONS_QUERY_KEY, 'invitations', organizationId], queryFn: ({ signal }) => getInvitations(organizationId, signal), enabled: isEnabled });
}
