// Who may upload, list, download and delete source files, and the checks an upload passes before its job is queued.
import type { Readable } from 'node:stream';
import type { AccessClaims } from '../../auth/tokens.ts';
import {
  UNREADABLE_FILE_MESSAGES,
  UPLOAD_MESSAGES,
  fileTypeOfName,
  previewOfText,
  type FilePreviewAnswer,
  type FilesListAnswer,
  type FilesUsage,
} from '../../../shared/contracts/files.ts';
import type { JobAccepted } from '../../../shared/contracts/jobs.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { startReservedUpload } from '../../storage/reserved-upload.ts';
import { reserveSpace, type SpaceReservation } from '../../lib/space-reservation.ts';
import { assertOwnEmail } from '../../auth/permissions.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { deleteFileJob } from './delete-file.job.ts';
import { extractFileJob } from './extract-file.job.ts';
import { createContentSniffer, MIME_TYPES, sanitizeFileName, type ContentSniffer } from './file-content.ts';
import { assertCanChangeLibraryItem } from '../library/library-items.ts';
import { createFilesRepository, toSourceFile, type FileRow } from './files.repository.ts';
import type { UploadSink } from '../../lib/upload-parts.ts';
import type { UploadForm } from './upload-form.ts';

const unsupportedType = () => new HttpError(415, UPLOAD_MESSAGES.unsupportedType);
const ACCOUNT_DELETED = 'Your account was deleted, so the file was not kept.';

/** What the route hands the service: the request's size, and the reader that streams its file part to a sink. */
export interface UploadRequest {
  /** The request body's Content-Length, when sent: the file it carries is no larger. */
  bodyBytes: number | undefined;
  readForm(store: UploadSink<StoredUpload>): Promise<UploadForm<StoredUpload>>;
}

interface StoredUpload {
  key: string;
  sizeBytes: number;
  sniffer: ContentSniffer;
}

