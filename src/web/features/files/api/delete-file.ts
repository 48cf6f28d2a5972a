import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteFileResult } from '../../../../shared/contracts/files.ts';
import { JOB_POLL, type JobAccepted, type JobStatus } from '../../../../shared/contracts/jobs.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { waitForJob } from '../../../lib/wait-for-job.ts';
import { FILES_QUERY_KEY } from './get-files.ts';

/** Asks for the deletion, then waits for the delete job to end (Completed or Failed). */
export async function deleteFile(fileId: string): Promise<JobStatus<DeleteFileResult>> {
  const { jobId } = await apiRequest<JobAccepted>(`/files/file/${encodeURIComponent(fileId)}`, { method: 'DELETE' });
  return waitForJob<DeleteFileResult>({ statusPath: `/files/job-status-delete/${jobId}`, jobId, intervalMs: JOB_POLL.delete.intervalMs });
}

/** Resolves once the list has been refreshed after a completed deletion. */
export function useDeleteFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFile,
    onSuccess: async (status) => {
      if (status.jobStatus === 'Completed') await queryClient.invalidateQueries({ queryKey: FILES_QUERY_KEY });
    },
  });
}
