import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Instance-wide values every server process must agree on, such as the generated token-signing secret. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
