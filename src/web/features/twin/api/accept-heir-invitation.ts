import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AcceptHeirInvitationAnswer } from '@shared/contracts/twin-heirs.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { TWIN_QUERY_KEY } from './get-twin.ts';

/** Accepts an heir invitation with the token of its link: the signed-in account becomes the heir. */
export function acceptHeirInvitation(token: string): Promise<AcceptHeirInvitationAnswer> {
  return apiRequest<AcceptHeirInvitationAnswer>('/twin/heirs/accept', { method: 'POST', body: { token } });
}

export function useAcceptHeirInvitation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: acceptHeirInvitation, onSuccess: () => queryClient.invalidateQueries({ queryKey: TWIN_QUERY_KEY }) });
}
