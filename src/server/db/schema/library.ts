import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** Uploaded source files; the bytes live in storage under `storageKey`, the text beside them for AI grounding. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
  (table) => [index('files_user_id_idx').on(table.userId, table.createdAt)],
);

/** Library items shared by personas, rubrics and glossaries: owned by a user, or a read-only sample (no owner). */
export const personas = pgTable(
  'personas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    isSample: boolean('is_sample').notNull().default(false),
    name: text('name').notNull(),
    prompt: text('prompt').notNull().default(''),
    fileIds: jsonb('file_ids').$type<string[]>().notNull().default([]),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('personas_user_id_idx').on(table.userId, table.createdAt)],
);

export const rubrics = pgTable(
  'rubrics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    isSample: boolean('is_sample').notNull().default(false),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    fileIds: jsonb('file_ids').$type<string[]>().notNull().default([]),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('rubrics_user_id_idx').on(table.userId, table.createdAt)],
);

export const glossaries = pgTable(
  'glossaries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    isSample: boolean('is_sample').notNull().default(false),
    name: text('name').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('glossaries_user_id_idx').on(table.userId, table.createdAt)],
);
