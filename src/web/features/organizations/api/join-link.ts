import type { JoinLink } from '@shared/contracts/organizations.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';
import { ORGANIZATIONS_QUERY_KEY } from './get-organizations.ts';

/** A new join link (the one before stops working), shown this once. */
export function createJoinLink(organizationId: string): Promise<JoinLink> {
  return apiRequest<JoinLink>(`/organizations/${encodeURIComponent(organizationId)}/join-link`, { method: 'POST' });
}

/** Turns the join link off. */
export function deleteJoinLink(organizationId: string): Promise<void> {
  return apiRequest<void>(`/organizations/${encodeURIComponent(organizationId)}/join-link`, { method: 'DELETE' });
}

export function useCreateJoinLink() {
  return useRefreshingMutation(createJoinLink, { refreshes: [ORGANIZATIONS_QUERY_KEY] });
}

export function useDeleteJoinLink() {
  return useRefreshingMutation(deleteJoinLink, { refreshes: [ORGANIZATIONS_QUERY_KEY] });
}
