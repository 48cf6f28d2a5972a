// The upload quota's counters, kept on the person's users row (files_bytes, files_count), as the files feature
// raises, lowers and reads them. Exported for that purpose, so that no other feature writes the users table.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

// Raised by a conditional update (the row's lock serialises parallel uploads), lowered on failure and delete.

/** Takes one place among the person's files when fewer than `maxCount` are used; false when full or the person is gone. */
export async function takeFileSlot(db: Db, userId: string, maxCount: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ filesCount: sql`${users.filesCount} + 1` })
    .where(and(eq(users.id, userId), sql`${users.filesCount} + 1 <= ${maxCount}`))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function returnFileSlot(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ filesCount: sql`greatest(${users.filesCount} - 1, 0)` }).where(eq(users.id, userId));
}

/** Adds `bytes` to the person's file storage when it stays within `maxBytes`; false otherwise or when the person is gone. */
export async function addFileBytes(db: Db, userId: string, bytes: number, maxBytes: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ filesBytes: sql`${users.filesBytes} + ${bytes}` })
    .where(and(eq(users.id, userId), sql`${users.filesBytes} + ${bytes} <= ${maxBytes}`))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function subtractFileBytes(db: Db, userId: string, bytes: number): Promise<void> {
  await db.update(users).set({ filesBytes: sql`greatest(${users.filesBytes} - ${bytes}, 0)` }).where(eq(users.id, userId));
}

/** Gives a deleted file's bytes and its place back at once; `tx` is the transaction that deletes the file's row. */
export async function returnFile(tx: Db, userId: string, sizeBytes: number): Promise<void> {
  await tx
    .update(users)
    .set({ filesBytes: sql`greatest(${users.filesBytes} - ${sizeBytes}, 0)`, filesCount: sql`greatest(${users.filesCount} - 1, 0)` })
    .where(eq(users.id, userId));
}

/** The person's file storage and file count (uploads in flight included); undefined when the account is gone. */
export async function findFilesUsage(db: Db, userId: string): Promise<{ bytes: number; count: number } | undefined> {
  const [row] = await db.select({ bytes: users.filesBytes, count: users.filesCount }).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}
