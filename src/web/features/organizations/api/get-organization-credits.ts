import { useQuery } from '@tanstack/react-query';
import type { OrganizationCredits } from '@shared/contracts/organization-credits.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { ORGANIZATIONS_QUERY_KEY } from './get-organizations.ts';

/** The organisation's balance and ledger: every entry for owners and admins, the caller's own for other members. */
export function getOrganizationCredits(organizationId: string, signal?: AbortSignal): Promise<OrganizationCredits> {
  return apiRequest<OrganizationCredits>(`/organizations/${encodeURIComponent(organizationId)}/credits`, { signal });
}

export function useOrganizationCredits(organizationId: string) {
  return useQuery({ queryKey: [...ORGANIZATIONS_QUERY_KEY, 'credits', organizationId], queryFn: ({ signal }) => getOrganizationCredits(organizationId, signal) });
}
