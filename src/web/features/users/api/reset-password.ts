import { useMutation } from '@tanstack/react-query';
import type { MessageAnswer, ResetPasswordInput } from '@shared/contracts/users.ts';
import { apiRequest } from '@/lib/api-client.ts';

/** Sets a new password with the token of a reset link. */
export function resetPassword(input: ResetPasswordInput): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('/users/password/reset', { method: 'POST', body: input, skipRefresh: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
