// Columns every library item shares; not a table, so db/schema.ts does not re-export this file.
import { boolean, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns.ts';
import { users } from './users.ts';

/** An item a person owns, or a read-only sample everyone sees (no owner): personas, rubrics, glossaries. */
export const ownedOrSampleColumns = () => ({
  id: idColumn(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  isSample: boolean('is_sample').notNull().default(false),
  name: text('name').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  /** Which engine wrote the generated content: "offline engine" or the model's label; null when a person wrote it all. */
  generatedBy: text('generated_by'),
});
