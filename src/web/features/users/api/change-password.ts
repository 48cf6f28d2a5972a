import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput, MessageAnswer } from '@shared/contracts/users.ts';
import { apiRequest } from '@/lib/api-client.ts';

/** Changes the signed-in person's password; their other logins end. */
export function changePassword(input: ChangePasswordInput): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('/users/password/change', { method: 'POST', body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
