// The files feature's public read for other features: the extracted text of a person's own files, for AI grounding.
import type { Db } from '../../db/client.ts';
import { createFilesRepository } from './files.repository.ts';

export interface FileText {
  fileId: string;
  filename: string;
  text: string;
}

/** Only the caller's own, fully processed files are returned; unknown or foreign ids are left out. */
export async function getFileTexts(db: Db, userId: string, fileIds: readonly string[]): Promise<FileText[]> {
  const rows = await createFilesRepository(db).findReadyFilesByIds(userId, fileIds);
  return rows.map((row) => ({ fileId: row.id, filename: row.filename, text: row.extractedText ?? '' }));
}

/** The caller's own ready files as a generation task reads them: each file's name and text. */
export async function getTaskFileTexts(db: Db, userId: string, fileIds: readonly string[]): Promise<{ filename: string; text: string }[]> {
  return (await getFileTexts(db, userId, fileIds)).map((file) => ({ filename: file.filename, text: file.text }));
}

/** Ids among `fileIds` that are not the caller's ready files, so a create call can refuse them before queueing. */
export async function findMissingFileIds(db: Db, userId: string, fileIds: readonly string[]): Promise<string[]> {
  const found = new Set(await createFilesRepository(db).findReadyFileIds(userId, fileIds));
  return fileIds.filter((id) => !found.has(id));
}