export function createFilesService({ config, database, queue, storage, roles, organizations }: Pick<FeatureDeps, 'config' | 'database' | 'queue' | 'storage' | 'roles' | 'organizations'>) {
  const files = createFilesRepository(database.db);
  const quota = config.filesQuota;

  async function findReadyFile(caller: AccessClaims, fileId: string): Promise<FileRow> {
    const row = await files.findUsableFile(caller.userId, fileId);
    if (!row || row.status !== 'ready') throw notFound(UPLOAD_MESSAGES.notFound);
    return row;
  }

  async function usageOf(userId: string): Promise<FilesUsage | undefined> {
    const usage = await files.findFilesUsage(userId);
    return usage && { used_bytes: usage.bytes, limit_bytes: quota.bytes, file_count: usage.count, max_files: quota.count };
  }

  /** 413 with what is used and the limit, or 404 when the account went meanwhile. */
  async function overQuota(userId: string, reason: 'bytes' | 'count'): Promise<HttpError> {
    const usage = await usageOf(userId);
    if (!usage) return notFound(ACCOUNT_DELETED);
    const figures = { used: { bytes: usage.used_bytes }, limit: { bytes: usage.limit_bytes }, fileCount: usage.file_count, maxFiles: usage.max_files };
    return new HttpError(413, { key: reason === 'count' ? 'errors.filesQuota.count' : 'errors.filesQuota.bytes', values: figures });
  }

  /**
   * Takes one of the person's file places, then holds room for the bytes (see lib/space-reservation.ts for why
   * parallel uploads cannot pass the quota); both are given back by `release`.
   */
  async function reserveUpload(userId: string, bodyBytes: number | undefined, maxBytes: number): Promise<SpaceReservation> {
    if (!(await files.takeFileSlot(userId, quota.count))) throw await overQuota(userId, 'count');
    try {
      const bytes = await reserveSpace(
        {
          tryAdd: (n) => files.addFileBytes(userId, n, quota.bytes),
          subtract: (n) => files.subtractFileBytes(userId, n),
          noRoom: () => overQuota(userId, 'bytes'),
        },
        { upfrontBytes: bodyBytes ?? maxBytes, maxBytes: Math.min(maxBytes, quota.bytes) },
      );
      return {
        get heldBytes() {
          return bytes.heldBytes;
        },
        cover: (total) => bytes.cover(total),
        settle: (size) => bytes.settle(size),
        async release() {
          await bytes.release();
          await files.returnFileSlot(userId);
        },
      };
    } catch (error) {
      await files.returnFileSlot(userId);
      throw error;
    }
  }

  return {
    /**
     * Streams the file to storage inside the person's quota (reserved before any byte is written), checks its content
     * on the way, then inserts the row and queues its extraction together. Any failure removes the bytes and gives the
     * reservation back.
     */
    async upload(caller: AccessClaims, request: UploadRequest): Promise<JobAccepted> {
      await roles.assertCanCreate(caller);
      const upload = startReservedUpload(storage);
      try {
        const form = await request.readForm(({ filename, stream, maxBytes }) => {
          // Refused before a byte is stored: a name we do not accept, or no room.
          if (fileTypeOfName(sanitizeFileName(filename)) === null) throw unsupportedType();
          return upload.store({ stream, maxBytes }, () => reserveUpload(caller.userId, request.bodyBytes, maxBytes), createContentSniffer(sanitizeFileName(filename)));
        });
        const organizationId = await organizations.assertCanUseOrganization(caller, form.organizationId);
        if (!form.file) throw badRequest(UPLOAD_MESSAGES.noFile);
        const { stored } = form.file;
        const filename = sanitizeFileName(form.file.filename);
        const claimedType = fileTypeOfName(filename);
        if (claimedType === null) throw unsupportedType();
        if (stored.sizeBytes === 0) throw badRequest(UPLOAD_MESSAGES.empty);
        const fileType = stored.sniffer.detect();
        // The name was accepted, so the content is what disagrees: say so for that type, not "unsupported".
        if (fileType === null) throw new HttpError(415, UNREADABLE_FILE_MESSAGES[claimedType]);

        // Held now is exactly the file's size, which the row carries and its deletion gives back.
        await upload.settle(stored.sizeBytes);
        const jobId = await queue.transaction(async (tx, enqueue) => {
          const row = await createFilesRepository(tx).insertFile({
            userId: caller.userId,
            organizationId,
            filename,
            fileType,
            mimeType: MIME_TYPES[fileType],
            sizeBytes: stored.sizeBytes,
            storageKey: stored.key,
          });
          return enqueue(extractFileJob, { userId: caller.userId, fileId: row.id });
        });
        return { jobId };
      } catch (error) {
        await upload.discard();
        // The account was deleted while its upload streamed in: its row can no longer be written.
        if (isForeignKeyViolation(error)) throw notFound(ACCOUNT_DELETED);
        throw error;
      }
    },

    async list(caller: AccessClaims, email: string): Promise<FilesListAnswer> {
      assertOwnEmail(caller, email);
      const [rows, usage] = await Promise.all([files.listReadyFiles(caller.userId), usageOf(caller.userId)]);
      return { data: { files: rows.map((row) => toSourceFile(row, row.canChange)), usage: usage ?? { used_bytes: 0, limit_bytes: quota.bytes, file_count: 0, max_files: quota.count } } };
    },

    async remove(caller: AccessClaims, fileId: string): Promise<JobAccepted> {
      await roles.assertCanCreate(caller);
      const found = await files.findUsableFile(caller.userId, fileId);
      // An organisation's file is deleted by its uploader and the organisation's owners and admins (403 for the others).
      const row = await assertCanChangeLibraryItem(database.db, found && { ...found, isSample: false }, caller, { notFound: UPLOAD_MESSAGES.notFound, readOnly: UPLOAD_MESSAGES.notFound });
      return { jobId: await queue.enqueue(deleteFileJob, { userId: caller.userId, fileId: row.id }) };
    },

    /** The start of the text the AI reads from the caller's file; a file still being read says so. */
    async preview(caller: AccessClaims, fileId: string): Promise<FilePreviewAnswer> {
      const row = await files.findUsableFileTextStart(caller.userId, fileId);
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
