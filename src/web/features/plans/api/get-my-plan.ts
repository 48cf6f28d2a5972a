import { queryOptions, useQuery } from '@tanstack/react-query';
import { PUBLIC_PLANS_PATH, type MyPlanAnswer } from '@shared/contracts/plans.ts';
import { apiRequest } from '@/lib/api-client.ts';

/** How long after a checkout opened the page keeps looking for its payment (Stripe's webhook usually comes in seconds). */
const RECENT_CHECKOUT_MS = 30 * 60_000;

export const myPlanQueryOptions = queryOptions({
  queryKey: ['plans', 'mine'] as const,
  queryFn: ({ signal }) => apiRequest<MyPlanAnswer>(`${PUBLIC_PLANS_PATH}/mine`, { signal }),
  // A payment on its way (a receipt still pending from a recent checkout): read again every 5 s until it is granted.
  refetchInterval: (query) =>
    query.state.data?.receipts.some((receipt) => receipt.status === 'pending' && Date.now() - Date.parse(receipt.created_at) < RECENT_CHECKOUT_MS) ? 5000 : false,
});

/** The person's package, storage, price and receipts. */
export function useMyPlan() {
  return useQuery(myPlanQueryOptions);
}
