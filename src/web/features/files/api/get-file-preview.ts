import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FilePreviewAnswer } from '@shared/contracts/files.ts';
import { apiRequest } from '@/lib/api-client.ts';

// While the file is still being read, its preview is asked for again at the upload's poll interval.
const PROCESSING_REFETCH_MS = 2000;

export function getFilePreview(fileId: string, signal?: AbortSignal): Promise<FilePreviewAnswer> {
  return apiRequest<FilePreviewAnswer>(`/files/file/${encodeURIComponent(fileId)}/preview`, { signal });
}

export function filePreviewQueryOptions(fileId: string) {
  return queryOptions({
    queryKey: ['file-preview', fileId],
    queryFn: ({ signal }) => getFilePreview(fileId, signal),
    refetchInterval: (query) => (query.state.data?.status === 'processing' ? PROCESSING_REFETCH_MS : false),
    // A read file's text never changes; an answer from before it was read is asked again at once.
    staleTime: (query) => (query.state.data?.status === 'ready' ? Number.POSITIVE_INFINITY : 0),
  });
}

/** The start of the text the AI reads from one of the person's files. */
export function useFilePreview(fileId: string | null) {
  return useQuery({ ...filePreviewQueryOptions(fileId ?? ''), enabled: fileId !== null });
}
