import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckoutAnswer } from '@shared/contracts/credits.ts';
import type { MentorOffer, MentorSolanaRequest, MentorSolanaToken, MentorSolanaVerifyAnswer } from '@shared/contracts/twin-mentor.ts';
import { apiRequest, ApiError, ensureFreshSession } from '@/lib/api-client.ts';
import { isSignedIn } from '@/lib/session.ts';

const base = (username: string) => `/public/twins/${encodeURIComponent(username)}/mentor`;

/** The mentor's offer, or null when the Engram is no paid mentor (its chat is then free). */
export async function getMentorOffer(username: string, signal?: AbortSignal): Promise<MentorOffer | null> {
  // The route is open, so an expired access token reads as a visitor: a buyer renews it first to be recognised.
  if (isSignedIn()) await ensureFreshSession();
  try {
    return await apiRequest<MentorOffer>(base(username), { signal, skipRefresh: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const mentorOfferQueryOptions = (username: string) => queryOptions({ queryKey: ['public-mentor', username], queryFn: ({ signal }) => getMentorOffer(username, signal) });

/**
 * The offer of a public Engram (`isEnabled`); while `isAwaitingPayment` (back from Stripe Checkout) and no pass has
 * come yet, read again every few seconds until the payment's confirmation opens the chat.
 */
export function useMentorOffer(username: string, { isEnabled, isAwaitingPayment }: { isEnabled: boolean; isAwaitingPayment: boolean }) {
  return useQuery({
    ...mentorOfferQueryOptions(username),
    enabled: isEnabled,
    refetchInterval: (query) => (isAwaitingPayment && query.state.data?.needs_pass ? 3000 : false),
  });
}

/** Opens Stripe Checkout for the mentor's chat: the browser goes to its URL. */
export function useMentorCheckout(username: string) {
  return useMutation({ mutationFn: () => apiRequest<CheckoutAnswer>(`${base(username)}/checkout`, { method: 'POST' }) });
}

/** A Solana Pay transfer request for the mentor's chat. */
export function useMentorSolanaRequest(username: string) {
  return useMutation({ mutationFn: (token: MentorSolanaToken) => apiRequest<MentorSolanaRequest>(`${base(username)}/solana`, { method: 'POST', body: { token } }) });
}

/** Asks the server to look for the Solana payment on chain; the offer is read again once it is paid. */
export function useVerifyMentorSolana(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: string) => apiRequest<MentorSolanaVerifyAnswer>(`${base(username)}/solana/${paymentId}/verify`, { method: 'POST' }),
    onSuccess: (answer) => {
      if (answer.status === 'paid') void queryClient.invalidateQueries({ queryKey: mentorOfferQueryOptions(username).queryKey });
    },
  });
}
