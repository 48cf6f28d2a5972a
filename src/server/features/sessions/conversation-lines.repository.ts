// The lines of a session's conversation: written, counted, read (the latest first, for a turn with the turns taken),
// and a reply's life from its first words to its end or interruption. Part of the sessions repository
// (sessions.repository.ts spreads it), so the session tables are still queried in this feature only.
import { and, count, desc, eq, getTableColumns, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversationMessages } from '../../db/schema.ts';
import type { ConversationMessageRow } from './conversation-rows.ts';

export function createConversationLinesRepository(db: Db) {
  return {
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
