// Limits every instance enforces together: rate-limit windows, failed logins, open event streams and speech under way live here rather
// than in one process's memory. UNLOGGED (see the migration): fast to write, and losing them in a crash only resets
// the counts. Rows past their expiry are deleted periodically (db/limits.repository.ts).
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A fixed-window counter: `count` hits of `key` since the window began, until `window_ends_at`. */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

/** Failed logins of one account from one client address, with the time of the last one (the wait counts from it). */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * One open /events stream, held by the instance serving it and renewed while it stays open; a stream of an instance
 * that died stops counting once its lease expires.
 */
export const eventStreamLeases = pgTable(
  'event_stream_leases',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('event_stream_leases_user_idx').on(table.userId)],
);

/**
 * One synthesis or transcription under way for `speaker_key` (a user id, or a visitor's key), held by the instance
 * doing it and renewed while it lasts; one of an instance that died stops counting once its lease expires.
 */
export const speechLeases = pgTable(
  'speech_leases',
  {
    id: uuid('id').primaryKey(),
    speakerKey: text('speaker_key').notNull(),
    work: text('work').$type<'synthesize' | 'transcribe'>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('speech_leases_speaker_idx').on(table.speakerKey, table.work)],
);
