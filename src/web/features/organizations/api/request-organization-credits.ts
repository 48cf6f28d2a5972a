import type { CreateCreditRequestInput } from '@shared/contracts/credits.ts';
import type { OrganizationCreditRequest } from '@shared/contracts/organization-credits.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';
import { ORGANIZATIONS_QUERY_KEY } from './get-organizations.ts';

/** Asks the operator for credits for the organisation (any member; one pending request per organisation). */
export function requestOrganizationCredits({ organizationId, ...input }: CreateCreditRequestInput & { organizationId: string }): Promise<{ data: OrganizationCreditRequest }> {
  return apiRequest<{ data: OrganizationCreditRequest }>(`/organizations/${encodeURIComponent(organizationId)}/credits/requests`, { method: 'POST', body: input });
}

export function useRequestOrganizationCredits() {
  return useRefreshingMutation(requestOrganizationCredits, { refreshes: [ORGANIZATIONS_QUERY_KEY], after: 'success' });
}
