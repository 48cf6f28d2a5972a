// The Quality page's requests: the last evaluation runs (kept current while one runs), start one, cancel one.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { EvalRunAnswer, EvalRunsAnswer, StartEvalRunInput } from '@shared/contracts/admin-quality.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { isPushConnected, subscribeToServerEvent } from '@/lib/server-events.ts';

const RUNS_KEY = ['admin', 'quality', 'runs'] as const;
/** While a run is going: read again this often when no push arrives (another admin's run, a closed channel). */
const POLL_WHILE_RUNNING_MS = 2000;
const POLL_WHILE_PUSHED_MS = 10_000;

export const evalRunsQueryOptions = queryOptions({
  queryKey: RUNS_KEY,
  queryFn: ({ signal }) => apiRequest<EvalRunsAnswer>('/admin/quality/runs', { signal }),
});

/** The runs, read again at each progress event of a run this admin started, and polled while any run is going. */
export function useEvalRuns() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeToServerEvent('eval-run', () => {
        void queryClient.invalidateQueries({ queryKey: RUNS_KEY });
      }),
    [queryClient],
  );
  return useQuery({
    ...evalRunsQueryOptions,
    refetchInterval: (query) => {
      const isRunning = query.state.data?.runs.some((run) => run.status === 'running') ?? false;
      if (!isRunning) return false;
      return isPushConnected() ? POLL_WHILE_PUSHED_MS : POLL_WHILE_RUNNING_MS;
    },
  });
}

export function useStartEvalRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StartEvalRunInput) => apiRequest<EvalRunAnswer>('/admin/quality/runs', { method: 'POST', body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: RUNS_KEY }),
  });
}

export function useCancelEvalRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (runId: string) => apiRequest<EvalRunAnswer>(`/admin/quality/runs/${runId}/cancel`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: RUNS_KEY }),
  });
}
