import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TwinHeir } from '../../../../shared/contracts/twin.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { TWIN_QUERY_KEY } from './get-twin.ts';

/** Names an heir by e-mail (409 for a duplicate or past the limit). */
export function addHeir(email: string): Promise<TwinHeir> {
  return apiRequest<TwinHeir>('/twin/heirs', { method: 'POST', body: { email } });
}

export function useAddHeir() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addHeir, onSuccess: () => queryClient.invalidateQueries({ queryKey: TWIN_QUERY_KEY }) });
}
