import { useMutation } from '@tanstack/react-query';
import type { LoginAnswer, LoginInput } from '@shared/contracts/users.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { notifySessionChanged } from '@/lib/session.ts';

export function login(input: LoginInput): Promise<LoginAnswer> {
  return apiRequest<LoginAnswer>('/users/login', { method: 'POST', body: input, skipRefresh: true });
}

export function useLogin() {
  return useMutation({ mutationFn: login, onSuccess: () => notifySessionChanged() });
}
