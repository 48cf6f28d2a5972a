import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { ownedOrSampleColumns } from './library-columns.ts';

/** Grading rubrics: owned by a user, or a read-only sample. */
export const rubrics = pgTable(
  'rubrics',
  {
    ...ownedOrSampleColumns(),
    description: text('description').notNull().default(''),
    fileIds: jsonb('file_ids').$type<string[]>().notNull().default([]),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    /** The overall score a session graded against this rubric must reach to pass (DEFAULT_PASS_MARK in the contract). */
    passMark: integer('pass_mark').notNull().default(70),
    /** Raised by every regeneration, so the same description gives a different (equally faithful) rubric. */
    generationSeed: integer('generation_seed').notNull().default(0),
  },
  (table) => [index('rubrics_user_id_idx').on(table.userId, table.createdAt), index('rubrics_organization_id_idx').on(table.organizationId, table.createdAt)],
);
