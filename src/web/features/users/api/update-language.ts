import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InterfaceLanguage } from '@shared/contracts/languages-constants.ts';
import type { MeAnswer, UserAnswer } from '@shared/contracts/users.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { meQueryOptions } from './get-me.ts';

export function updateLanguage(language: InterfaceLanguage): Promise<UserAnswer> {
  return apiRequest<UserAnswer>('/users/me', { method: 'PATCH', body: { language } });
}

/** Saves the interface language on the account, so it follows the person to every device. */
export function useUpdateLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLanguage,
    onSuccess: ({ user }) => queryClient.setQueryData(meQueryOptions.queryKey, (me: MeAnswer | undefined) => (me ? { ...me, user } : me)),
  });
}
