import { useQuery } from '@tanstack/react-query';
import type { SaveSsoSettingsInput, SsoSettings } from '@shared/contracts/organization-sso.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';
import { ORGANIZATIONS_QUERY_KEY } from './get-organizations.ts';

const ssoKey = (organizationId: string) => [...ORGANIZATIONS_QUERY_KEY, 'sso', organizationId] as const;
const ssoPath = (organizationId: string) => `/organizations/${encodeURIComponent(organizationId)}/sso`;

/** The organisation's single sign-on settings (owners and admins); the client secret only as `has_client_secret`. */
export function getSsoSettings(organizationId: string, signal?: AbortSignal): Promise<SsoSettings> {
  return apiRequest<SsoSettings>(ssoPath(organizationId), { signal });
}

export function useSsoSettings(organizationId: string) {
  return useQuery({ queryKey: ssoKey(organizationId), queryFn: ({ signal }) => getSsoSettings(organizationId, signal) });
}

/** Saves the settings; the server reads the provider's discovery document first and says what failed. */
export function saveSsoSettings({ organizationId, ...input }: SaveSsoSettingsInput & { organizationId: string }): Promise<SsoSettings> {
  return apiRequest<SsoSettings>(ssoPath(organizationId), { method: 'PUT', body: input });
}

export function useSaveSsoSettings(organizationId: string) {
  return useRefreshingMutation(saveSsoSettings, { refreshes: [ssoKey(organizationId)], after: 'success' });
}

export function deleteSsoSettings(organizationId: string): Promise<void> {
  return apiRequest<void>(ssoPath(organizationId), { method: 'DELETE' });
}

export function useDeleteSsoSettings(organizationId: string) {
  return useRefreshingMutation(deleteSsoSettings, { refreshes: [ssoKey(organizationId)], after: 'success' });
}
