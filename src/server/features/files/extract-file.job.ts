// files.extract: reads an uploaded file's text so AI features can ground on it, then shows the file in the list.
import { z } from 'zod';
import type { FileType, UploadFileResult } from '../../../shared/contracts/files.ts';
import { defineJob, PermanentJobError } from '../../jobs/define-job.ts';
import { extractFileText, UnreadableFileError } from './file-content.ts';
import { createFilesRepository, toSourceFile } from './files.repository.ts';

const RETRY = { limit: 2, delaySeconds: 2, backoff: true };
const FILE_GONE = 'The file was deleted before it could be read.';

function isMissingFileError(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

export const extractFileJob = defineJob({
  name: 'files.extract',
  payload: z.object({ userId: z.uuid(), fileId: z.uuid() }),
  retry: RETRY,
  expireInSeconds: 120,
  async run({ userId, fileId }, { db, storage, log, attempt }): Promise<UploadFileResult> {
    const files = createFilesRepository(db);
    const row = await files.findOwnFile(userId, fileId);
    if (!row) throw new PermanentJobError(FILE_GONE);
    // A retry after the row was already finished (the process stopped right after the update).
    if (row.status === 'ready') return toSourceFile(row);

    // Nothing half-made stays behind: a file that will never be read loses its row and its bytes.
    const discard = async () => {
      await files.deleteFile(row.id);
      await storage.remove(row.storageKey);
    };
    try {
      const text = await extractFileText(row.fileType as FileType, await storage.read(row.storageKey));
      const ready = await files.markFileReady(row.id, text);
      if (!ready) {
        await storage.remove(row.storageKey);
        throw new PermanentJobError(FILE_GONE);
      }
      return toSourceFile(ready);
    } catch (error) {
      if (error instanceof PermanentJobError) throw error;
      if (error instanceof UnreadableFileError) {
        await discard();
        throw new PermanentJobError(error.message);
      }
      if (isMissingFileError(error)) {
        await discard();
        throw new PermanentJobError('The uploaded file was lost before it could be read. Please upload it again.');
      }
      if (attempt >= RETRY.limit) {
        log.error({ err: error, fileId }, 'file extraction failed on the last try');
        await discard();
      }
      throw error;
    }
  },
});
