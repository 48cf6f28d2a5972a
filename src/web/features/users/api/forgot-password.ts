import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordAnswer, ForgotPasswordInput } from '@shared/contracts/users.ts';
import { apiRequest } from '@/lib/api-client.ts';

/** Asks for a reset link; the answer is the same whether or not the e-mail has an account. */
export function forgotPassword(input: ForgotPasswordInput): Promise<ForgotPasswordAnswer> {
  return apiRequest<ForgotPasswordAnswer>('/users/password/forgot', { method: 'POST', body: input, skipRefresh: true });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
