import { useMutation } from '@tanstack/react-query';
import type { MessageAnswer, RegisterInput } from '@shared/contracts/users.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { notifySessionChanged } from '@/lib/session.ts';

export function register(input: RegisterInput): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('/users/register', { method: 'POST', body: input, skipRefresh: true });
}

export function useRegister() {
  // The server signs the new account in (its answer sets the session cookies).
  return useMutation({ mutationFn: register, onSuccess: () => notifySessionChanged() });
}
