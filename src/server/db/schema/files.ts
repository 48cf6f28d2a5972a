import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, idColumn } from './columns.ts';
import { organizationColumn } from './library-columns.ts';
import { users } from './users.ts';

/** Uploaded source files; the bytes live in storage under `storageKey`, the text beside them for AI grounding. */
export const files = pgTable(
  'files',
  {
    id: idColumn(),
    userId: belongsTo('user_id', () => users.id),
    /** The organisation whose members may use the file; null for the person's own. */
    organizationId: organizationColumn(),
    filename: text('filename').notNull(),
    fileType: text('file_type').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    extractedText: text('extracted_text'),
    /** 'processing' until the extraction job has finished, then 'ready'. */
    status: text('status').notNull().default('processing'),
    createdAt: createdAt(),
  },
  (table) => [index('files_user_id_idx').on(table.userId, table.createdAt), index('files_organization_id_idx').on(table.organizationId, table.createdAt)],
);
