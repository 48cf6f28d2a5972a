// The only file that queries the files table (file-texts.ts is the read other features make through it). The person's
// file counters (the quota) are kept on their users row, changed through users/file-quota.repository.ts.
import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema.ts';
import { canChangeFileColumn, isChangeableBy, isListedFile, isUsableBy } from '../library/library-items.ts';
import * as quota from '../users/file-quota.repository.ts';
import { FILE_PREVIEW_MAX_CHARS, FILES_LIST_LIMIT, type FileType, type SourceFile } from '../../../shared/contracts/files.ts';
import { isUuid } from '../../../shared/uuid.ts';

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = Pick<typeof files.$inferInsert, 'userId' | 'organizationId' | 'filename' | 'fileType' | 'mimeType' | 'sizeBytes' | 'storageKey'>;

// Bounds a read by ids; every create form allows far fewer files than this.
const FILES_BY_IDS_LIMIT = 50;

/** A row with whether the caller may delete it (canChangeFileColumn). */
export type ListedFileRow = FileRow & { canChange: boolean };

/** The answer shape of a file, as the list and the upload job's result (its uploader may change it) show it. */
export function toSourceFile(row: Pick<FileRow, 'id' | 'filename' | 'fileType' | 'sizeBytes' | 'createdAt' | 'organizationId'>, canChange: boolean): SourceFile {
  return {
    file_id: row.id,
    filename: row.filename,
    file_type: row.fileType as FileType,
    size_bytes: row.sizeBytes,
    created_at: row.createdAt.toISOString(),
    organization_id: row.organizationId,
    can_change: canChange,
  };
}

/** The start of a file's text and its whole length, read without loading the whole text. */
export interface FileTextStart {
  status: string;
  textStart: string | null;
  characters: number;
}

const readyAmong = (userId: string, ids: readonly string[]) => and(isUsableBy(files, userId), inArray(files.id, [...ids]), eq(files.status, 'ready'));

/** `db` may be a transaction, so a row can be written together with its job. */
export function createFilesRepository(db: Db) {
  return {
    /** The storage keys of the person's uploads; the account's deletion reads them in its transaction (app.ts composes it). */
    async listStorageKeysOfUser(userId: string): Promise<string[]> {
      const rows = await db.select({ storageKey: files.storageKey }).from(files).where(eq(files.userId, userId));
      return rows.map((row) => row.storageKey);
    },

    async insertFile(values: NewFileRow): Promise<FileRow> {
      const [row] = await db.insert(files).values({ ...values, status: 'processing' }).returning();
      if (!row) throw new Error('The file row was not created.');
      return row;
    },

    /** The caller's ready files and those of the organisation chosen in the header, newest first. */
    async listReadyFiles(userId: string): Promise<ListedFileRow[]> {
      return db
        .select({ ...getTableColumns(files), canChange: canChangeFileColumn(files, userId) })
        .from(files)
        .where(and(isListedFile(files, userId), eq(files.status, 'ready')))
        .orderBy(desc(files.createdAt), desc(files.id))
        .limit(FILES_LIST_LIMIT);
    },

    /** The ready files among `ids` the caller may use (their own, their organisations'), with their text; unknown, foreign and unfinished ids are left out. */
    async findReadyFilesByIds(userId: string, ids: readonly string[]): Promise<Pick<FileRow, 'id' | 'filename' | 'extractedText'>[]> {
      if (ids.length === 0) return [];
      return db
        .select({ id: files.id, filename: files.filename, extractedText: files.extractedText })
        .from(files)
        .where(readyAmong(userId, ids))
        .limit(FILES_BY_IDS_LIMIT);
    },

    /** The ids among `ids` that are ready files the caller may use; reads no text, for a check that they exist. */
    async findReadyFileIds(userId: string, ids: readonly string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db.select({ id: files.id }).from(files).where(readyAmong(userId, ids)).limit(FILES_BY_IDS_LIMIT);
      return rows.map((row) => row.id);
    },

    /** A file the caller may use (their own, their organisations'), in any state; undefined for someone else's, an unknown or a malformed id. */
    async findUsableFile(userId: string, fileId: string): Promise<FileRow | undefined> {
      if (!isUuid(fileId)) return undefined;
      const [row] = await db
        .select()
        .from(files)
        .where(and(eq(files.id, fileId), isUsableBy(files, userId)))
        .limit(1);
      return row;
    },

    /** A file the caller may delete (their own; their organisations' they uploaded or run); undefined otherwise. */
    async findChangeableFile(userId: string, fileId: string): Promise<FileRow | undefined> {
      if (!isUuid(fileId)) return undefined;
      const [row] = await db
        .select()
        .from(files)
        .where(and(eq(files.id, fileId), isChangeableBy(files, userId)))
        .limit(1);
      return row;
    },

    /** A file the person uploaded, in any state (the upload's own jobs); undefined for someone else's, an unknown or a malformed id. */
    async findOwnFile(userId: string, fileId: string): Promise<FileRow | undefined> {
      if (!isUuid(fileId)) return undefined;
      const [row] = await db
        .select()
        .from(files)
        .where(and(eq(files.id, fileId), eq(files.userId, userId)))
        .limit(1);
      return row;
    },

    /** The start of the text of a file the caller may use (enough for a preview) and its length; undefined as findUsableFile. */
    async findUsableFileTextStart(userId: string, fileId: string): Promise<FileTextStart | undefined> {
      if (!isUuid(fileId)) return undefined;
      const [row] = await db
        .select({
          status: files.status,
          textStart: sql<string | null>`left(${files.extractedText}, ${FILE_PREVIEW_MAX_CHARS})`,
          characters: sql<number>`coalesce(char_length(${files.extractedText}), 0)::int`,
        })
        .from(files)
        .where(and(eq(files.id, fileId), isUsableBy(files, userId)))
        .limit(1);
      return row;
    },

    /** Stores the text and makes the file visible; undefined when the row was deleted meanwhile. */
    async markFileReady(fileId: string, extractedText: string): Promise<FileRow | undefined> {
      const [row] = await db.update(files).set({ extractedText, status: 'ready' }).where(eq(files.id, fileId)).returning();
      return row;
    },

    /** Deletes the row and gives its bytes and its place back to the owner's quota, together. */
    async deleteFile(fileId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx.delete(files).where(eq(files.id, fileId)).returning({ userId: files.userId, sizeBytes: files.sizeBytes });
        // Only the call that deleted the row gives its share back, so a retried job never counts it twice.
        if (row) await quota.returnFile(tx, row.userId, row.sizeBytes);
      });
    },

    // The quota's counters live on the person's users row, which the users feature owns.
    takeFileSlot: (userId: string, maxCount: number) => quota.takeFileSlot(db, userId, maxCount),
    returnFileSlot: (userId: string) => quota.returnFileSlot(db, userId),
    addFileBytes: (userId: string, bytes: number, maxBytes: number) => quota.addFileBytes(db, userId, bytes, maxBytes),
    subtractFileBytes: (userId: string, bytes: number) => quota.subtractFileBytes(db, userId, bytes),
    /** The person's file storage and file count (uploads in flight included); undefined when the account is gone. */
    findFilesUsage: (userId: string) => quota.findFilesUsage(db, userId),
  };
}

export type FilesRepository = ReturnType<typeof createFilesRepository>;
