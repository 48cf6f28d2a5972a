// The memory locker's queries: the memories and their bytes' keys, and the locker's counter on the twin's row
// (twins.locker_bytes), plus the row → answer mapper.
import { and, asc, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { twinMemories, twins } from '../../../db/schema.ts';
import { type TwinMemory } from '../../../../shared/contracts/twin-memories.ts';
import { TWIN_MEMORIES_LIST_LIMIT, TWIN_SPOKEN_MEMORY_KINDS, type TwinMemorySort, type TwinMemoryVisibility } from '../../../../shared/contracts/twin-constants.ts';

export type TwinMemoryRow = typeof twinMemories.$inferSelect;
export type NewTwinMemory = typeof twinMemories.$inferInsert;

const EXCERPT_LENGTH = 280;
/** Enough text for the summary and the chat; the longest extracted document is cut here for them. */
const AI_MEMORY_TEXT_MAX_LENGTH = 20_000;
const AI_MEMORIES_MAX = 200;

/** `%`, `_` and `\` are LIKE's own characters; a search for them means the characters themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export function createMemoriesRepository(db: Db) {
  return {
    /**
     * The storage keys of the person's twin memories, for the account's deletion (app.ts composes it); run in its
     * transaction, it locks the twin row first so that no memory upload slips in before the commit.
     */
    async lockMemoryStorageKeysOfUser(userId: string): Promise<string[]> {
      await db.select({ id: twins.id }).from(twins).where(eq(twins.userId, userId)).for('update');
      const rows = await db
        .select({ storageKey: twinMemories.storageKey })
        .from(twinMemories)
        .innerJoin(twins, eq(twinMemories.twinId, twins.id))
        .where(and(eq(twins.userId, userId), isNotNull(twinMemories.storageKey)));
      return rows.flatMap((row) => (row.storageKey ? [row.storageKey] : []));
    },

    // The locker's counter (twins.locker_bytes): raised by a conditional update before bytes are written (the row's
    // lock serialises parallel uploads), lowered when an upload fails and when a memory is deleted.

    /** Adds `bytes` when the locker stays within `allowance`; false otherwise or when the twin is gone. */
    async addLockerBytes(twinId: string, bytes: number, allowance: number): Promise<boolean> {
      const rows = await db
        .update(twins)
        .set({ lockerBytes: sql`${twins.lockerBytes} + ${bytes}` })
        .where(and(eq(twins.id, twinId), sql`${twins.lockerBytes} + ${bytes} <= ${allowance}`))
        .returning({ id: twins.id });
      return rows.length === 1;
    },

    async subtractLockerBytes(twinId: string, bytes: number): Promise<void> {
      await db.update(twins).set({ lockerBytes: sql`greatest(${twins.lockerBytes} - ${bytes}, 0)` }).where(eq(twins.id, twinId));
    },

    // Memories

    async insertMemory(values: NewTwinMemory): Promise<TwinMemoryRow> {
      const [row] = await db.insert(twinMemories).values(values).returning();
      return row!;
    },

    async findMemory(twinId: string, memoryId: string): Promise<TwinMemoryRow | undefined> {
      const [row] = await db
        .select()
        .from(twinMemories)
        .where(and(eq(twinMemories.twinId, twinId), eq(twinMemories.id, memoryId)))
        .limit(1);
      return row;
    },

    async listMemories(twinId: string, options: { q?: string | undefined; sort: TwinMemorySort }): Promise<TwinMemoryRow[]> {
      const conditions: SQL[] = [eq(twinMemories.twinId, twinId)];
      if (options.q) {
        const pattern = likePattern(options.q);
        conditions.push(or(ilike(twinMemories.title, pattern), ilike(twinMemories.caption, pattern), ilike(twinMemories.text, pattern))!);
      }
      const order =
        options.sort === 'title'
          ? [asc(sql`lower(${twinMemories.title})`), desc(twinMemories.createdAt)]
          : options.sort === 'oldest'
            ? [asc(twinMemories.createdAt), asc(twinMemories.id)]
            : [desc(twinMemories.createdAt), desc(twinMemories.id)];
      return db
        .select()
        .from(twinMemories)
        .where(and(...conditions))
        .orderBy(...order)
        .limit(TWIN_MEMORIES_LIST_LIMIT);
    },

    /** Every memory's storage key, for deleting or exporting the bytes. */
    async listAllMemories(twinId: string): Promise<TwinMemoryRow[]> {
      return db.select().from(twinMemories).where(eq(twinMemories.twinId, twinId)).orderBy(asc(twinMemories.createdAt)).limit(100_000);
    },

    /**
     * The memories the twin may speak from, limited to `visibilities`: the filter is here, before any AI input is built.
     * A caption comes first in the text, then the typed, extracted or transcribed words.
     */
    async listMemoriesForAi(twinId: string, visibilities: readonly TwinMemoryVisibility[]): Promise<{ id: string; title: string; text: string }[]> {
      if (visibilities.length === 0) return [];
      const rows = await db
        .select({
          id: twinMemories.id,
          title: twinMemories.title,
          text: sql<string>`left(concat_ws(E'\n\n', nullif(${twinMemories.caption}, ''), nullif(${twinMemories.text}, '')), ${AI_MEMORY_TEXT_MAX_LENGTH})`,
        })
        .from(twinMemories)
        .where(and(eq(twinMemories.twinId, twinId), inArray(twinMemories.visibility, [...visibilities])))
        .orderBy(desc(twinMemories.createdAt))
        .limit(AI_MEMORIES_MAX);
      return rows;
    },

    /** The rows of the memories `ids` (what an audience may hear, already chosen), newest first. */
    async listMemoriesByIds(twinId: string, ids: readonly string[]): Promise<TwinMemoryRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(twinMemories)
        .where(and(eq(twinMemories.twinId, twinId), inArray(twinMemories.id, [...ids])))
        .orderBy(desc(twinMemories.createdAt), desc(twinMemories.id))
        .limit(ids.length);
    },

    /** Deletes the memory and gives its size back to the locker, together; undefined when there was none. */
    async deleteMemory(twinId: string, memoryId: string): Promise<TwinMemoryRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .delete(twinMemories)
          .where(and(eq(twinMemories.twinId, twinId), eq(twinMemories.id, memoryId)))
          .returning();
        // Only the call that deleted the row gives its share back, so a repeated delete never counts it twice.
        if (row) await tx.update(twins).set({ lockerBytes: sql`greatest(${twins.lockerBytes} - ${row.sizeBytes}, 0)` }).where(eq(twins.id, twinId));
        return row;
      });
    },

    /** The text a job read, written only while the memory still waits for it, so the owner's own typing is never replaced. */
    async setMemoryText(memoryId: string, values: { text: string | null; textStatus: TwinMemoryRow['textStatus'] }): Promise<TwinMemoryRow | undefined> {
      const [row] = await db
        .update(twinMemories)
        .set(values)
        .where(and(eq(twinMemories.id, memoryId), eq(twinMemories.textStatus, 'pending')))
        .returning();
      return row;
    },

    /** The owner's edit of a memory's words; undefined when the memory is not the twin's. */
    async updateMemory(
      twinId: string,
      memoryId: string,
      values: Partial<Pick<NewTwinMemory, 'title' | 'memoryDate' | 'caption' | 'visibility' | 'text' | 'textStatus'>>,
    ): Promise<TwinMemoryRow | undefined> {
      const [row] = await db
        .update(twinMemories)
        .set(values)
        .where(and(eq(twinMemories.twinId, twinId), eq(twinMemories.id, memoryId)))
        .returning();
      return row;
    },

    async findMemoryById(memoryId: string): Promise<TwinMemoryRow | undefined> {
      const [row] = await db.select().from(twinMemories).where(eq(twinMemories.id, memoryId)).limit(1);
      return row;
    },

  };
}

export type MemoriesRepository = ReturnType<typeof createMemoriesRepository>;

/** A voice note or a video: its text is a transcript. */
export function isSpokenKind(kind: string): boolean {
  return (TWIN_SPOKEN_MEMORY_KINDS as readonly string[]).includes(kind);
}

export function toTwinMemory(row: TwinMemoryRow): TwinMemory {
  const text = row.text?.trim() ?? '';
  return {
    id: row.id,
    kind: row.kind as TwinMemory['kind'],
    title: row.title,
    date: row.memoryDate,
    visibility: row.visibility as TwinMemory['visibility'],
    caption: row.caption,
    transcript: isSpokenKind(row.kind) && text ? text : null,
    filename: row.filename,
    mime_type: row.mimeType,
    size_bytes: row.sizeBytes,
    text_status: row.textStatus as TwinMemory['text_status'],
    excerpt: text ? (text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH).trimEnd()}…` : text) : null,
    created_at: row.createdAt.toISOString(),
  };
}

