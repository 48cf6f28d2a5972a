// The only file that queries the session tables (sessions, their lines, the daily metered use). What a conversation
// with a scenario's character needs of the scenario is read through scenarios/scenario-records.repository.ts. Other
// features reach a session through session-records.repository.ts.
import { and, count, desc, eq, getTableColumns, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Conversation, ConversationMessage } from '../../../shared/contracts/conversations.ts';
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

export type ConversationRow = typeof conversations.$inferSelect;
export type NewConversation = typeof conversations.$inferInsert;
export type ConversationMessageRow = typeof conversationMessages.$inferSelect;

/** Where a history page starts: after this session, newest first. */
export interface ConversationCursor {
  startedAt: Date;
  id: string;
}

/** Whole seconds from start to end; null while the session is open. */
export function durationSeconds(startedAt: Date, endedAt: Date | null): number | null {
  return endedAt ? Math.max(0, Math.round((endedAt.getTime() - startedAt.getTime()) / 1000)) : null;
}

// History pages order by the start time at millisecond precision, the precision the cursor carries, so a page
// boundary never splits rows that PostgreSQL's microseconds would order differently.
const startedAtMs = sql<Date>`date_trunc('milliseconds', ${conversations.startedAt})`;

/** A session as the history lists it (the reports feature adds its score). */
export type ListedConversationRow = Pick<ConversationRow, 'id' | 'scenarioId' | 'scenarioName' | 'mode' | 'status' | 'startedAt' | 'endedAt' | 'gradingStatus'>;

/** A line as the API answers it. */
export function toConversationMessage(row: ConversationMessageRow): ConversationMessage {
  return { id: row.id, role: row.role, content: row.content, created_at: row.createdAt.toISOString(), interrupted: row.interrupted };
}

/** A conversation with its lines (oldest first) as `GET /conversations/{id}` answers it. */
export function toConversation(row: ConversationRow, messages: readonly ConversationMessageRow[]): Conversation {
  const { name, gender, age, occupation } = row.context.character;
  return {
    id: row.id,
    scenario_id: row.scenarioId,
    scenario_name: row.scenarioName,
    mode: row.mode,
    language: row.language,
    status: row.status,
    started_at: row.startedAt.toISOString(),
    ends_at: row.endsAt?.toISOString() ?? null,
    time_limit_minutes: row.timeLimitMinutes,
    ended_at: row.endedAt?.toISOString() ?? null,
    character_ended_message_id: row.characterEndedMessageId,
    character: { name, gender, age, occupation },
    messages: messages.map(toConversationMessage),
  };
}

/** A line as a turn's statement reads it (a JSON object): its columns by their SQL names, the time as text. */
interface TurnLineJson {
  id: string;
  conversation_id: string;
  seq: number;
  role: ConversationMessageRow['role'];
  content: string;
  interrupted: boolean;
  complete: boolean;
  cut_at: number | null;
  speech_ms: number | null;
  created_at: string;
}

