import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AcceptHeirInvitationAnswer, HeirInvitationPreview } from '@shared/contracts/twin-heirs.ts';
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

/** Whose invitation a link is, for its page; answers an error for a link that no longer works. */
export function previewHeirInvitation(token: string): Promise<HeirInvitationPreview> {
  return apiRequest<HeirInvitationPreview>('/twin/heirs/invitation', { method: 'POST', body: { token } });
}

export function useHeirInvitationPreview(token: string, isEnabled: boolean) {
  return useQuery({ queryKey: ['heir-invitation', token], queryFn: () => previewHeirInvitation(token), enabled: isEnabled, retry: false, staleTime: Infinity });
}
