import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestampColumn } from './columns.ts';
import { users } from './users.ts';

/**
 * Evaluations an admin ran from the Quality page: the engine they measured, their progress while running, and the
 * figures `npm run eval` prints (as JSON) once done. Instance-wide; the last few are kept for comparison.
 */
export const evalRuns = pgTable(
  'eval_runs',
  {
    id: idColumn(),
    /** The admin who started it; null once their account is deleted (the figures stay). */
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    /** running, done, failed or cancelled. */
    status: text('status').notNull(),
    engine: text('engine').notNull(),
    model: text('model'),
    /** The sample scenarios asked for; empty means every sample. */
    sampleIds: jsonb('sample_ids').$type<string[]>().notNull(),
    withGeneration: boolean('with_generation').notNull(),
    /** Whether the run also created and played the created-scenario set (both halves). */
    withCreated: boolean('with_created').notNull().default(false),
    stepsDone: integer('steps_done').notNull().default(0),
    stepsTotal: integer('steps_total').notNull().default(0),
    currentStep: text('current_step'),
    /** Why it failed, readable, with any API key taken out. */
    error: text('error'),
    /** The evaluation's result (scenarios, generation, totals) as the evaluation answers it. */
    figures: jsonb('figures'),
    startedAt: timestampColumn('started_at').notNull().defaultNow(),
    finishedAt: timestampColumn('finished_at'),
  },
  (table) => [
    // One run at a time, whichever instance is asked: a second start finds this index taken.
    uniqueIndex('eval_runs_one_running_idx').on(table.status).where(sql`status = 'running'`),
    index('eval_runs_started_at_idx').on(table.startedAt),
  ],
);
