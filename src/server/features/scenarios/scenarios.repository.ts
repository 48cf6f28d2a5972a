// The scenarios feature's queries, the only ones that write the scenarios table.
import { and, asc, desc, eq, getTableColumns, gt, isNull, or, sql } from 'drizzle-orm';
import type { ScenarioBrief } from '../../../shared/contracts/character-brief.ts';
import type { Scenario } from '../../../shared/contracts/scenarios.ts';
import type { Db } from '../../db/client.ts';
import { scenarios } from '../../db/schema.ts';
import { isAssignedTo } from '../assignments/assignment-records.repository.ts';
import { canChangeColumn, deleteOwnRow, isListedRow, isOwnRow, isVisibleRow } from '../library/library-items.ts';
import { briefOfRow } from './scenario-brief.ts';

export type ScenarioRow = typeof scenarios.$inferSelect;
export type NewScenarioRow = typeof scenarios.$inferInsert;
/** A row with whether the caller may change it (canChangeColumn). */
export type ListedScenarioRow = ScenarioRow & { canChange: boolean };

/**
 * The description as the JSON string the API promises. A row written before descriptions were objects may hold
 * a bare string; it is answered as it is, and the client's parseScenarioDescription copes with whatever it holds.
 */
export function descriptionText(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value ?? {}) ?? '{}';
}

/**
 * A row as the API answers it; `owner` is relative to the caller. Everyone who may see it gets the learner's side;
 * only those who may change it (`canChange`: its author, or an organisation's owners and admins for one of its items;
 * true for whoever just wrote it) get the whole brief, so no learner reads the hidden facts before practising.
 */
export function toScenario(row: ScenarioRow, callerId: string, canChange: boolean): Scenario {
  const categories: unknown = row.categories;
  const brief = briefOfRow(row);
  return {
    id: row.id,
    name: row.name,
    visibility: row.isPublic,
    category: Array.isArray(categories) ? categories.filter((item): item is string => typeof item === 'string') : [],
    description: descriptionText(row.description),
    mode: row.mode === 'Advanced' ? 'Advanced' : 'Quick',
    timestamp: row.createdAt.toISOString(),
    owner: row.isSample ? 'sample' : row.userId === callerId ? 'me' : 'other',
    generated_by: row.generatedBy,
    learner_brief: brief.learner,
    character_identity: brief.character.identity,
    brief: canChange ? brief : null,
    rubric_id: canChange ? row.rubricId : null,
    organization_id: row.organizationId,
    can_change: canChange,
  };
}

/** What a person may see and play: their own, their organisations', anyone's public ones, the samples and those an organisation assigned to them. */
const visibleTo = (userId: string) => or(isVisibleRow(scenarios, userId), eq(scenarios.isPublic, true), isAssignedTo(userId, scenarios.id));

/**
 * What a person's list shows: their own, the organisation's chosen in the header, anyone's public ones, the samples and
 * those assigned to them (whatever the workspace, so Assigned to you can open them).
 */
const listedFor = (userId: string) => or(isListedRow(scenarios, userId), eq(scenarios.isPublic, true), isAssignedTo(userId, scenarios.id));

