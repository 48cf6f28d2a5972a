import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MentorEarningsAnswer, MentorSettingsAnswer, MentorSettingsInput, MentorStatus } from '@shared/contracts/twin-mentor.ts';
import { apiRequest } from '@/lib/api-client.ts';

export const mentorSettingsQueryOptions = () => queryOptions({ queryKey: ['twin', 'mentor'], queryFn: ({ signal }) => apiRequest<MentorSettingsAnswer>('/twin/mentor', { signal }) });
export const mentorEarningsQueryOptions = () =>
  queryOptions({ queryKey: ['twin', 'mentor', 'payments'], queryFn: ({ signal }) => apiRequest<MentorEarningsAnswer>('/twin/mentor/payments', { signal }) });

/** The owner's mentor terms, why their Engram cannot be one now, and the commission. */
export function useMentorSettings() {
  return useQuery(mentorSettingsQueryOptions());
}

/** What the owner's mentor earned: each payment's gross, commission, share and status. */
export function useMentorEarnings(isEnabled: boolean) {
  return useQuery({ ...mentorEarningsQueryOptions(), enabled: isEnabled });
}

function useMentorChange<T>(send: (input: T) => Promise<MentorSettingsAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      queryClient.setQueryData(mentorSettingsQueryOptions().queryKey, answer);
      void queryClient.invalidateQueries({ queryKey: ['public-mentor'] });
    },
  });
}

/** Opens the Engram as a paid mentor, or changes its terms. */
export function useSaveMentorSettings() {
  return useMentorChange((input: MentorSettingsInput) => apiRequest<MentorSettingsAnswer>('/twin/mentor', { method: 'PUT', body: input }));
}

/** Pauses, stops or reopens the mentor. */
export function useSetMentorStatus() {
  return useMentorChange((status: MentorStatus) => apiRequest<MentorSettingsAnswer>('/twin/mentor/status', { method: 'PUT', body: { status } }));
}
