// The only file that queries the conversation tables. It also reads what a conversation with a scenario's character
// needs: the scenario as the caller may see it, with the persona and glossary it was built from (only reads; the
// scenarios feature owns those rows).
import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Conversation, ConversationMessage } from '../../../shared/contracts/conversations.ts';
import type { Db } from '../../db/client.ts';
import { conversationMessages, conversations, glossaries, personas, scenarios } from '../../db/schema.ts';

export type ConversationRow = typeof conversations.$inferSelect;
export type NewConversation = typeof conversations.$inferInsert;
export type ConversationMessageRow = typeof conversationMessages.$inferSelect;

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
    character: { name, gender, age, occupation },
    messages: messages.map(toConversationMessage),
  };
}

export interface ChatScenarioRow {
  id: string;
  userId: string | null;
  name: string;
  description: Record<string, unknown>;
  fileIds: string[];
  personaDetails: Record<string, unknown> | null;
  glossaryContent: string | null;
}

export function createConversationsRepository(db: Db) {
  return {
    /** The scenario when the caller may use it (their own, a public one or a sample); undefined otherwise, so another's private one is "not found". */
    async findChatScenario(userId: string, scenarioId: string): Promise<ChatScenarioRow | undefined> {
      const [row] = await db
        .select({
          id: scenarios.id,
          userId: scenarios.userId,
          name: scenarios.name,
          description: scenarios.description,
          fileIds: scenarios.fileIds,
          personaDetails: personas.details,
          glossaryContent: glossaries.content,
        })
        .from(scenarios)
        .leftJoin(personas, eq(personas.id, scenarios.personaId))
        .leftJoin(glossaries, eq(glossaries.id, scenarios.glossaryId))
        .where(and(eq(scenarios.id, scenarioId), or(eq(scenarios.userId, userId), eq(scenarios.isPublic, true), eq(scenarios.isSample, true))))
        .limit(1);
      return row;
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

    async setEndJobId(id: string, jobId: string): Promise<void> {
      await db.update(conversations).set({ endJobId: jobId }).where(eq(conversations.id, id));
    },

    /** Ends the conversation; ending it again keeps the first end time. */
    async markConversationEnded(userId: string, id: string): Promise<void> {
      await db
        .update(conversations)
        .set({ status: 'ended', endedAt: sql`coalesce(${conversations.endedAt}, now())` })
        .where(and(eq(conversations.id, id), eq(conversations.userId, userId)));
    },

    async insertMessage(values: { conversationId: string; role: ConversationMessageRow['role']; content: string; complete?: boolean }): Promise<ConversationMessageRow> {
      const [row] = await db.insert(conversationMessages).values(values).returning();
      return row!;
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
     * Saves a reply whose stream ended: the whole text, or only what was said when an interruption arrived while it
     * streamed (`cut_at`). One statement that reads `cut_at` as it is when it runs, so a concurrent interruption is
     * never lost, whichever of the two comes first.
     */
    async completeReply(messageId: string, text: string, isInterrupted: boolean): Promise<void> {
      await db
        .update(conversationMessages)
        .set({
          content: sql`case when ${conversationMessages.cutAt} is null then ${text}::text else left(${text}::text, ${conversationMessages.cutAt}) end`,
          complete: true,
          interrupted: isInterrupted ? true : sql`${conversationMessages.interrupted}`,
        })
        .where(eq(conversationMessages.id, messageId));
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

export type ConversationsRepository = ReturnType<typeof createConversationsRepository>;
