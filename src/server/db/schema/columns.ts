// Column helpers the feature tables share; not tables themselves, so db/schema.ts does not re-export this file.
import { boolean, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** An item a person owns, or a read-only sample everyone sees (no owner): personas, rubrics, glossaries. */
export const ownedOrSampleColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  isSample: boolean('is_sample').notNull().default(false),
  name: text('name').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  /** Which engine wrote the generated content: "offline engine" or the model's label; null when a person wrote it all. */
  generatedBy: text('generated_by'),
});
