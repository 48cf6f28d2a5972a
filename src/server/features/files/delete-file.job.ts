// files.delete: removes an uploaded file's bytes, then its row (the extracted text goes with the row).
import { z } from 'zod';
import type { DeleteFileResult } from '../../../shared/contracts/files.ts';
import { DATABASE_JOB_EXPIRY_SECONDS, defineJob } from '../../jobs/define-job.ts';
import { createFilesRepository } from './files.repository.ts';

export const deleteFileJob = defineJob({
  name: 'files.delete',
  payload: z.object({ userId: z.uuid(), fileId: z.uuid() }),
  expireInSeconds: DATABASE_JOB_EXPIRY_SECONDS,
  async run({ userId, fileId }, { db, storage }): Promise<DeleteFileResult> {
    const files = createFilesRepository(db);
    // Checked again here: a member removed, or made a member again, since the request is refused.
    const row = await files.findChangeableFile(userId, fileId);
    // Bytes first, row second: a retry after a partial run still finds the row and finishes the job.
    if (row) {
      await storage.remove(row.storageKey);
      await files.deleteFile(row.id);
    }
    return { file_id: fileId };
  },
});