export function createScenariosRepository(db: Db) {
  return {
    /** The person's own scenarios, the chosen organisation's, others' public ones and the samples, newest first. */
    async listVisibleScenarios(userId: string, limit: number): Promise<ListedScenarioRow[]> {
      return db.select({ ...getTableColumns(scenarios), canChange: canChangeColumn(scenarios, userId) }).from(scenarios).where(listedFor(userId)).orderBy(desc(scenarios.createdAt), desc(scenarios.id)).limit(limit);
    },

    /** A scenario the person may see; another person's private one is treated as unknown. */
    async findVisibleScenarioById(userId: string, id: string): Promise<ScenarioRow | undefined> {
      const [row] = await db.select().from(scenarios).where(and(eq(scenarios.id, id), visibleTo(userId))).limit(1);
      return row;
    },

    async findOwnedScenario(id: string, userId: string): Promise<ScenarioRow | undefined> {
      const [row] = await db
        .select()
        .from(scenarios)
        .where(isOwnRow(scenarios, id, userId))
        .limit(1);
      return row;
    },

    /** Inserts with a caller-chosen id, so a retried job finds its earlier insert instead of adding a second row. */
    async insertOwnedScenario(values: NewScenarioRow & { id: string; userId: string }): Promise<ScenarioRow> {
      await db.insert(scenarios).values({ ...values, isSample: false }).onConflictDoNothing({ target: scenarios.id });
      const [row] = await db.select().from(scenarios).where(and(eq(scenarios.id, values.id), eq(scenarios.userId, values.userId))).limit(1);
      if (!row) throw new Error('The scenario row was not stored.');
      return row;
    },

    /** Saves the owner's changes (the brief and description only when given); undefined when the scenario no longer exists. */
    async updateOwnedScenario(
      id: string,
      userId: string,
      values: { name: string; isPublic: boolean; categories: string[]; brief?: ScenarioBrief; description?: Record<string, unknown> },
    ): Promise<ScenarioRow | undefined> {
      const [row] = await db
        .update(scenarios)
        .set({ ...values, updatedAt: sql`clock_timestamp()` })
        .where(isOwnRow(scenarios, id, userId))
        .returning();
      return row;
    },

    /** Deletes the owner's scenario; false when it was already gone. */
    async deleteOwnedScenario(id: string, userId: string): Promise<boolean> {
      return deleteOwnRow(db, scenarios, id, userId);
    },

    /** Gives each sample the brief the code holds; a row whose brief already matches is not written. */
    async updateSampleBriefs(briefs: readonly { id: string; brief: ScenarioBrief }[]): Promise<void> {
      for (const { id, brief } of briefs) {
        await db
          .update(scenarios)
          .set({ brief })
          .where(and(eq(scenarios.id, id), eq(scenarios.isSample, true), sql`${scenarios.brief} is distinct from ${JSON.stringify(brief)}::jsonb`));
      }
    },

    /** Points each sample scenario at the rubric the code gives it; rows already there are not written. */
    async updateSampleRubrics(rows: readonly { id: string; rubricId: string }[]): Promise<void> {
      for (const { id, rubricId } of rows) {
        await db
          .update(scenarios)
          .set({ rubricId })
          .where(and(eq(scenarios.id, id), eq(scenarios.isSample, true), sql`${scenarios.rubricId} is distinct from ${rubricId}::uuid`));
      }
    },

    /** The next rows (by id, after `afterId`) written before scenarios had a brief. */
    async listScenariosWithoutBrief(afterId: string | null, limit: number): Promise<Pick<ScenarioRow, 'id' | 'description' | 'brief'>[]> {
      return db
        .select({ id: scenarios.id, description: scenarios.description, brief: scenarios.brief })
        .from(scenarios)
        .where(and(isNull(scenarios.brief), afterId ? gt(scenarios.id, afterId) : undefined))
        .orderBy(asc(scenarios.id))
        .limit(limit);
    },

    /** Stores briefs for rows that still have none; a row given one meanwhile keeps it. */
    async fillMissingBriefs(briefs: readonly { id: string; brief: ScenarioBrief }[]): Promise<void> {
      if (briefs.length === 0) return;
      await db.transaction(async (tx) => {
        for (const { id, brief } of briefs) {
          await tx.update(scenarios).set({ brief }).where(and(eq(scenarios.id, id), isNull(scenarios.brief)));
        }
      });
    },

    /** Adds the read-only samples that are missing; existing ones are left as they are. */
    async insertSampleScenarios(rows: (NewScenarioRow & { id: string })[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(scenarios)
        .values(rows.map((row) => ({ ...row, userId: null, isSample: true, isPublic: true })))
        .onConflictDoNothing({ target: scenarios.id });
    },
  };
}

export type ScenariosRepository = ReturnType<typeof createScenariosRepository>;
