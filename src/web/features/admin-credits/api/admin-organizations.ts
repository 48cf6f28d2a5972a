// The console's Organisations page requests: every organisation (by name), one organisation's members, ledger and
// pending request, the operator's grants and answers to requests.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GrantCreditRequestInput } from '@shared/contracts/admin-credits.ts';
import {
  ADMIN_ORGANIZATIONS_API_PATH,
  type AdminOrganizationDetails,
  type AdminOrganizationGrantAnswer,
  type AdminOrganizationGrantInput,
  type AdminOrganizationList,
  type OrganizationCreditRequest,
} from '@shared/contracts/organization-credits.ts';
import { apiRequest } from '@/lib/api-client.ts';

const QUERY_KEY = ['admin', 'organizations'] as const;

export function adminOrganizationsQueryOptions(search: string) {
  return queryOptions({
    queryKey: [...QUERY_KEY, 'list', search],
    queryFn: ({ signal }) => apiRequest<AdminOrganizationList>(`${ADMIN_ORGANIZATIONS_API_PATH}?${new URLSearchParams({ q: search })}`, { signal }),
  });
}

/** Organisations by name, those whose name contains `search`. */
export function useAdminOrganizations(search: string) {
  return useQuery(adminOrganizationsQueryOptions(search));
}

export function adminOrganizationQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...QUERY_KEY, 'one', id],
    queryFn: ({ signal }) => apiRequest<AdminOrganizationDetails>(`${ADMIN_ORGANIZATIONS_API_PATH}/${encodeURIComponent(id)}`, { signal }),
  });
}

/** One organisation: members and roles, what each spent this month, the ledger and the pending request. */
export function useAdminOrganization(id: string) {
  return useQuery(adminOrganizationQueryOptions(id));
}

/** Adds credits to the organisation's balance; the list and the organisation read again. */
export function useGrantOrganizationCredits(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminOrganizationGrantInput) => apiRequest<AdminOrganizationGrantAnswer>(`${ADMIN_ORGANIZATIONS_API_PATH}/${encodeURIComponent(id)}/grants`, { method: 'POST', body: input }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: QUERY_KEY }),
  });
}

type RequestAnswer = { requestId: string } & ({ grant: true; input: GrantCreditRequestInput } | { grant: false; reason: string });

/** Grants (the amount asked, or another) or declines the organisation's pending request. */
export function useAnswerOrganizationRequest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: RequestAnswer) =>
      apiRequest<{ data: OrganizationCreditRequest }>(`${ADMIN_ORGANIZATIONS_API_PATH}/${encodeURIComponent(id)}/credit-requests/${encodeURIComponent(answer.requestId)}/${answer.grant ? 'grant' : 'decline'}`, {
        method: 'POST',
        body: answer.grant ? answer.input : { reason: answer.reason },
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: QUERY_KEY }),
  });
}
