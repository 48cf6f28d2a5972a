import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_SETUP_API_PATH, type AdminSetupStatus } from '@shared/contracts/admin-setup.ts';
import { apiRequest } from '@/lib/api-client.ts';

export const adminSetupQueryOptions = queryOptions({
  queryKey: ['admin-setup'],
  queryFn: ({ signal }) => apiRequest<AdminSetupStatus>(ADMIN_SETUP_API_PATH, { signal }),
});

/** Whether this server has an administrator yet, for the admin pages' answer to someone who is not one. */
export function useAdminSetup(isEnabled: boolean) {
  return useQuery({ ...adminSetupQueryOptions, enabled: isEnabled });
}