function toMessageRow(line: TurnLineJson): ConversationMessageRow {
  return {
    id: line.id,
    conversationId: line.conversation_id,
    seq: Number(line.seq),
    role: line.role,
    content: line.content,
    interrupted: line.interrupted,
    complete: line.complete,
    cutAt: line.cut_at,
    speechMs: line.speech_ms,
    createdAt: new Date(line.created_at),
  };
}

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

    async insertMessage(values: {
      conversationId: string;
      role: ConversationMessageRow['role'];
      content: string;
      complete?: boolean;
      speechMs?: number | null;
    }): Promise<ConversationMessageRow> {
      const [row] = await db.insert(conversationMessages).values(values).returning();
      return row!;
    },

    /** The learner's lines in the conversation: the turns taken so far. */
    async countLearnerMessages(conversationId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(conversationMessages)
        .where(and(eq(conversationMessages.conversationId, conversationId), eq(conversationMessages.role, 'learner')));
      return row?.value ?? 0;
    },

    async findMessage(conversationId: string, messageId: string): Promise<ConversationMessageRow | undefined> {
      const [row] = await db
        .select()
        .from(conversationMessages)
        .where(and(eq(conversationMessages.id, messageId), eq(conversationMessages.conversationId, conversationId)))
        .limit(1);
      return row;
    },

    /**
     * The latest `limit` lines, oldest first, without replies still being written that have nothing saved yet
     * (they are saved when their stream ends).
     */
    async listMessages(conversationId: string, limit: number): Promise<ConversationMessageRow[]> {
      const rows = await db
        .select()
        .from(conversationMessages)
        .where(and(eq(conversationMessages.conversationId, conversationId), or(eq(conversationMessages.complete, true), ne(conversationMessages.content, ''))))
        .orderBy(desc(conversationMessages.seq))
        .limit(limit);
      return rows.reverse();
    },

    /**
     * `listMessages` for a turn, with the learner's lines of the whole conversation (the turns taken) counted in the
     * same statement. Run it after the conversation's row lock: a statement started before the lock was granted would
     * not see the lines of the turn that held it.
     */
    async listMessagesForTurn(conversationId: string, limit: number): Promise<{ messages: ConversationMessageRow[]; learnerTurns: number }> {
      const rows = await db
        .select({ ...getTableColumns(conversationMessages), learnerTurns: sql<number>`(count(*) filter (where ${conversationMessages.role} = 'learner') over ())::int` })
        .from(conversationMessages)
        .where(and(eq(conversationMessages.conversationId, conversationId), or(eq(conversationMessages.complete, true), ne(conversationMessages.content, ''))))
        .orderBy(desc(conversationMessages.seq))
        .limit(limit);
      const learnerTurns = rows[0]?.learnerTurns ?? 0;
      return { messages: rows.reverse().map(({ learnerTurns: _count, ...message }) => message), learnerTurns };
    },

    /**
     * Saves a reply whose stream ended: the whole text, or only what was said when an interruption arrived while it
     * streamed (`cut_at`). One statement that reads `cut_at` as it is when it runs, so a concurrent interruption is
     * never lost, whichever of the two comes first. Answers the line saved.
     */
    async completeReply(messageId: string, text: string, isInterrupted: boolean): Promise<ConversationMessageRow | undefined> {
      const [row] = await db
        .update(conversationMessages)
        .set({
          content: sql`case when ${conversationMessages.cutAt} is null then ${text}::text else left(${text}::text, ${conversationMessages.cutAt}) end`,
          complete: true,
          interrupted: isInterrupted ? true : sql`${conversationMessages.interrupted}`,
        })
        .where(eq(conversationMessages.id, messageId))
        .returning();
      return row;
    },

    /** The character's line `messageId` ended the conversation; an earlier ending stays the one recorded. */
    async markCharacterEnded(conversationId: string, messageId: string): Promise<void> {
      await db
        .update(conversations)
        .set({ characterEndedMessageId: messageId })
        .where(and(eq(conversations.id, conversationId), isNull(conversations.characterEndedMessageId)));
    },

    /**
     * Stores a streaming reply's text so far, while it is still streaming: the voice asks for each sentence as soon as
     * it ends, perhaps of another instance, which finds it here.
     */
    async saveReplySoFar(messageId: string, text: string): Promise<void> {
      await db
        .update(conversationMessages)
        .set({ content: text })
        .where(and(eq(conversationMessages.id, messageId), eq(conversationMessages.complete, false)));
    },

    /** Removes a reply that never got a word (its model call failed or the client left first). */
    async deleteEmptyReply(messageId: string): Promise<void> {
      await db
        .delete(conversationMessages)
        .where(and(eq(conversationMessages.id, messageId), eq(conversationMessages.complete, false), eq(conversationMessages.content, '')));
    },

    /**
     * Marks a character's line interrupted after `spokenCharacters`. A saved line is cut at once (never made
     * longer); a line still streaming keeps the cut (the smallest one when there are several) for completeReply.
     */
    async interruptReply(conversationId: string, messageId: string, spokenCharacters: number): Promise<ConversationMessageRow | undefined> {
      const [row] = await db
        .update(conversationMessages)
        .set({
          interrupted: true,
          cutAt: sql`least(${conversationMessages.cutAt}, ${spokenCharacters}::int)`,
          content: sql`case when ${conversationMessages.complete} then left(${conversationMessages.content}, ${spokenCharacters}::int) else ${conversationMessages.content} end`,
        })
        .where(and(eq(conversationMessages.id, messageId), eq(conversationMessages.conversationId, conversationId), eq(conversationMessages.role, 'character')))
        .returning();
      return row;
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
