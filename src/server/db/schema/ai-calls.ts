import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns.ts';

/** How a call ended: the whole answer, an error, or the caller stopped reading (a reply cut short by the person). */
export type AiCallOutcome = 'completed' | 'failed' | 'stopped';

/**
 * One row per call to the AI layer (ai/ai-client.ts), for the Usage page: which task, which engine, how many tokens
 * the provider reported (null when it reported none, and always for the built-in engine), how long it took.
 * Instance-wide and personal-data free; rows older than AI_CALLS_KEPT_DAYS are pruned as new ones arrive.
 */
export const aiCalls = pgTable(
  'ai_calls',
  {
    id: idColumn(),
    task: text('task').notNull(),
    /** The task group whose model answered (ai/ai-settings.ts); null for a task outside the groups. */
    taskGroup: text('task_group'),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    inputTokens: integer('input_tokens'),
    outputTokens: integer('output_tokens'),
    durationMs: integer('duration_ms').notNull(),
    outcome: text('outcome').$type<AiCallOutcome>().notNull(),
    /** When the call started. */
    createdAt: createdAt(),
  },
  (table) => [index('ai_calls_created_at_idx').on(table.createdAt)],
);
