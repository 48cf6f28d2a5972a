import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrganizationList } from '@shared/contracts/organizations.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { organizationsQueryOptions } from './get-organizations.ts';

/** Chooses the workspace the person works in (an organisation's id, or null for their personal space), kept on the server. */
export function selectOrganization(organizationId: string | null): Promise<OrganizationList> {
  return apiRequest<OrganizationList>('/organizations/current', { method: 'PUT', body: { organization_id: organizationId } });
}

export function useSelectOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectOrganization,
    onSuccess: async (list) => {
      queryClient.setQueryData(organizationsQueryOptions().queryKey, list);
      // Every library list shows the chosen workspace's items: all of them are read again.
      await queryClient.invalidateQueries();
    },
  });
}
