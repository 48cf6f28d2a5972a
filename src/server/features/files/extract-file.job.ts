// files.extract: reads an uploaded file's text so AI features can ground on it, then shows the file in the list.
import { z } from 'zod';
import { TOO_LARGE_PREFIX, type FileType, type UploadFileResult } from '../../../shared/contracts/files.ts';
import { DEFAULT_JOB_RETRY, defineJob, EXTRACTION_JOB_EXPIRY, type FailedJobContext, PermanentJobError } from '../../jobs/define-job.ts';
import { WorkerTaskError } from '../../lib/worker-pool.ts';
import { createFilesRepository, toSourceFile } from './files.repository.ts';

const FILE_GONE = 'The file was deleted before it could be read.';

function isMissingFileError(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

/** A worker that was stopped for this document: the same document would only be stopped again. */
function readableWorkerFailure(error: unknown, limits: { timeoutMs: number; memoryMb: number }): string | null {
  if (!(error instanceof WorkerTaskError)) return null;
  if (error.reason === 'timeout') return `${TOO_LARGE_PREFIX}reading it took longer than ${Math.round(limits.timeoutMs / 1000)} seconds.`;
  if (error.reason === 'out-of-memory') return `${TOO_LARGE_PREFIX}reading it needs more than ${limits.memoryMb} MB of memory.`;
  return null;
}

/** Nothing half-made stays behind: a file that will never be read loses its row and its bytes. */
async function discardUnreadFile({ userId, fileId }: { userId: string; fileId: string }, { db, storage }: Pick<FailedJobContext, 'db' | 'storage'>) {
  const files = createFilesRepository(db);
  const row = await files.findOwnFile(userId, fileId);
  if (!row || row.status === 'ready') return;
  await files.deleteFile(row.id);
  await storage.remove(row.storageKey);
}

export const extractFileJob = defineJob({
  name: 'files.extract',
  payload: z.object({ userId: z.uuid(), fileId: z.uuid() }),
  // Longer than EXTRACT_TIMEOUT_MS can be (config.ts), so only a process that died makes this job expire.
  expireInSeconds: EXTRACTION_JOB_EXPIRY,
  async run({ userId, fileId }, { db, storage, cpu, config, log, attempt }): Promise<UploadFileResult> {
    const files = createFilesRepository(db);
    const row = await files.findOwnFile(userId, fileId);
    if (!row) throw new PermanentJobError(FILE_GONE);
    // A retry after the row was already finished (the process stopped right after the update).
    if (row.status === 'ready') return toSourceFile(row, true);

    const discard = () => discardUnreadFile({ userId, fileId }, { db, storage });
    try {
      // Off the event loop, with a memory and a time limit: a hostile document fails this job, not the server.
      const outcome = await cpu.run(
        'files.extract-text',
        { fileType: row.fileType as FileType, bytes: await storage.read(row.storageKey), limits: config.extraction },
        { timeoutMs: config.extraction.timeoutMs },
      );
      if (!outcome.ok) {
        await discard();
        throw new PermanentJobError(outcome.message);
      }
      const ready = await files.markFileReady(row.id, outcome.text);
      if (!ready) {
        await storage.remove(row.storageKey);
        throw new PermanentJobError(FILE_GONE);
      }
      return toSourceFile(ready, true);
    } catch (error) {
      if (error instanceof PermanentJobError) throw error;
      const workerFailure = readableWorkerFailure(error, { timeoutMs: config.extraction.timeoutMs, memoryMb: config.workerThreads.memoryMb });
      if (workerFailure) {
        log.warn({ err: error, fileId }, 'file extraction stopped by its limits');
        await discard();
        throw new PermanentJobError(workerFailure);
      }
      if (isMissingFileError(error)) {
        await discard();
        throw new PermanentJobError('The uploaded file was lost before it could be read. Please upload it again.');
      }
      if (attempt >= DEFAULT_JOB_RETRY.limit) {
        log.error({ err: error, fileId }, 'file extraction failed on the last try');
        await discard();
      }
      throw error;
    }
  },
  // The process stopped while reading, too many times: the file will never be read, so it goes.
  onFailed: discardUnreadFile,
});
