// With conversation-lines.repository.ts (the lines, spread into it), the only file that queries the session tables
// (sessions, their lines, the daily metered use). What a conversation with a scenario's character needs of the
// scenario is read through scenarios/scenario-records.repository.ts. Other features reach a session through
// session-records.repository.ts.
import { and, count, desc, eq, getTableColumns, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { usableLogin } from '../../auth/auth-sessions.repository.ts';
import type { Db } from '../../db/client.ts';
import { conversationMessages, conversations, dailyUsage } from '../../db/schema.ts';
import {
  findPlayableScenario,
  playableScenarioQuery,
  toPlayableScenario,
  type PlayableScenarioRow,
  type PlayableScenarioSqlRow,
} from '../scenarios/scenario-records.repository.ts';
import { createConversationLinesRepository } from './conversation-lines.repository.ts';
import { toMessageRow, type ConversationCursor, type ConversationMessageRow, type ConversationRow, type ListedConversationRow, type NewConversation, type TurnLineJson } from './conversation-rows.ts';

// History pages order by the start time at millisecond precision, the precision the cursor carries, so a page
// boundary never splits rows that PostgreSQL's microseconds would order differently.
const startedAtMs = sql<Date>`date_trunc('milliseconds', ${conversations.startedAt})`;

/** What a turn reads under the conversation's row lock: the row, its latest lines, and whether the caller's login is usable. */
export interface ConversationForTurn {
  conversation: ConversationRow;
  /** The latest lines, oldest first, as listMessages answers them. */
  messages: ConversationMessageRow[];
  /** The learner's lines among all of the conversation's lines, as the statement read them. */
  learnerLines: number;
  isLoginUsable: boolean;
}

/** A scenario as a session plays it. */
export type ChatScenarioRow = PlayableScenarioRow;

// What a history row needs: not the frozen character, which is the largest part of a row.
const LISTED_COLUMNS = {
  id: conversations.id,
  scenarioId: conversations.scenarioId,
  scenarioName: conversations.scenarioName,
  mode: conversations.mode,
  status: conversations.status,
  startedAt: conversations.startedAt,
  endedAt: conversations.endedAt,
  gradingStatus: conversations.gradingStatus,
};

export function createSessionsRepository(db: Db) {
  return {
    ...createConversationLinesRepository(db),
    /** The scenario when the caller may use it (their own, a public one or a sample); undefined otherwise, so another's private one is "not found". */
    findChatScenario: (userId: string, scenarioId: string): Promise<ChatScenarioRow | undefined> => findPlayableScenario(db, userId, scenarioId),

    /**
     * As findChatScenario, and counts one use of `kind` on `day` for the caller in the same statement when the
     * scenario is found and fewer than `limit` were counted: one round trip before a Vibes Check's first word instead
     * of two, and one statement, so concurrent requests can never count past the limit together. Undefined when the
     * scenario is not the caller's to use, and then nothing is counted.
     */
    async findChatScenarioTakingDailyUse(
      userId: string,
      scenarioId: string,
      usage: { kind: string; day: string; limit: number },
    ): Promise<{ scenario: ChatScenarioRow; isCounted: boolean } | undefined> {
      // One statement of two parts drizzle's builders cannot join; pg answers its rows as they are.
      const result = (await db.execute(sql`
        with scenario as (
          ${playableScenarioQuery(userId, scenarioId)}
        ), counted as (
          insert into ${dailyUsage} (user_id, kind, day, count)
          select ${userId}::uuid, ${usage.kind}::text, ${usage.day}::date, 1 where exists (select 1 from scenario)
          on conflict (user_id, kind, day) do update set count = ${dailyUsage.count} + 1 where ${dailyUsage.count} < ${usage.limit}
          returning 1
        )
        select scenario.*, exists (select 1 from counted) as is_counted from scenario`)) as unknown as { rows: (PlayableScenarioSqlRow & { is_counted: boolean })[] };
      const row = result.rows[0];
      if (!row) return undefined;
      return {
        scenario: toPlayableScenario(row),
        isCounted: row.is_counted,
      };
    },

    async insertConversation(values: NewConversation): Promise<ConversationRow> {
      const [row] = await db.insert(conversations).values(values).returning();
      return row!;
    },

    /** The caller's conversation; undefined when it does not exist or is another person's. */
    async findOwnConversation(userId: string, id: string): Promise<ConversationRow | undefined> {
      const [row] = await db
        .select()
        .from(conversations)
        .where(and(eq(conversations.id, id), eq(conversations.userId, userId)))
        .limit(1);
      return row;
    },

    /** As findOwnConversation, and locks the row until the caller's transaction ends (turns and the end queue behind it). */
    async lockOwnConversation(userId: string, id: string): Promise<ConversationRow | undefined> {
      const [row] = await db
        .select()
        .from(conversations)
        .where(and(eq(conversations.id, id), eq(conversations.userId, userId)))
        .for('update');
      return row;
    },

    /**
     * A turn's first statement: the caller's conversation, locked until the transaction ends, with its latest `limit`
     * lines (as listMessagesForTurn reads them) and whether the caller's login (`loginId`) may still be used; undefined
     * when the conversation does not exist or is another person's. One round trip where there were three (the login,
     * the lock, the lines). The lines are read in the statement's snapshot, taken before the lock was granted: a turn
     * that held the lock may have committed its lines meanwhile, which the row's `learnerTurns` (read as the lock
     * finds the row) then counts and `learnerLines` does not; the caller reads the lines again in that case.
     */
    async lockOwnConversationForTurn(userId: string, id: string, loginId: string, limit: number): Promise<ConversationForTurn | undefined> {
      // In a select list drizzle names a column without its table, so the subqueries name theirs (m, and the locked row's).
      const lines = sql<TurnLineJson[]>`(select coalesce(json_agg(line order by line.seq), '[]'::json) from (
          select m.id, m.conversation_id, m.seq, m.role, m.content, m.interrupted, m.complete, m.cut_at, m.speech_ms, m.created_at
          from ${conversationMessages} m
          where m.conversation_id = ${conversations}.id and (m.complete or m.content <> '')
          order by m.seq desc
          limit ${limit}
        ) line)`;
      const learnerLines = sql<number>`(select count(*)::int from ${conversationMessages} m where m.conversation_id = ${conversations}.id and m.role = 'learner')`;
      const [row] = await db
        .select({ ...getTableColumns(conversations), lines, learnerLines, isLoginUsable: usableLogin(loginId) })
        .from(conversations)
        .where(and(eq(conversations.id, id), eq(conversations.userId, userId)))
        .for('update', { of: conversations });
      if (!row) return undefined;
      const { lines: read, learnerLines: counted, isLoginUsable, ...conversation } = row;
      return { conversation, messages: read.map(toMessageRow), learnerLines: counted, isLoginUsable };
    },

    /** Whether the login may still be used, read now (no instance's cache): for a turn whose conversation was not found. */
    async isLoginUsable(loginId: string): Promise<boolean> {
      const [row] = await db.select({ usable: usableLogin(loginId) }).from(sql`(select 1) as one`);
      return row?.usable === true;
    },

    /**
     * A turn's two lines in one statement: the learner's, then the character's reply, empty and incomplete; the
     * conversation's `learnerTurns` counts the learner's line.
     */
    async insertTurn(conversationId: string, learner: { content: string; speechMs: number | null }): Promise<{ learner: ConversationMessageRow; reply: ConversationMessageRow }> {
      const counted = db.$with('counted').as(
        db
          .update(conversations)
          .set({ learnerTurns: sql`${conversations.learnerTurns} + 1` })
          .where(eq(conversations.id, conversationId))
          .returning({ id: conversations.id }),
      );
      const rows = await db
        .with(counted)
        .insert(conversationMessages)
        .values([
          { conversationId, role: 'learner', content: learner.content, speechMs: learner.speechMs },
          { conversationId, role: 'character', content: '', complete: false },
        ])
        .returning();
      const learnerRow = rows.find((row) => row.role === 'learner');
      const reply = rows.find((row) => row.role === 'character');
      if (!learnerRow || !reply) throw new Error("A turn's lines were not saved.");
      return { learner: learnerRow, reply };
    },

    /** Ends the conversation (keeping an earlier end time) and records its grading job, which starts at 'grading'. */
    async markEndedAndGrading(id: string, gradeJobId: string): Promise<void> {
      await db
        .update(conversations)
        .set({ status: 'ended', endedAt: sql`coalesce(${conversations.endedAt}, now())`, gradeJobId, gradingStatus: 'grading', gradingError: null })
        .where(eq(conversations.id, id));
    },

    /** Ends a session in which the learner said nothing: there is nothing to grade (see endConversation). */
    async markEndedNotGraded(id: string): Promise<void> {
      await db
        .update(conversations)
        .set({ status: 'ended', endedAt: sql`coalesce(${conversations.endedAt}, now())`, gradeJobId: null, gradingStatus: 'not_graded', gradingError: null })
        .where(eq(conversations.id, id));
    },

    /** Why the latest grading try failed; kept for the report page once the job has given up. */
    async recordGradingError(id: string, gradingError: string): Promise<void> {
      await db.update(conversations).set({ gradingError }).where(eq(conversations.id, id));
    },

    /**
     * The grading gave up: 'failed', with the last recorded reason or `fallbackError`. Only a session still being
     * graded, and with `gradeJobId` only by that job, so a late failure of an older try never touches a newer one.
     */
    async markGradingFailed(id: string, fallbackError: string, gradeJobId?: string): Promise<void> {
      await db
        .update(conversations)
        .set({ gradingStatus: 'failed', gradingError: sql`coalesce(${conversations.gradingError}, ${fallbackError}::text)` })
        .where(and(eq(conversations.id, id), eq(conversations.gradingStatus, 'grading'), gradeJobId ? eq(conversations.gradeJobId, gradeJobId) : undefined));
    },

    /** The grading job stored the session's report. Call in the transaction that stores it. */
    async markGraded(id: string): Promise<void> {
      await db.update(conversations).set({ gradingStatus: 'graded', gradingError: null }).where(eq(conversations.id, id));
    },

    /** The caller's sessions, newest first; `after` continues a previous page. */
    async listOwnConversations(userId: string, options: { limit: number; after?: ConversationCursor; scenarioId?: string }): Promise<ListedConversationRow[]> {
      const { limit, after, scenarioId } = options;
      return db
        .select(LISTED_COLUMNS)
        .from(conversations)
        .where(
          and(
            eq(conversations.userId, userId),
            scenarioId ? eq(conversations.scenarioId, scenarioId) : undefined,
            after ? sql`(${startedAtMs}, ${conversations.id}) < (${after.startedAt.toISOString()}::timestamptz, ${after.id}::uuid)` : undefined,
          ),
        )
        .orderBy(desc(startedAtMs), desc(conversations.id))
        .limit(limit);
    },

    /** The caller's sessions among `ids` (at most as many rows as ids), as the history lists them. */
    async listOwnConversationsByIds(userId: string, ids: readonly string[]): Promise<ListedConversationRow[]> {
      if (ids.length === 0) return [];
      return db
        .select(LISTED_COLUMNS)
        .from(conversations)
        .where(and(eq(conversations.userId, userId), inArray(conversations.id, [...ids])))
        .limit(ids.length);
    },

    /**
     * Waits until no other start of the person's holds the lock, until the caller's transaction ends: an assignment's
     * attempts are counted and the new one inserted under it, so two starts at once cannot pass the limit together.
     */
    async lockAssignmentAttempts(userId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`assignment-attempts:${userId}`}))`);
    },

    /** The person's attempts at an assignment: its sessions, except those where nothing was said (refunded, not graded). */
    async countAssignmentAttempts(assignmentId: string, userId: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(conversations)
        .where(and(eq(conversations.assignmentId, assignmentId), eq(conversations.userId, userId), or(isNull(conversations.gradingStatus), ne(conversations.gradingStatus, 'not_graded'))));
      return row?.total ?? 0;
    },

    /** Every attempt at these assignments (as countAssignmentAttempts counts them), oldest first, at most `limit`. */
    async listAssignmentAttempts(assignmentIds: readonly string[], limit: number, userId?: string): Promise<{ id: string; assignmentId: string; userId: string; startedAt: Date }[]> {
      if (assignmentIds.length === 0) return [];
      const rows = await db
        .select({ id: conversations.id, assignmentId: conversations.assignmentId, userId: conversations.userId, startedAt: conversations.startedAt })
        .from(conversations)
        .where(
          and(
            inArray(conversations.assignmentId, [...assignmentIds]),
            userId ? eq(conversations.userId, userId) : undefined,
            or(isNull(conversations.gradingStatus), ne(conversations.gradingStatus, 'not_graded')),
          ),
        )
        .orderBy(conversations.startedAt, conversations.id)
        .limit(limit);
      return rows.flatMap((row) => (row.assignmentId ? [{ ...row, assignmentId: row.assignmentId }] : []));
    },

    /** The character's line `messageId` ended the conversation; an earlier ending stays the one recorded. */
    async markCharacterEnded(conversationId: string, messageId: string): Promise<void> {
      await db
        .update(conversations)
        .set({ characterEndedMessageId: messageId })
        .where(and(eq(conversations.id, conversationId), isNull(conversations.characterEndedMessageId)));
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
