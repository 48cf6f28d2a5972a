import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeEmailAnswer, ChangeEmailInput } from '@shared/contracts/users.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { notifySessionChanged } from '@/lib/session.ts';
import { meQueryOptions } from './get-me.ts';

/** Asks to move the account to a new e-mail address: at once, or (the server sends e-mail) once its link is opened. */
export function changeEmail(input: ChangeEmailInput): Promise<ChangeEmailAnswer> {
  return apiRequest<ChangeEmailAnswer>('/users/email/change', { method: 'POST', body: input });
}

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: async () => {
      // A change applied at once has reset the readable e-mail cookie.
      notifySessionChanged();
      await queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
    },
  });
}
