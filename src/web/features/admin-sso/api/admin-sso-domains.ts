// The console's single sign-on requests: the domains organisations claim and have not proven, and approving one.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSsoDomainList, ApproveSsoDomainInput } from '@shared/contracts/organization-sso.ts';
import { ADMIN_SSO_DOMAINS_API_PATH } from '@shared/contracts/organization-sso-constants.ts';
import { apiRequest } from '@/lib/api-client.ts';

const QUERY_KEY = ['admin', 'sso-domains'] as const;

/** Claimed domains waiting for proof, oldest first. */
export function usePendingSsoDomains() {
  return useQuery({ queryKey: QUERY_KEY, queryFn: ({ signal }) => apiRequest<AdminSsoDomainList>(ADMIN_SSO_DOMAINS_API_PATH, { signal }) });
}

/** Marks an organisation's claim verified; the list reads again. */
export function useApproveSsoDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApproveSsoDomainInput) => apiRequest<void>(`${ADMIN_SSO_DOMAINS_API_PATH}/approve`, { method: 'POST', body: input }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: QUERY_KEY }),
  });
}
