import { useMutation } from '@tanstack/react-query';
import type { UpdateProfileInput, UserAnswer } from '@shared/contracts/users.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { notifySessionChanged } from '@/lib/session.ts';

export function updateNickname(input: UpdateProfileInput): Promise<UserAnswer> {
  return apiRequest<UserAnswer>('/users/me', { method: 'PATCH', body: input });
}

/** Saves the nickname on the server, which also refreshes the readable nickname cookie. */
export function useUpdateNickname() {
  return useMutation({ mutationFn: updateNickname, onSuccess: () => notifySessionChanged() });
}
