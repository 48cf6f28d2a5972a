import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FilesListAnswer } from '@shared/contracts/files.ts';
import type { JobStatus } from '@shared/contracts/jobs-constants.ts';
import { apiRequest } from '@/lib/api-client.ts';

/** Every files query starts with this key, so one invalidation refreshes them all. */
export const FILES_QUERY_KEY = ['files'] as const;

export function getFiles(email: string, signal?: AbortSignal): Promise<FilesListAnswer> {
  return apiRequest<FilesListAnswer>(`/files/all/${encodeURIComponent(email)}`, { signal });
}

export function filesQueryOptions(email: string) {
  return queryOptions({
    queryKey: [...FILES_QUERY_KEY, email],
    queryFn: ({ signal }) => getFiles(email, signal),
    select: (answer) => answer.data.files,
  });
}

/** The signed-in person's ready files, newest first. */
export function useFiles(email: string | undefined) {
  return useQuery({ ...filesQueryOptions(email ?? ''), enabled: Boolean(email) });
}

/** How much of the person's file quota is used (the same request as the list, read from its cache). */
export function useFilesUsage(email: string | undefined) {
  return useQuery({ ...filesQueryOptions(email ?? ''), enabled: Boolean(email), select: (answer) => answer.data.usage });
}

/** The files offered as sources by a create form: fetched each time the form opens, so a file uploaded a moment ago is offered. */
export function useSourceFiles(email: string | undefined, isFormOpen: boolean) {
  return useQuery({ ...filesQueryOptions(email ?? ''), enabled: Boolean(email) && isFormOpen, staleTime: 0 });
}

/** A request answered by its job's end (upload, delete): every files list is refreshed once the job has completed. */
export function useFilesJobMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<JobStatus<Result>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (status) => {
      if (status.jobStatus === 'Completed') await queryClient.invalidateQueries({ queryKey: FILES_QUERY_KEY });
    },
  });
}
