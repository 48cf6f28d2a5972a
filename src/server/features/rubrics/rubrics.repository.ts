// The rubrics feature's queries, the only ones that write the rubrics table, and how a row is answered.
import { and, desc, eq, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import { type RubricContent, type RubricJobResult, type RubricListItem } from '../../../shared/contracts/rubrics.ts';
import { ASSESSMENT_NAME_PREFIX } from '../../../shared/contracts/rubrics-constants.ts';
import type { Db } from '../../db/client.ts';
import { rubrics } from '../../db/schema.ts';
import { canChangeColumn, deleteOwnRow, isListedRow, isOwnRow, isVisibleRow } from '../library/library-items.ts';

export type RubricRow = typeof rubrics.$inferSelect;
export type NewRubricRow = typeof rubrics.$inferInsert;
/** A row with whether the caller may change it (canChangeColumn). */
export type ListedRubricRow = RubricRow & { canChange: boolean };

export type RubricsRepository = ReturnType<typeof createRubricsRepository>;

/** A row as the API answers it; `canChange` is whether the caller may change it (true for whoever just wrote it). */
export function toRubricListItem(row: RubricRow, canChange: boolean): RubricListItem {
  return {
    id: row.id,
    name: row.name,
    timestamp: row.createdAt.toISOString(),
    is_sample: row.isSample,
    content: row.content as RubricContent,
    pass_mark: row.passMark,
    generated_by: row.generatedBy,
    rubric_prompt: row.description,
    organization_id: row.organizationId,
    can_change: canChange,
  };
}

/** The specification's result shape of the generation job: the client strips the "Assessment for Rubric: " prefix from the name. */
export function toRubricJobResult(row: RubricRow): RubricJobResult {
  return { assessment: { id: row.id, name: `${ASSESSMENT_NAME_PREFIX}${row.name}`, rubrics: row.content as RubricContent, pass_mark: row.passMark } };
}

export function createRubricsRepository(db: Db) {
  async function findRubricById(id: string): Promise<RubricRow | null> {
    const [row] = await db.select().from(rubrics).where(eq(rubrics.id, id)).limit(1);
    return row ?? null;
  }

  /** Sets `values` on an owned rubric, stamped as changed now; samples and other people's rubrics are never matched. */
  async function setOwnedRubric(id: string, userId: string, values: Partial<typeof rubrics.$inferInsert>): Promise<RubricRow | null> {
    const [row] = await db
      .update(rubrics)
      .set({ ...values, updatedAt: new Date() })
      .where(isOwnRow(rubrics, id, userId))
      .returning();
    return row ?? null;
  }

  return {
    findRubricById,

    /** The person's own rubrics, those of the organisation chosen in the header, and the samples, newest first. */
    async listVisibleRubrics(userId: string, limit: number): Promise<ListedRubricRow[]> {
      return db.select({ ...getTableColumns(rubrics), canChange: canChangeColumn(rubrics, userId) }).from(rubrics).where(isListedRow(rubrics, userId)).orderBy(desc(rubrics.createdAt), desc(rubrics.id)).limit(limit);
    },

    /** A rubric the person may see: their own, their organisations', or a sample; never anyone else's. */
    async findVisibleRubricById(userId: string, id: string): Promise<ListedRubricRow | null> {
      const [row] = await db
        .select({ ...getTableColumns(rubrics), canChange: canChangeColumn(rubrics, userId) })
        .from(rubrics)
        .where(and(eq(rubrics.id, id), isVisibleRow(rubrics, userId)))
        .limit(1);
      return row ?? null;
    },

    /** A rubric the person may change (their own; their organisations' they wrote or run); null otherwise. */
    async findChangeableRubric(id: string, userId: string): Promise<RubricRow | null> {
      const [row] = await db.select().from(rubrics).where(isOwnRow(rubrics, id, userId)).limit(1);
      return row ?? null;
    },

    /** Inserts the rubric, or returns the row a previous attempt already stored under the same id. */
    async insertRubric(values: NewRubricRow & { id: string }): Promise<RubricRow> {
      const [inserted] = await db.insert(rubrics).values(values).onConflictDoNothing({ target: rubrics.id }).returning();
      const row = inserted ?? (await findRubricById(values.id));
      if (!row) throw new Error('The rubric could not be stored.');
      return row;
    },

    /**
     * Replaces an owned rubric's content and pass mark with a regenerated one, storing the description and the seed it
     * was generated from; samples and other people's rubrics are never matched.
     */
    async replaceOwnedRubricGeneration(
      id: string,
      userId: string,
      values: { content: RubricContent; passMark: number; generatedBy: string; description: string; generationSeed: number },
    ): Promise<RubricRow | null> {
      return setOwnedRubric(id, userId, values);
    },

    /**
     * Sets what `values` gives of an owned rubric's name, content and pass mark (an edit, a pass mark, a renamed level);
     * samples and other people's rubrics are never matched.
     */
    async updateOwnedRubric(id: string, userId: string, values: Partial<Pick<RubricRow, 'name' | 'content' | 'passMark'>>): Promise<RubricRow | null> {
      return setOwnedRubric(id, userId, values);
    },

    /** Deletes an owned rubric; false when it was already gone. Samples and other people's rubrics are never matched. */
    async deleteOwnedRubric(id: string, userId: string): Promise<boolean> {
      return deleteOwnRow(db, rubrics, id, userId);
    },

    /** Samples have fixed ids, so seeding again (or from several instances at once) changes nothing. */
    /** Which of `ids` already have a row: the samples a start need not write again. */
    async listExistingIds(ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db.select({ id: rubrics.id }).from(rubrics).where(inArray(rubrics.id, [...ids]));
      return new Set(rows.map((row) => row.id));
    },

    /** Brings each sample rubric's name, description and content to the code's; a sample already equal is not written. */
    async updateSampleRubrics(rows: readonly { id: string; name: string; description: string; content: NewRubricRow['content'] }[]): Promise<void> {
      for (const row of rows) {
        await db
          .update(rubrics)
          .set({ name: row.name, description: row.description, content: row.content })
          .where(
            and(
              eq(rubrics.id, row.id),
              eq(rubrics.isSample, true),
              or(sql`${rubrics.content} is distinct from ${JSON.stringify(row.content)}::jsonb`, sql`${rubrics.name} is distinct from ${row.name}`, sql`${rubrics.description} is distinct from ${row.description}`),
            ),
          );
      }
    },

    async insertSampleRubrics(rows: (NewRubricRow & { id: string })[]): Promise<void> {
      if (rows.length === 0) return;
      await db.insert(rubrics).values(rows).onConflictDoNothing({ target: rubrics.id });
    },
  };
}
