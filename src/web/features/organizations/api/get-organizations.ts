import { useQuery } from '@tanstack/react-query';
import type { OrganizationList } from '@shared/contracts/organizations.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { workspaceQueryOptions } from '@/lib/workspace.ts';

/** Every organisation query: invalidate this after any change to organisations or memberships. */
export const ORGANIZATIONS_QUERY_KEY = ['organizations'] as const;

/** The signed-in person's organisations, by name, each with their role. */
export function getOrganizations(signal?: AbortSignal): Promise<OrganizationList> {
  return apiRequest<OrganizationList>('/organizations', { signal });
}

/** The same query as the workspace the create forms read (lib/workspace.ts), so a switch reaches them at once. */
export function organizationsQueryOptions() {
  return workspaceQueryOptions();
}

/** `isEnabled` false: nothing is fetched (the header's switcher asks only once it is opened). */
export function useOrganizations(isEnabled = true) {
  return useQuery({ ...organizationsQueryOptions(), enabled: isEnabled });
}
