import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

export interface RefreshOptions {
  /** The queries read again once the mutation has run; the mutation resolves after they are. */
  refreshes: readonly QueryKey[];
  /**
   * `settled` (the default) refreshes after a failure too, for requests whose failure may still have changed
   * something (a job that failed after saving, a delete that raced another); `success` only after success.
   */
  after?: 'success' | 'settled';
}

/** A mutation that refreshes the lists it changes, so every page showing them follows without a reload. */
export function useRefreshingMutation<Data, Variables = void>(mutationFn: (variables: Variables) => Promise<Data>, { refreshes, after = 'settled' }: RefreshOptions) {
  const queryClient = useQueryClient();
  const refresh = () => Promise.all(refreshes.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({ mutationFn, ...(after === 'success' ? { onSuccess: refresh } : { onSettled: refresh }) });
}
