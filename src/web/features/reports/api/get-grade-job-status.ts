import { useQuery } from '@tanstack/react-query';
import type { JobStatus } from '@shared/contracts/jobs.ts';
import type { GradeJobResult } from './retry-grading.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { GRADING_POLL_INTERVAL_MS } from './get-report.ts';

/** `GET /conversations/job-status-grade/{jobId}`: where a grading job stands (Waiting, Active, Completed, Failed). */
export function getGradeJobStatus(jobId: string, signal?: AbortSignal): Promise<JobStatus<GradeJobResult>> {
  return apiRequest<JobStatus<GradeJobResult>>(`/conversations/job-status-grade/${encodeURIComponent(jobId)}`, { signal });
}

/** Follows a grading job the page started (or was handed) until it ends; null without a job. */
export function useGradeJobStatus(jobId: string | null) {
  return useQuery({
    queryKey: ['grade-job', jobId ?? ''] as const,
    queryFn: ({ signal }) => getGradeJobStatus(jobId ?? '', signal),
    enabled: jobId !== null,
    retry: false,
    refetchInterval: (query) => {
      const status = query.state.data?.jobStatus;
      return status === 'Completed' || status === 'Failed' || query.state.error ? false : GRADING_POLL_INTERVAL_MS;
    },
  });
}

/** What a page that ended a session hands the report page (router state): the grading job to follow. */
export interface ReportPageState {
  gradeJobId?: string | null;
}
