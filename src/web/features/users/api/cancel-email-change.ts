import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageAnswer } from '@shared/contracts/users.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { meQueryOptions } from './get-me.ts';

/** Calls off the waiting change of address; the link sent for it stops working. */
export function cancelEmailChange(): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('/users/email/change', { method: 'DELETE' });
}

export function useCancelEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelEmailChange, onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey }) });
}
