import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_PLANS_API_PATH, type AdminPlanSettingsAnswer, type PlanSettings } from '@shared/contracts/plans.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { plansQueryOptions } from './get-plans.ts';

export const adminPlansQueryOptions = queryOptions({
  queryKey: ['admin', 'plans'] as const,
  queryFn: ({ signal }) => apiRequest<AdminPlanSettingsAnswer>(ADMIN_PLANS_API_PATH, { signal }),
});

export function useAdminPlans() {
  return useQuery(adminPlansQueryOptions);
}

/** Saves every figure at once; the public prices are read again. */
export function useSaveAdminPlans() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PlanSettings) => apiRequest<AdminPlanSettingsAnswer>(ADMIN_PLANS_API_PATH, { method: 'PUT', body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminPlansQueryOptions.queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: plansQueryOptions.queryKey });
    },
  });
}
