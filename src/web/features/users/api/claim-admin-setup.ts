import { useMutation } from '@tanstack/react-query';
import { ADMIN_SETUP_API_PATH, type ClaimAdminSetupAnswer, type ClaimAdminSetupInput } from '@shared/contracts/admin-setup.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryClient } from '@/lib/query-client.ts';
import { meQueryOptions } from './get-me.ts';
import { adminSetupQueryOptions } from './get-admin-setup.ts';

/** Becomes the first administrator with the server's setup code; the pages then read the new role. */
export function useClaimAdminSetup() {
  return useMutation({
    mutationFn: (input: ClaimAdminSetupInput) => apiRequest<ClaimAdminSetupAnswer>(ADMIN_SETUP_API_PATH, { method: 'POST', body: input }),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey }), queryClient.invalidateQueries({ queryKey: adminSetupQueryOptions.queryKey })]);
    },
  });
}
