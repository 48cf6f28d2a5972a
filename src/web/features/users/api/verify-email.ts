import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifyEmailAnswer } from '@shared/contracts/users.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { notifySessionChanged } from '@/lib/session.ts';
import { meQueryOptions } from './get-me.ts';

/** Confirms the account's e-mail address, or moves it to a new one, with the token of a verification link (no sign-in needed). */
export function verifyEmail(token: string): Promise<VerifyEmailAnswer> {
  return apiRequest<VerifyEmailAnswer>('/users/email/verify', { method: 'POST', body: { token }, skipRefresh: true });
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => {
      // Opened where the account is signed in, a change of address has reset the readable e-mail cookie.
      notifySessionChanged();
      return queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
    },
  });
}
