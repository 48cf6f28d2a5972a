import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { ownedOrSampleColumns } from './library-columns.ts';

/** Glossaries (one term per line): owned by a user, or a read-only sample. */
export const glossaries = pgTable(
  'glossaries',
  {
    ...ownedOrSampleColumns(),
    content: text('content').notNull(),
  },
  (table) => [index('glossaries_user_id_idx').on(table.userId, table.createdAt), index('glossaries_organization_id_idx').on(table.organizationId, table.createdAt)],
);
