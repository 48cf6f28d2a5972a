import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Report } from '@shared/contracts/reports.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { isPushConnected } from '@/lib/server-events.ts';
import { conversationQueryKey } from '@/lib/query-keys.ts';
import { reportProblemOf } from '@/features/reports/report-format.ts';

/** While the session is graded, how often the report is asked for again when the server's push channel is down. */
export const GRADING_POLL_INTERVAL_MS = 1_500;
/** With the push channel up, a slow safety net in case an announcement is lost. */
const GRADING_SAFETY_POLL_MS = 10_000;

/** Under the session's own key, so ending or regrading it (which invalidates the session) reads the report again. */
export function reportQueryKey(conversationId: string) {
  return [...conversationQueryKey(conversationId), 'report'] as const;
}

/** `GET /conversations/{id}/report`: 409 while not graded (its message says why), 404 for anyone but the owner. */
export function getReport(conversationId: string, signal?: AbortSignal): Promise<Report> {
  return apiRequest<Report>(`/conversations/${encodeURIComponent(conversationId)}/report`, { signal });
}

export function reportQueryOptions(conversationId: string) {
  return queryOptions({
    queryKey: reportQueryKey(conversationId),
    queryFn: ({ signal }) => getReport(conversationId, signal),
    // A 409 is an answer (grading, failed, not ended), not a failure to retry.
    retry: false,
    refetchInterval: (query) => {
      if (query.state.error === null || reportProblemOf(query.state.error).kind !== 'grading') return false;
      return isPushConnected() ? GRADING_SAFETY_POLL_MS : GRADING_POLL_INTERVAL_MS;
    },
  });
}

/** The graded report of an ended session; the error tells grading, failed and not ended apart (`reportProblemOf`). */
export function useReport(conversationId: string, isEnabled: boolean) {
  return useQuery({ ...reportQueryOptions(conversationId), enabled: isEnabled && conversationId !== '' });
}
