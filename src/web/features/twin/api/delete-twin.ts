import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { TWIN_QUERY_KEY } from './get-twin.ts';

/** Deletes the twin and everything in it; `confirm` is its username typed again. */
export async function deleteTwin(confirm: string): Promise<void> {
  await apiRequest<null>('/twin', { method: 'DELETE', body: { confirm } });
}

export function useDeleteTwin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTwin,
    onSuccess: () => queryClient.resetQueries({ queryKey: TWIN_QUERY_KEY }),
  });
}
