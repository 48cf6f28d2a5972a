// The scenarios feature's queries, the only ones that write the scenarios table.
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Scenario } from '../../../shared/contracts/scenarios.ts';
import type { Db } from '../../db/client.ts';
import { scenarios } from '../../db/schema.ts';
import { deleteOwnRow, isOwnRow } from '../../lib/library-items.ts';

export type ScenarioRow = typeof scenarios.$inferSelect;
export type NewScenarioRow = typeof scenarios.$inferInsert;

/**
 * The description as the JSON string the API promises. A row written before descriptions were objects may hold
 * a bare string; it is answered as it is, and the client's parseScenarioDescription copes with whatever it holds.
 */
export function descriptionText(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value ?? {}) ?? '{}';
}

/** A row as the API answers it; `owner` is relative to the caller. */
export function toScenario(row: ScenarioRow, callerId: string): Scenario {
  const categories: unknown = row.categories;
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
  };
}

/** What a person may see: their own, anyone's public ones and the samples. */
const visibleTo = (userId: string) => or(eq(scenarios.userId, userId), eq(scenarios.isPublic, true), eq(scenarios.isSample, true));

export function createScenariosRepository(db: Db) {
  return {
    /** The person's own scenarios, others' public ones and the samples, newest first. */
    async listVisibleScenarios(userId: string, limit: number): Promise<ScenarioRow[]> {
      return db.select().from(scenarios).where(visibleTo(userId)).orderBy(desc(scenarios.createdAt), desc(scenarios.id)).limit(limit);
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

    /** Saves the owner's changes; undefined when the scenario no longer exists. */
    async updateOwnedScenario(id: string, userId: string, values: { name: string; isPublic: boolean; categories: string[] }): Promise<ScenarioRow | undefined> {
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
