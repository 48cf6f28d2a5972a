// The workspace the person chose in the header: an organisation, or their personal space (null). The organisations
// feature's list query is this one (same key and request), so a switch there is read here at once; the create forms
// read it to send the chosen organisation's id.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrganizationList } from '@shared/contracts/organizations.ts';
import { apiRequest } from './api-client.ts';

/** The signed-in person's organisations and the one chosen in the header (`GET /organizations`). */
export function workspaceQueryOptions() {
  return queryOptions({
    queryKey: ['organizations', 'mine'] as const,
    queryFn: ({ signal }) => apiRequest<OrganizationList>('/organizations', { signal }),
  });
}

/** The id of the organisation chosen in the header; undefined in the personal space (or until it is known). */
export function useWorkspaceOrganizationId(): string | undefined {
  const { data } = useQuery({ ...workspaceQueryOptions(), select: (list) => list.current_id });
  return data ?? undefined;
}

/** What a create call sends as `organization_id`: the chosen organisation's id, else the caller's e-mail (the personal library). */
export function organizationIdFor(workspaceOrganizationId: string | undefined, email: string | undefined): string | undefined {
  return workspaceOrganizationId ?? email;
}
