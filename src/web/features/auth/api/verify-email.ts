import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageAnswer } from '../../../../shared/contracts/users.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { meQueryOptions } from './get-me.ts';

/** Confirms the account's e-mail address with the token of a verification link (no sign-in needed). */
export function verifyEmail(token: string): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('/users/email/verify', { method: 'POST', body: { token }, skipRefresh: true });
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: verifyEmail, onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey }) });
}
