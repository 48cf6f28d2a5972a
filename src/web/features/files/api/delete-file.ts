import type { DeleteFileResult } from '@shared/contracts/files.ts';
import { JOB_POLL, type JobStatus } from '@shared/contracts/jobs-constants.ts';
import { requestJob } from '@/lib/wait-for-job.ts';
import { useFilesJobMutation } from './get-files.ts';

/** Asks for the deletion, then waits for the delete job to end (Completed or Failed). */
export function deleteFile(fileId: string): Promise<JobStatus<DeleteFileResult>> {
  return requestJob<DeleteFileResult>(`/files/file/${encodeURIComponent(fileId)}`, { method: 'DELETE' }, { statusPath: '/files/job-status-delete', ...JOB_POLL.delete });
}

/** Resolves once the list has been refreshed after a completed deletion. */
export function useDeleteFile() {
  return useFilesJobMutation(deleteFile);
}
