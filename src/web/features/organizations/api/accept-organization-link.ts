import { useQuery } from '@tanstack/react-query';
import type { Organization, OrganizationLinkPreview } from '@shared/contracts/organizations.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';
import { ORGANIZATIONS_QUERY_KEY } from './get-organizations.ts';

/** An invitation (single use, for one address) or a join link (for the organisation's domains). */
export type OrganizationLinkKind = 'invite' | 'join';

const PATHS: Record<OrganizationLinkKind, { preview: string; accept: string }> = {
  invite: { preview: '/organizations/invitations/preview', accept: '/organizations/invitations/accept' },
  join: { preview: '/organizations/join/preview', accept: '/organizations/join' },
};

/** What the link leads to, for its page; answers an error for a link that no longer works. */
export function previewOrganizationLink(kind: OrganizationLinkKind, token: string): Promise<OrganizationLinkPreview> {
  return apiRequest<OrganizationLinkPreview>(PATHS[kind].preview, { method: 'POST', body: { token } });
}

export function useOrganizationLinkPreview(kind: OrganizationLinkKind, token: string, isEnabled: boolean) {
  return useQuery({ queryKey: ['organization-link', kind, token], queryFn: () => previewOrganizationLink(kind, token), enabled: isEnabled, retry: false, staleTime: Infinity });
}

/** Joins the organisation through the link as the signed-in person. */
export function acceptOrganizationLink({ kind, token }: { kind: OrganizationLinkKind; token: string }): Promise<Organization> {
  return apiRequest<Organization>(PATHS[kind].accept, { method: 'POST', body: { token } });
}

export function useAcceptOrganizationLink() {
  return useRefreshingMutation(acceptOrganizationLink, { refreshes: [ORGANIZATIONS_QUERY_KEY], after: 'success' });
}
