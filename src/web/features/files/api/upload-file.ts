import type { UploadFileResult } from '@shared/contracts/files.ts';
import { JOB_POLL, type JobStatus } from '@shared/contracts/jobs-constants.ts';
import { requestJob } from '@/lib/wait-for-job.ts';
import { useFilesJobMutation } from './get-files.ts';

export interface UploadFileInput {
  file: File;
  /** Sent as organization_id: the organisation chosen in the header, else the signed-in person's e-mail. */
  organizationId: string;
}

/** Sends the file, then waits for its extraction job to end (Completed or Failed). */
export function uploadFile({ file, organizationId }: UploadFileInput): Promise<JobStatus<UploadFileResult>> {
  const form = new FormData();
  form.append('organization_id', organizationId);
  form.append('file', file, file.name);
  return requestJob<UploadFileResult>('/files/create', { method: 'POST', body: form }, { statusPath: '/files/job-status-create', ...JOB_POLL.upload });
}

/** Resolves once the list has been refreshed after a completed upload. */
export function useUploadFile() {
  return useFilesJobMutation(uploadFile);
}
