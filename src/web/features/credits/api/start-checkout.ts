import { useMutation } from '@tanstack/react-query';
import type { CheckoutAnswer } from '@shared/contracts/credits.ts';
import { apiRequest } from '@/lib/api-client.ts';

/** Opens a Stripe Checkout Session for the package of `credits`; answers the payment page. */
export function startCheckout(credits: number): Promise<CheckoutAnswer> {
  return apiRequest<CheckoutAnswer>('/credits/checkout', { method: 'POST', body: { credits } });
}

/** The browser leaves for the payment page; Stripe sends it back to the Credits page. */
export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout, onSuccess: ({ url }) => window.location.assign(url) });
}
