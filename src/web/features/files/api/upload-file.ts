import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UploadFileResult } from '../../../../shared/contracts/files.ts';
import { JOB_POLL, type JobAccepted, type JobStatus } from '../../../../shared/contracts/jobs.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { waitForJob } from '../../../lib/wait-for-job.ts';
import { FILES_QUERY_KEY } from './get-files.ts';

export interface UploadFileInput {
  file: File;
  /** The signed-in person's e-mail, sent as organization_id. */
  email: string;
}

/** Sends the file, then waits for its extraction job to end (Completed or Failed). */
export async function uploadFile({ file, email }: UploadFileInput): Promise<JobStatus<UploadFileResult>> {
  const form = new FormData();
  form.append('organization_id', email);
  form.append('file', file, file.name);
  const { jobId } = await apiRequest<JobAccepted>('/files/create', { method: 'POST', body: form });
  return waitForJob<UploadFileResult>({ statusPath: `/files/job-status-create/${jobId}`, jobId, intervalMs: JOB_POLL.upload.intervalMs });
}

/** Resolves once the list has been refreshed after a completed upload. */
export function useUploadFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadFile,
    onSuccess: async (status) => {
      if (status.jobStatus === 'Completed') await queryClient.invalidateQueries({ queryKey: FILES_QUERY_KEY });
    },
  });
}
