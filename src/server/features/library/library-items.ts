// The rule every library table shares (personas, rubrics, glossaries, scenarios): a person's own rows beside
// read-only samples that belong to nobody. Services check ownership with it; repositories build their queries on it.
import { and, eq, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AccessClaims } from '../../auth/tokens.ts';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';

/** The columns of a library row that decide who may see and change it. */
export interface LibraryItemRow {
  id: string;
  userId: string | null;
  isSample: boolean;
}

/** What the caller is told when the item is not theirs to change. */
export interface LibraryItemMessages {
  notFound: string;
  readOnly: string;
}

/**
 * The caller's own item, for a change: a sample is read-only for everyone (403), and someone else's answers like a
 * missing one (404), so ids reveal nothing.
 */
export function assertOwnLibraryItem<Row extends LibraryItemRow>(row: Row | null | undefined, caller: AccessClaims, messages: LibraryItemMessages): Row {
  if (row?.isSample) throw forbidden(messages.readOnly);
  if (!row || row.userId !== caller.userId) throw notFound(messages.notFound);
  return row;
}

type LibraryTable = PgTable & { id: PgColumn; userId: PgColumn; isSample: PgColumn };

/** The person's own row with this id; a sample never matches. */
export function isOwnRow(table: LibraryTable, id: string, userId: string): SQL {
  return and(eq(table.id, id), eq(table.userId, userId), eq(table.isSample, false)) as SQL;
}

/** The person's own rows and every sample. */
export function isVisibleRow(table: LibraryTable, userId: string): SQL {
  return or(eq(table.userId, userId), eq(table.isSample, true)) as SQL;
}

/** Deletes the person's own row; false when there was none (already gone, a sample, or someone else's). */
export async function deleteOwnRow(db: Db, table: LibraryTable, id: string, userId: string): Promise<boolean> {
  const deleted = await db.delete(table).where(isOwnRow(table, id, userId)).returning({ id: table.id });
  return deleted.length > 0;
}
