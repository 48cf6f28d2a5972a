import { useMutation } from '@tanstack/react-query';
import type { MessageAnswer, RegisterInput } from '../../../../shared/contracts/users.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export function register(input: RegisterInput): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('/users/register', { method: 'POST', body: input, skipRefresh: true });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
