import type { CreditRequest } from '@shared/contracts/credits.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { CREDITS_QUERY_KEY } from '@/lib/query-keys.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';

export type CreditRequestDecision = { id: string; decision: 'grant'; amount?: number } | { id: string; decision: 'decline'; reason: string };

/** Admins only: grants a pending request (`amount`, or what was asked; its credits are added once) or declines it with a reason. */
export function answerCreditRequest(answer: CreditRequestDecision): Promise<CreditRequest> {
  const path = `/credits/requests/${encodeURIComponent(answer.id)}/${answer.decision}`;
  const body = answer.decision === 'decline' ? { reason: answer.reason } : answer.amount === undefined ? undefined : { amount: answer.amount };
  return apiRequest<{ data: CreditRequest }>(path, { method: 'POST', body }).then((result) => result.data);
}

/** Reads the pending list again, and the admin's own balance and request, should the request be their own. */
export function useAnswerCreditRequest() {
  return useRefreshingMutation(answerCreditRequest, { refreshes: [CREDITS_QUERY_KEY] });
}
