// The sessions feature's tables: roleplay sessions, their lines and the daily metered use. A session's report is in
// reports.ts.
import { bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { CharacterContext } from '../../../shared/contracts/character-context.ts';
import type { CONVERSATION_ROLES, CONVERSATION_STATUSES, SessionLanguage } from '../../../shared/contracts/conversations.ts';
import type { ROLEPLAY_MODES } from '../../../shared/contracts/scenarios.ts';
import { belongsTo, createdAt, idColumn, timestampColumn } from './columns.ts';
import { assignments } from './assignments.ts';
import { scenarios } from './scenarios.ts';
import { users } from './users.ts';

/**
 * Where an ended session's grading stands; its report is in `conversation_reports` (schema/reports.ts) once
 * 'graded'. 'not_graded': the learner said nothing, so there was nothing to grade and the session's credits were
 * refunded.
 */
export type ConversationGradingStatus = 'grading' | 'graded' | 'failed' | 'not_graded';

/** What the character is played from, frozen when the session starts: the reply input without the conversation. */
export type ConversationContext = CharacterContext;

/**
 * Roleplay sessions: paid for when started, then talked in until ended or out of time. `context` keeps the
 * character as it was at the start, so the session goes on the same way after its scenario or files change or go.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: idColumn(),
    userId: belongsTo('user_id', () => users.id),
    scenarioId: uuid('scenario_id').references(() => scenarios.id, { onDelete: 'set null' }),
    scenarioName: text('scenario_name').notNull(),
    mode: text('mode').$type<(typeof ROLEPLAY_MODES)[number]>().notNull(),
    language: text('language').$type<SessionLanguage>().notNull(),
    status: text('status').$type<(typeof CONVERSATION_STATUSES)[number]>().notNull().default('active'),
    /** Null: no timer. */
    timeLimitMinutes: integer('time_limit_minutes'),
    startedAt: timestampColumn('started_at').notNull().defaultNow(),
    /** started_at plus the time limit; turns are refused from then on. */
    endsAt: timestampColumn('ends_at'),
    endedAt: timestampColumn('ended_at'),
    /** The latest `conversations.grade` job: queued when the learner ended the session (ending again answers it) or by a retry. */
    gradeJobId: text('grade_job_id'),
    /** Null while the session is open. */
    gradingStatus: text('grading_status').$type<ConversationGradingStatus>(),
    /** Why the last grading failed, as the learner reads it. */
    gradingError: text('grading_error'),
    context: jsonb('context').$type<ConversationContext>().notNull(),
    /**
     * The character's line that ended the conversation (it walked away); null while the character has not. From then
     * on the session takes no more turns and its report names the learner's line before it.
     */
    characterEndedMessageId: uuid('character_ended_message_id'),
    /**
     * The organisation's assignment this session is an attempt at (its managers see its report); null for personal
     * practice, which stays the person's own.
     */
    assignmentId: uuid('assignment_id').references(() => assignments.id, { onDelete: 'set null' }),
    /**
     * The learner's lines so far, counted up with each turn's lines (migration 0041): read with the row lock, it tells
     * a turn whether the lines it read in the same statement are all there.
     */
    learnerTurns: integer('learner_turns').notNull().default(0),
  },
  (table) => [index('conversations_user_id_idx').on(table.userId, table.startedAt), index('conversations_assignment_id_idx').on(table.assignmentId, table.userId)],
);

/**
 * The lines of a conversation in the order they were said (`seq`). A character's reply is inserted empty and
 * incomplete when its turn starts, and completed when the stream ends; `cut_at` records an interruption that
 * arrived meanwhile, so the reply is kept only as far as it was said.
 */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: idColumn(),
    conversationId: belongsTo('conversation_id', () => conversations.id),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    role: text('role').$type<(typeof CONVERSATION_ROLES)[number]>().notNull(),
    content: text('content').notNull(),
    interrupted: boolean('interrupted').notNull().default(false),
    complete: boolean('complete').notNull().default(true),
    /** Characters of the reply that were said before the learner interrupted; null when not interrupted while streaming. */
    cutAt: integer('cut_at'),
    /** Speech mode: how long the learner spoke this line, for the report's words per minute. */
    speechMs: integer('speech_ms'),
    createdAt: createdAt(),
  },
  (table) => [index('conversation_messages_conversation_id_idx').on(table.conversationId, table.seq)],
);

/**
 * Metered use per person per day (kind 'vibes_check', …); a row is counted up atomically before the work starts.
 * UNLOGGED (migration 0019), as the other fair-use limits: a logged row made every Vibes Check wait for a disk flush,
 * and one person's checks for each other's (one row); a crash only resets the day's counts.
 */
export const dailyUsage = pgTable(
  'daily_usage',
  {
    userId: belongsTo('user_id', () => users.id),
    kind: text('kind').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind, table.day] })],
);
