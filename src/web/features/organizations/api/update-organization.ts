import type { Organization, UpdateOrganizationInput } from '@shared/contracts/organizations.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';
import { ORGANIZATIONS_QUERY_KEY } from './get-organizations.ts';

/** Renames the organisation or changes its e-mail domains (owners and admins). */
export function updateOrganization({ id, ...input }: UpdateOrganizationInput & { id: string }): Promise<Organization> {
  return apiRequest<Organization>(`/organizations/${encodeURIComponent(id)}`, { method: 'PATCH', body: input });
}

export function useUpdateOrganization() {
  return useRefreshingMutation(updateOrganization, { refreshes: [ORGANIZATIONS_QUERY_KEY], after: 'success' });
}
