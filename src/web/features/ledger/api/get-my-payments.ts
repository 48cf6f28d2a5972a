// The person's own entries of the money ledger (GET /credits/payments): their receipts on the Credits page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MY_LEDGER_PATH, type MyLedgerAnswer } from '@shared/contracts/ledger.ts';
import { apiRequest } from '@/lib/api-client.ts';

export const myPaymentsQueryOptions = queryOptions({
  queryKey: ['credits', 'payments'],
  queryFn: ({ signal }) => apiRequest<MyLedgerAnswer>(MY_LEDGER_PATH, { signal }),
});

export function useMyPayments() {
  return useQuery(myPaymentsQueryOptions);
}
