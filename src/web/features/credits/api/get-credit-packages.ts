import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreditPackagesAnswer } from '@shared/contracts/credits.ts';
import { apiRequest } from '@/lib/api-client.ts';

export const creditPackagesQueryOptions = queryOptions({
  queryKey: ['credit-packages'] as const,
  queryFn: ({ signal }) => apiRequest<CreditPackagesAnswer>('/credits/packages', { signal }).then((answer) => answer.data),
  staleTime: 5 * 60_000,
});

/** The credit packages on sale; none when the server takes no payments. */
export function useCreditPackages() {
  return useQuery(creditPackagesQueryOptions);
}
