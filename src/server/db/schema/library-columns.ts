// Columns every library item shares; not a table, so db/schema.ts does not re-export this file.
import { boolean, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/**
 * The organisation whose shared library holds the item (its members use it; its owners, admins and the item's author
 * change it); null for a person's own item or a sample. Deleting the organisation hands the item back to its author.
 */
export const organizationColumn = () => uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' });

/** An item a person owns (alone or in an organisation's library), or a read-only sample everyone sees (no owner): personas, rubrics, glossaries. */
export const ownedOrSampleColumns = () => ({
  id: idColumn(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  organizationId: organizationColumn(),
  isSample: boolean('is_sample').notNull().default(false),
  name: text('name').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  /** Which engine wrote the generated content: "offline engine" or the model's label; null when a person wrote it all. */
  generatedBy: text('generated_by'),
});
