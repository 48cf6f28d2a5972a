import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Report } from '@shared/contracts/reports.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { conversationQueryKey } from '@/lib/query-keys.ts';
import { reportProblemOf } from '@/features/reports/report-problem.ts';

/**
 * While the session is graded, how often the report is asked for again. The grading job's event over `/events`
 * normally brings it first (useRefetchWhenGraded); this slow poll covers an event lost while the stream was down.
 */
export const GRADING_FALLBACK_POLL_MS = 5_000;

/** Under the session's own key, so ending or regrading it (which invalidates the session) reads the report again. */
export function reportQueryKey(conversationId: string) {
  return [...conversationQueryKey(conversationId), 'report'] as const;
}

/** `GET /conversations/{id}/report`: 409 with a typed `status` while there is none (ReportUnavailableSchema), 404 for anyone but the owner. */
export function getReport(conversationId: string, signal?: AbortSignal): Promise<Report> {
  return apiRequest<Report>(`/conversations/${encodeURIComponent(conversationId)}/report`, { signal });
}

export function reportQueryOptions(conversationId: string) {
  return queryOptions({
    queryKey: reportQueryKey(conversationId),
    queryFn: ({ signal }) => getReport(conversationId, signal),
    // A 409 is an answer (grading, failed, not ended, not graded), not a failure to retry.
    retry: false,
    refetchInterval: (query) => (query.state.error !== null && reportProblemOf(query.state.error).kind === 'grading' ? GRADING_FALLBACK_POLL_MS : false),
  });
}

/** The graded report of an ended session; the error tells grading, failed, not ended and not graded apart (`reportProblemOf`). */
export function useReport(conversationId: string, isEnabled: boolean) {
  return useQuery({ ...reportQueryOptions(conversationId), enabled: isEnabled && conversationId !== '' });
}
