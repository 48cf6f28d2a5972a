import { useQuery } from '@tanstack/react-query';
import type { OrganizationDomainList } from '@shared/contracts/organization-domains.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';
import { ORGANIZATIONS_QUERY_KEY } from './get-organizations.ts';

export const organizationDomainsKey = (organizationId: string) => [...ORGANIZATIONS_QUERY_KEY, 'domains', organizationId] as const;
const domainsPath = (organizationId: string) => `/organizations/${encodeURIComponent(organizationId)}/domains`;

/** Every domain the organisation claims, with its state and TXT record (owners and admins). */
export function getOrganizationDomains(organizationId: string, signal?: AbortSignal): Promise<OrganizationDomainList> {
  return apiRequest<OrganizationDomainList>(domainsPath(organizationId), { signal });
}

export function useOrganizationDomains(organizationId: string) {
  return useQuery({ queryKey: organizationDomainsKey(organizationId), queryFn: ({ signal }) => getOrganizationDomains(organizationId, signal) });
}

/** "Check now": the server looks for the TXT record and marks the domain verified, for the join link and single sign-on alike. */
export function verifyOrganizationDomain({ organizationId, domain }: { organizationId: string; domain: string }): Promise<OrganizationDomainList> {
  return apiRequest<OrganizationDomainList>(`${domainsPath(organizationId)}/${encodeURIComponent(domain)}/verify`, { method: 'POST' });
}

/** Refreshes every organisation query, the single sign-on card's included: one proof serves both. */
export function useVerifyOrganizationDomain() {
  return useRefreshingMutation(verifyOrganizationDomain, { refreshes: [ORGANIZATIONS_QUERY_KEY], after: 'success' });
}
