// The files feature's public read for other features: the extracted text of a person's own files, for AI grounding.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema.ts';

export interface FileText {
  fileId: string;
  filename: string;
  text: string;
}

/** Only the caller's own, fully processed files are returned; unknown or foreign ids are left out. */
export async function getFileTexts(db: Db, userId: string, fileIds: readonly string[]): Promise<FileText[]> {
  if (fileIds.length === 0) return [];
  const rows = await db
    .select({ fileId: files.id, filename: files.filename, text: files.extractedText })
    .from(files)
    .where(and(eq(files.userId, userId), inArray(files.id, [...fileIds]), eq(files.status, 'ready')))
    .limit(50);
  return rows.map((row) => ({ fileId: row.fileId, filename: row.filename, text: row.text ?? '' }));
}

/** Ids among `fileIds` that are not the caller's ready files, so a create call can answer 400 before queueing. */
export async function findMissingFileIds(db: Db, userId: string, fileIds: readonly string[]): Promise<string[]> {
  const found = new Set((await getFileTexts(db, userId, fileIds)).map((file) => file.fileId));
  return fileIds.filter((id) => !found.has(id));
}
