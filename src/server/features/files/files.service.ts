// Who may upload, list, download and delete source files, and the checks an upload passes before its job is queued.
import type { Readable } from 'node:stream';
import type { AccessClaims } from '../../auth/tokens.ts';
import { UNREADABLE_FILE_MESSAGES, UPLOAD_MESSAGES, fileTypeOfName, previewOfText, type FilePreviewAnswer, type FilesListAnswer } from '../../../shared/contracts/files.ts';
import type { JobAccepted } from '../../../shared/contracts/jobs.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.ts';
import { assertCanCreate, assertOwnEmail } from '../../auth/permissions.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { deleteFileJob } from './delete-file.job.ts';
import { extractFileJob } from './extract-file.job.ts';
import { detectFileType, MIME_TYPES, sanitizeFileName } from './file-content.ts';
import { createFilesRepository, toSourceFile, type FileRow } from './files.repository.ts';
import type { UploadForm } from './upload-form.ts';

const unsupportedType = () => new HttpError(415, UPLOAD_MESSAGES.unsupportedType);

export function createFilesService({ config, database, queue, storage }: Pick<FeatureDeps, 'config' | 'database' | 'queue' | 'storage'>) {
  const files = createFilesRepository(database.db);

  async function findReadyFile(caller: AccessClaims, fileId: string): Promise<FileRow> {
    const row = await files.findOwnFile(caller.userId, fileId);
    if (!row || row.status !== 'ready') throw notFound(UPLOAD_MESSAGES.notFound);
    return row;
  }

  return {
    /** Checks the form, stores the bytes under a random key, then inserts the row and queues its extraction together. */
    async upload(caller: AccessClaims, form: UploadForm): Promise<JobAccepted> {
      assertCanCreate(config.creatorEmails, caller);
      assertOwnEmail(caller, form.organizationId);
      if (!form.file) throw badRequest(UPLOAD_MESSAGES.noFile);
      const { bytes } = form.file;
      const filename = sanitizeFileName(form.file.filename);
      const claimedType = fileTypeOfName(filename);
      if (claimedType === null) throw unsupportedType();
      if (bytes.length === 0) throw badRequest(UPLOAD_MESSAGES.empty);
      const fileType = detectFileType(filename, bytes);
      // The name was accepted, so the content is what disagrees: say so for that type, not "unsupported".
      if (fileType === null) throw new HttpError(415, UNREADABLE_FILE_MESSAGES[claimedType]);

      const storageKey = await storage.put(bytes);
      try {
        return {
          jobId: await queue.transaction(async (tx, enqueue) => {
            const row = await createFilesRepository(tx).insertFile({
              userId: caller.userId,
              filename,
              fileType,
              mimeType: MIME_TYPES[fileType],
              sizeBytes: bytes.length,
              storageKey,
            });
            return enqueue(extractFileJob, { userId: caller.userId, fileId: row.id });
          }),
        };
      } catch (error) {
        await storage.remove(storageKey);
        throw error;
      }
    },

    async list(caller: AccessClaims, email: string): Promise<FilesListAnswer> {
      assertOwnEmail(caller, email);
      const rows = await files.listReadyFiles(caller.userId);
      return { data: { files: rows.map(toSourceFile) } };
    },

    async remove(caller: AccessClaims, fileId: string): Promise<JobAccepted> {
      assertCanCreate(config.creatorEmails, caller);
      const row = await files.findOwnFile(caller.userId, fileId);
      if (!row) throw notFound(UPLOAD_MESSAGES.notFound);
      return { jobId: await queue.enqueue(deleteFileJob, { userId: caller.userId, fileId: row.id }) };
    },

    /** The start of the text the AI reads from the caller's file; a file still being read says so. */
    async preview(caller: AccessClaims, fileId: string): Promise<FilePreviewAnswer> {
      const row = await files.findOwnFileTextStart(caller.userId, fileId);
      if (!row) throw notFound(UPLOAD_MESSAGES.notFound);
      if (row.status !== 'ready') return { status: 'processing', has_text: false, preview: '', characters: 0 };
      const text = row.textStart ?? '';
      const hasText = text.trim().length > 0;
      return { status: 'ready', has_text: hasText, preview: hasText ? previewOfText(text) : '', characters: hasText ? row.characters : 0 };
    },

    /** The caller's ready file and a stream of its original bytes. */
    async openDownload(caller: AccessClaims, fileId: string): Promise<{ file: FileRow; stream: Readable }> {
      const file = await findReadyFile(caller, fileId);
      try {
        return { file, stream: await storage.stream(file.storageKey) };
      } catch (error) {
        // The delete job removes the bytes just before the row.
        if (error instanceof Error && 'code' in error && error.code === 'ENOENT') throw notFound(UPLOAD_MESSAGES.notFound);
        throw error;
      }
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
