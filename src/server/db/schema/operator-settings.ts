import { bigint, jsonb, pgSequence, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';

/** Every save takes the next number, so an instance knows its cached settings are current by comparing one value. */
export const operatorSettingsVersion = pgSequence('operator_settings_version');

/**
 * What admins save on the /admin pages (the AI provider, its key, the models), one row per group of settings.
 * Secrets inside `value` are sealed (lib/secret-box.ts); environment variables still win over these.
 */
export const operatorSettings = pgTable('operator_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  version: bigint('version', { mode: 'number' }).notNull(),
  updatedAt: updatedAt(),
});
