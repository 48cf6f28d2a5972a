import type { OrganizationMember } from '@shared/contracts/organizations.ts';
import type { OrganizationRole } from '@shared/contracts/organizations-constants.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';
import { ORGANIZATIONS_QUERY_KEY } from './get-organizations.ts';

export interface ChangeMemberRole {
  organizationId: string;
  userId: string;
  role: OrganizationRole;
}

/** Gives a member another role (owners and admins; the owner role by an owner). */
export function changeMemberRole({ organizationId, userId, role }: ChangeMemberRole): Promise<OrganizationMember> {
  return apiRequest<OrganizationMember>(`/organizations/${encodeURIComponent(organizationId)}/members/${encodeURIComponent(userId)}`, { method: 'PATCH', body: { role } });
}

export function useChangeMemberRole() {
  return useRefreshingMutation(changeMemberRole, { refreshes: [ORGANIZATIONS_QUERY_KEY] });
}
