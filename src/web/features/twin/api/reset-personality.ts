import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Twin } from '../../../../shared/contracts/twin.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { TWIN_QUERY_KEY, TWIN_SETTINGS_QUERY_KEY } from './get-twin.ts';

/** Reset Personality: the summary and every answer are cleared; memories stay. */
export function resetPersonality(): Promise<Twin> {
  return apiRequest<Twin>('/twin/summary', { method: 'DELETE' });
}

export function useResetPersonality() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPersonality,
    onSuccess: (twin) => {
      queryClient.setQueryData(TWIN_SETTINGS_QUERY_KEY, twin);
      void queryClient.invalidateQueries({ queryKey: TWIN_QUERY_KEY });
    },
  });
}
