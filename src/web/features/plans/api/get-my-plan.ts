import { queryOptions, useQuery } from '@tanstack/react-query';
import { PUBLIC_PLANS_PATH, type MyPlanAnswer } from '@shared/contracts/plans.ts';
import { apiRequest } from '@/lib/api-client.ts';

export const myPlanQueryOptions = queryOptions({
  queryKey: ['plans', 'mine'] as const,
  queryFn: ({ signal }) => apiRequest<MyPlanAnswer>(`${PUBLIC_PLANS_PATH}/mine`, { signal }),
});

/** The person's package, storage, price and receipts. */
export function useMyPlan() {
  return useQuery(myPlanQueryOptions);
}
