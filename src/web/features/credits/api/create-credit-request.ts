import type { CreateCreditRequestInput, CreditRequest } from '@shared/contracts/credits.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';
import { LATEST_CREDIT_REQUEST_QUERY_KEY } from './get-latest-credit-request.ts';

/** Asks the administrators for credits; 409 while another request waits. */
export function createCreditRequest(input: CreateCreditRequestInput): Promise<CreditRequest> {
  return apiRequest<{ data: CreditRequest }>('/credits/requests', { method: 'POST', body: input }).then((answer) => answer.data);
}

export function useCreateCreditRequest() {
  return useRefreshingMutation(createCreditRequest, { refreshes: [LATEST_CREDIT_REQUEST_QUERY_KEY] });
}
