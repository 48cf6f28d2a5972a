import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CONVERSATION_ROLES, CONVERSATION_STATUSES, SessionLanguage } from '../../../shared/contracts/conversations.ts';
import type { ROLEPLAY_MODES } from '../../../shared/contracts/scenarios.ts';
import type { CharacterReplyInput } from '../../ai/tasks/character-reply/schema.ts';
import { createdAt } from './columns.ts';
import { scenarios } from './scenarios.ts';
import { users } from './users.ts';

/** What the character is played from, frozen when the session starts: the reply input without the conversation. */
export type ConversationContext = Omit<CharacterReplyInput, 'messages'>;

/**
 * Roleplay sessions: paid for when started, then talked in until ended or out of time. `context` keeps the
 * character as it was at the start, so the session goes on the same way after its scenario or files change or go.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scenarioId: uuid('scenario_id').references(() => scenarios.id, { onDelete: 'set null' }),
    scenarioName: text('scenario_name').notNull(),
    mode: text('mode').$type<(typeof ROLEPLAY_MODES)[number]>().notNull(),
    language: text('language').$type<SessionLanguage>().notNull(),
    status: text('status').$type<(typeof CONVERSATION_STATUSES)[number]>().notNull().default('active'),
    /** Null: no timer. */
    timeLimitMinutes: integer('time_limit_minutes'),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** started_at plus the time limit; turns are refused from then on. */
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    /** The `conversations.end` job, once the learner ended the session; ending again answers it. */
    endJobId: text('end_job_id'),
    context: jsonb('context').$type<ConversationContext>().notNull(),
  },
  (table) => [index('conversations_user_id_idx').on(table.userId, table.startedAt)],
);

/**
 * The lines of a conversation in the order they were said (`seq`). A character's reply is inserted empty and
 * incomplete when its turn starts, and completed when the stream ends; `cut_at` records an interruption that
 * arrived meanwhile, so the reply is kept only as far as it was said.
 */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    role: text('role').$type<(typeof CONVERSATION_ROLES)[number]>().notNull(),
    content: text('content').notNull(),
    interrupted: boolean('interrupted').notNull().default(false),
    complete: boolean('complete').notNull().default(true),
    /** Characters of the reply that were said before the learner interrupted; null when not interrupted while streaming. */
    cutAt: integer('cut_at'),
    createdAt: createdAt(),
  },
  (table) => [index('conversation_messages_conversation_id_idx').on(table.conversationId, table.seq)],
);
