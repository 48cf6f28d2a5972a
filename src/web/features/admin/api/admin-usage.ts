// The Usage page's requests: the last 30 days' figures, and the price table behind the cost estimates.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUsage, AiPrices, SaveAiPricesInput } from '@shared/contracts/admin-usage.ts';
import { apiRequest } from '@/lib/api-client.ts';

const USAGE_KEY = ['admin', 'usage', 'summary'] as const;
const PRICES_KEY = ['admin', 'usage', 'prices'] as const;

export const adminUsageQueryOptions = queryOptions({
  queryKey: USAGE_KEY,
  queryFn: ({ signal }) => apiRequest<AdminUsage>('/admin/usage/summary', { signal }),
});

export function useAdminUsage() {
  return useQuery(adminUsageQueryOptions);
}

export function useAiPrices() {
  return useQuery({ queryKey: PRICES_KEY, queryFn: ({ signal }) => apiRequest<AiPrices>('/admin/usage/prices', { signal }) });
}

/** Saves the table; the figures are priced again with it. */
export function useSaveAiPrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveAiPricesInput) => apiRequest<AiPrices>('/admin/usage/prices', { method: 'PUT', body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(PRICES_KEY, saved);
      void queryClient.invalidateQueries({ queryKey: USAGE_KEY });
    },
  });
}
