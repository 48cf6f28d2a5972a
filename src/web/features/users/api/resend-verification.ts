import { useMutation } from '@tanstack/react-query';
import type { MessageAnswer } from '@shared/contracts/users.ts';
import { apiRequest } from '@/lib/api-client.ts';

/** Sends the signed-in person a new verification link (429 when asked too often). */
export function resendVerification(): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('/users/email/verify/resend', { method: 'POST' });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
