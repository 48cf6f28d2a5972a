import { useMutation } from '@tanstack/react-query';
import type { MessageAnswer } from '@shared/contracts/users.ts';
import { apiRequest } from '@/lib/api-client.ts';

/** Sends the link for the waiting change of address again (429 when asked too often). */
export function resendEmailChange(): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('/users/email/change/resend', { method: 'POST' });
}

export function useResendEmailChange() {
  return useMutation({ mutationFn: resendEmailChange });
}
