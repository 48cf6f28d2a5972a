// The only file that queries the glossaries table.
import { and, desc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { glossaries } from '../../db/schema.ts';
import { SAMPLE_GLOSSARIES } from './sample-glossaries.ts';

export type GlossaryRow = typeof glossaries.$inferSelect;

export function createGlossariesRepository(db: Db) {
  return {
    /** The person's own glossaries and every sample, newest first. */
    async listVisibleGlossaries(userId: string, limit: number): Promise<GlossaryRow[]> {
      return db
        .select()
        .from(glossaries)
        .where(or(eq(glossaries.userId, userId), eq(glossaries.isSample, true)))
        .orderBy(desc(glossaries.createdAt), desc(glossaries.id))
        .limit(limit);
    },

    /** A glossary the person may see (their own or a sample); another person's is treated as unknown. */
    async findVisibleGlossaryById(userId: string, id: string): Promise<GlossaryRow | undefined> {
      const [row] = await db
        .select()
        .from(glossaries)
        .where(and(eq(glossaries.id, id), or(eq(glossaries.userId, userId), eq(glossaries.isSample, true))))
        .limit(1);
      return row;
    },

    /** Inserts with a caller-chosen id, so a retried job finds its earlier insert instead of adding a second row. */
    async insertGlossary(values: { id: string; userId: string; name: string; content: string }): Promise<GlossaryRow | undefined> {
      await db.insert(glossaries).values(values).onConflictDoNothing({ target: glossaries.id });
      const [row] = await db
        .select()
        .from(glossaries)
        .where(and(eq(glossaries.id, values.id), eq(glossaries.userId, values.userId)))
        .limit(1);
      return row;
    },

    /** Updates the person's own, non-sample glossary; undefined when it no longer exists. */
    async updateOwnGlossary(values: { id: string; userId: string; name: string; content: string }): Promise<GlossaryRow | undefined> {
      const [row] = await db
        .update(glossaries)
        .set({ name: values.name, content: values.content, updatedAt: new Date() })
        .where(and(eq(glossaries.id, values.id), eq(glossaries.userId, values.userId), eq(glossaries.isSample, false)))
        .returning();
      return row;
    },

    /** Adds the sample glossaries that are missing; existing ones are left as they are. */
    async seedSampleGlossaries(): Promise<void> {
      await db
        .insert(glossaries)
        .values(SAMPLE_GLOSSARIES.map((sample) => ({ ...sample, userId: null, isSample: true, updatedAt: sample.createdAt })))
        .onConflictDoNothing({ target: glossaries.id });
    },
  };
}

export type GlossariesRepository = ReturnType<typeof createGlossariesRepository>;
