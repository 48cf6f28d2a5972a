// The glossaries feature's queries, the only ones that write the glossaries table, and how a row is stored and answered.
import { and, desc, eq, getTableColumns } from 'drizzle-orm';
import type { Glossary, GlossaryListItem } from '../../../shared/contracts/glossaries.ts';
import type { Db } from '../../db/client.ts';
import { glossaries } from '../../db/schema.ts';
import { canChangeColumn, deleteOwnRow, isListedRow, isOwnRow, isVisibleRow } from '../library/library-items.ts';

export type GlossaryRow = typeof glossaries.$inferSelect;
/** A row with whether the caller may change it (canChangeColumn). */
export type ListedGlossaryRow = GlossaryRow & { canChange: boolean };
export type NewSampleGlossary = Pick<typeof glossaries.$inferInsert, 'name' | 'content'> & { id: string; createdAt: Date };

/** Text pasted from Windows or old Mac editors keeps one kind of line break; surrounding blank space goes. */
export function normalizeGlossaryText(text: string): string {
  return text.replace(/\r\n?/g, '\n').trim();
}

/** A row as the API answers it. */
export function toGlossary(row: GlossaryRow): Glossary {
  return { id: row.id, name: row.name, glossary: row.content, timestamp: row.createdAt.toISOString(), organization_id: row.organizationId };
}

export function toGlossaryListItem(row: ListedGlossaryRow): GlossaryListItem {
  return { ...toGlossary(row), is_sample: row.isSample, can_change: row.canChange };
}

export function createGlossariesRepository(db: Db) {
  return {
    /** The person's own glossaries, those of the organisation chosen in the header, and every sample, newest first. */
    async listVisibleGlossaries(userId: string, limit: number): Promise<ListedGlossaryRow[]> {
      return db
        .select({ ...getTableColumns(glossaries), canChange: canChangeColumn(glossaries, userId) })
        .from(glossaries)
        .where(isListedRow(glossaries, userId))
        .orderBy(desc(glossaries.createdAt), desc(glossaries.id))
        .limit(limit);
    },

    /** A glossary the person may see (their own, their organisations', or a sample); another person's is treated as unknown. */
    async findVisibleGlossaryById(userId: string, id: string): Promise<GlossaryRow | undefined> {
      const [row] = await db
        .select()
        .from(glossaries)
        .where(and(eq(glossaries.id, id), isVisibleRow(glossaries, userId)))
        .limit(1);
      return row;
    },

    /** Inserts with a caller-chosen id, so a retried job finds its earlier insert instead of adding a second row. */
    async insertGlossary(values: { id: string; userId: string; organizationId?: string | null; name: string; content: string }): Promise<GlossaryRow | undefined> {
      await db.insert(glossaries).values(values).onConflictDoNothing({ target: glossaries.id });
      const [row] = await db
        .select()
        .from(glossaries)
        .where(and(eq(glossaries.id, values.id), eq(glossaries.userId, values.userId)))
        .limit(1);
      return row;
    },

    /** Updates a non-sample glossary the person may change; undefined when it no longer exists (or is no longer theirs to change). */
    async updateOwnGlossary(values: { id: string; userId: string; name: string; content: string }): Promise<GlossaryRow | undefined> {
      const [row] = await db
        .update(glossaries)
        .set({ name: values.name, content: values.content, updatedAt: new Date() })
        .where(isOwnRow(glossaries, values.id, values.userId))
        .returning();
      return row;
    },

    /** The person's own glossary, locked until the caller's transaction ends; undefined for a sample or another person's. */
    async lockOwnGlossary(userId: string, id: string): Promise<GlossaryRow | undefined> {
      const [row] = await db
        .select()
        .from(glossaries)
        .where(isOwnRow(glossaries, id, userId))
        .limit(1)
        .for('update');
      return row;
    },

    /** Deletes the person's own, non-sample glossary; false when there was none. */
    async deleteOwnGlossary(userId: string, id: string): Promise<boolean> {
      return deleteOwnRow(db, glossaries, id, userId);
    },

    /** Adds the read-only samples that are missing; existing ones are left as they are. */
    async insertSampleGlossaries(rows: NewSampleGlossary[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(glossaries)
        .values(rows.map((row) => ({ ...row, userId: null, isSample: true, updatedAt: row.createdAt })))
        .onConflictDoNothing({ target: glossaries.id });
    },
  };
}

export type GlossariesRepository = ReturnType<typeof createGlossariesRepository>;
