import type { CreateOrganizationInput, Organization } from '@shared/contracts/organizations.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';
import { ORGANIZATIONS_QUERY_KEY } from './get-organizations.ts';

/** Creates an organisation with the person as its owner. */
export function createOrganization(input: CreateOrganizationInput): Promise<Organization> {
  return apiRequest<Organization>('/organizations', { method: 'POST', body: input });
}

export function useCreateOrganization() {
  return useRefreshingMutation(createOrganization, { refreshes: [ORGANIZATIONS_QUERY_KEY], after: 'success' });
}
