import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { ownedOrSampleColumns } from './library-columns.ts';

/** Personas: owned by a user, or a read-only sample. */
export const personas = pgTable(
  'personas',
  {
    ...ownedOrSampleColumns(),
    prompt: text('prompt').notNull().default(''),
    fileIds: jsonb('file_ids').$type<string[]>().notNull().default([]),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    /** Raised by every regeneration, so the same prompt gives a different (equally faithful) persona. */
    generationSeed: integer('generation_seed').notNull().default(0),
  },
  (table) => [index('personas_user_id_idx').on(table.userId, table.createdAt), index('personas_organization_id_idx').on(table.organizationId, table.createdAt)],
);
