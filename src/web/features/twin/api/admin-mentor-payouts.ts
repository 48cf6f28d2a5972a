import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_MENTOR_PAYOUTS_PATH, type AdminMentorPayoutsAnswer, type MentorPayment } from '@shared/contracts/twin-mentor.ts';
import { apiRequest } from '@/lib/api-client.ts';

export type PayoutFilter = 'owed' | 'paid' | 'refunded' | 'disputed' | 'all';

export const adminMentorPayoutsQueryOptions = (status: PayoutFilter) =>
  queryOptions({
    queryKey: ['admin', 'mentor-payouts', status],
    queryFn: ({ signal }) => apiRequest<AdminMentorPayoutsAnswer>(`${ADMIN_MENTOR_PAYOUTS_PATH}?status=${status}`, { signal }),
  });

/** Card payments for mentors' chats by their owner share's status (owed first to settle). */
export function useAdminMentorPayouts(status: PayoutFilter) {
  return useQuery(adminMentorPayoutsQueryOptions(status));
}

/** Records that the owner was paid their share of a card payment. */
export function useSettleMentorPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<MentorPayment>(`${ADMIN_MENTOR_PAYOUTS_PATH}/${id}/settle`, { method: 'POST' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'mentor-payouts'] }),
  });
}
