import { useQuery } from '@tanstack/react-query';
import type { PendingCreditRequestsAnswer } from '@shared/contracts/credits.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { CREDITS_QUERY_KEY } from '@/lib/query-keys.ts';

export const PENDING_CREDIT_REQUESTS_QUERY_KEY = [...CREDITS_QUERY_KEY, 'requests', 'pending'] as const;

/** Admins only: the pending requests for credits, oldest first. */
export function usePendingCreditRequests(isEnabled: boolean) {
  return useQuery({
    queryKey: PENDING_CREDIT_REQUESTS_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest<PendingCreditRequestsAnswer>('/credits/requests/pending', { signal }).then((answer) => answer.data),
    enabled: isEnabled,
  });
}
