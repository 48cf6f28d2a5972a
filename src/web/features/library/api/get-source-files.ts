// The person's uploaded files, offered as sources by the persona and rubric forms: the library's read of the
// files route, typed by the shared files contract, so no feature reaches into the files feature.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FilesListAnswer, SourceFile } from '../../../../shared/contracts/files.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export async function getSourceFiles(email: string, signal?: AbortSignal): Promise<SourceFile[]> {
  const answer = await apiRequest<FilesListAnswer>(`/files/all/${encodeURIComponent(email)}`, { signal });
  return answer.data.files;
}

export function sourceFilesQueryOptions(email: string) {
  return queryOptions({
    queryKey: ['source-files', email],
    queryFn: ({ signal }) => getSourceFiles(email, signal),
  });
}

/** Fetched each time the create form opens, so a file uploaded a moment ago is offered. */
export function useSourceFiles(email: string | undefined, isEnabled: boolean) {
  return useQuery({ ...sourceFilesQueryOptions(email ?? ''), enabled: Boolean(email) && isEnabled, staleTime: 0 });
}
