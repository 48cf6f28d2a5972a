import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrganizationDetails } from '@shared/contracts/organizations.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { ORGANIZATIONS_QUERY_KEY } from './get-organizations.ts';

/** One organisation and its members (404 for one the person is not in). */
export function getOrganization(id: string, signal?: AbortSignal): Promise<OrganizationDetails> {
  return apiRequest<OrganizationDetails>(`/organizations/${encodeURIComponent(id)}`, { signal });
}

export function organizationQueryOptions(id: string) {
  return queryOptions({ queryKey: [...ORGANIZATIONS_QUERY_KEY, 'one', id], queryFn: ({ signal }) => getOrganization(id, signal), retry: false });
}

export function useOrganization(id: string | null) {
  return useQuery({ ...organizationQueryOptions(id ?? ''), enabled: id !== null });
}
