import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LatestCreditRequestAnswer } from '@shared/contracts/credits.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { CREDITS_QUERY_KEY } from '@/lib/query-keys.ts';

// Under the credits key, so the `credits` server event (an admin's answer pushes one) reads it again too.
export const LATEST_CREDIT_REQUEST_QUERY_KEY = [...CREDITS_QUERY_KEY, 'requests', 'latest'] as const;

export const latestCreditRequestQueryOptions = queryOptions({
  queryKey: LATEST_CREDIT_REQUEST_QUERY_KEY,
  queryFn: ({ signal }) => apiRequest<LatestCreditRequestAnswer>('/credits/requests/latest', { signal }).then((answer) => answer.data),
});

/** The person's newest request for credits (pending, or the last one answered), or null. */
export function useLatestCreditRequest() {
  return useQuery(latestCreditRequestQueryOptions);
}
