// A session's rows as the tables hold them, and what the API and the history make of them: a conversation with its
// lines, a line, a history row, where a history page starts, and how long a session took.
import type { Conversation, ConversationMessage } from '../../../shared/contracts/conversations.ts';
import type { conversationMessages, conversations } from '../../db/schema.ts';

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
export interface TurnLineJson {
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

/** A line as a turn's statement read it, as the table's row. */
export function toMessageRow(line: TurnLineJson): ConversationMessageRow {
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
