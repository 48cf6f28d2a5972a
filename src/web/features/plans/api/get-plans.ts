import { queryOptions, useQuery } from '@tanstack/react-query';
import { PUBLIC_PLANS_PATH, type PublicPlansAnswer } from '@shared/contracts/plans.ts';
import { apiRequest } from '@/lib/api-client.ts';

export const plansQueryOptions = queryOptions({
  queryKey: ['plans'] as const,
  queryFn: ({ signal }) => apiRequest<PublicPlansAnswer>(PUBLIC_PLANS_PATH, { signal }),
  // The places left change with every registration: a minute old at most.
  staleTime: 60_000,
});

/** The operator's prices and the launch offer's places left (no sign-in needed). */
export function usePlans() {
  return useQuery(plansQueryOptions);
}
