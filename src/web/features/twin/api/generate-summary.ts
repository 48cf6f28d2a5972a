import type { TwinSummary } from '@shared/contracts/twin.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';
import { requestJobResult } from '@/lib/wait-for-job.ts';
import { TWIN_QUERY_KEY } from './get-twin.ts';

/** Polled only while the server's push channel is down. */
export const TWIN_SUMMARY_POLL_MS = 2000;

/** Queues the summary (409 below five answers, saying how many are missing), then waits for the job's result. */
export function generateSummary(signal?: AbortSignal): Promise<TwinSummary> {
  return requestJobResult<TwinSummary>('/twin/summary', { method: 'POST', signal }, { statusPath: '/twin/job-status-summary', intervalMs: TWIN_SUMMARY_POLL_MS });
}

export function useGenerateSummary() {
  return useRefreshingMutation(() => generateSummary(), { refreshes: [TWIN_QUERY_KEY] });
}
