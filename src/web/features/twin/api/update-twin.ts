import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Twin, UpdateTwinInput } from '../../../../shared/contracts/twin.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { TWIN_QUERY_KEY, TWIN_SETTINGS_QUERY_KEY } from './get-twin.ts';

/** Any subset of the settings: visibility, username, release rule, released, name, the edited summary, ready. */
export function updateTwin(input: UpdateTwinInput): Promise<Twin> {
  return apiRequest<Twin>('/twin', { method: 'PATCH', body: input });
}

export function useUpdateTwin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTwin,
    onSuccess: (twin) => {
      queryClient.setQueryData(TWIN_SETTINGS_QUERY_KEY, twin);
      // The activity log and the public page follow every change.
      void queryClient.invalidateQueries({ queryKey: TWIN_QUERY_KEY, predicate: (query) => query.queryKey[1] !== 'settings' });
    },
  });
}
