import { index, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, idColumn } from './columns.ts';
import { users } from './users.ts';

/**
 * What a person wrote for a job to work on (a persona's prompt, a glossary's text, a scenario's description), kept
 * beside the queue rather than in it: the queued job carries only this row's id, and the row goes with the account.
 */
export const jobInputs = pgTable(
  'job_inputs',
  {
    id: idColumn(),
    userId: belongsTo('user_id', () => users.id),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('job_inputs_user_id_idx').on(table.userId)],
);
