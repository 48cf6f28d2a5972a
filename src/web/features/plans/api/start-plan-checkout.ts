import { useMutation } from '@tanstack/react-query';
import type { CheckoutAnswer } from '@shared/contracts/credits.ts';
import { PUBLIC_PLANS_PATH, type PlanCheckoutInput } from '@shared/contracts/plans.ts';
import { apiRequest } from '@/lib/api-client.ts';

/** Opens a Stripe Checkout Session for the package or storage; answers the payment page. */
export function startPlanCheckout(input: PlanCheckoutInput): Promise<CheckoutAnswer> {
  return apiRequest<CheckoutAnswer>(`${PUBLIC_PLANS_PATH}/checkout`, { method: 'POST', body: input });
}

/** The browser leaves for the payment page; Stripe sends it back to the Credits page. */
export function useStartPlanCheckout() {
  return useMutation({ mutationFn: startPlanCheckout, onSuccess: ({ url }) => window.location.assign(url) });
}
