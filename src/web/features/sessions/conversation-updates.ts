// Pure changes to a session as the page holds it, applied the moment a turn ends: what the server said it saved,
// or, when a turn did not end as it should, the page's own account of it until the server's copy replaces it.
import type { Conversation, ConversationMessage, TurnSavedEvent } from '@shared/contracts/conversations.ts';

/**
 * The part of a reply that was said: its first `spokenCharacters` characters (UTF-16 units, as speech
 * boundaries count them), or all of it when omitted. Never splits a surrogate pair.
 */
export function spokenPart(reply: string, spokenCharacters?: number): string {
  if (spokenCharacters === undefined || !Number.isFinite(spokenCharacters)) return reply;
  let end = Math.min(Math.max(Math.floor(spokenCharacters), 0), reply.length);
  const last = reply.charCodeAt(end - 1);
  if (end < reply.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
  return reply.slice(0, end);
}

/** Characters as the server counts them for `spoken_characters`: code points, so an emoji is one. */
export function characterCount(text: string): number {
  return Array.from(text).length;
}

/** True when the server's copy holds the learner's line among the lines added after the first `countBefore`. */
export function isLineSaved(conversation: Conversation, countBefore: number, line: string): boolean {
  return conversation.messages.slice(countBefore).some((message) => message.role === 'learner' && message.content === line);
}

export interface FinishedTurn {
  learner: string;
  reply: string;
  replyId: string | null;
  interrupted: boolean;
  /** ISO 8601; when the turn ended. */
  at: string;
}

/**
 * The session with a finished turn added: the learner's line and, when anything of it arrived, the character's
 * reply. Lines without a server id yet get a local one until the server's copy replaces them.
 */
export function withTurnAppended(conversation: Conversation, turn: FinishedTurn): Conversation {
  const count = conversation.messages.length;
  const added: ConversationMessage[] = [{ id: `local-${count}`, role: 'learner', content: turn.learner, created_at: turn.at, interrupted: false }];
  if (turn.reply !== '') {
    added.push({ id: turn.replyId ?? `local-${count + 1}`, role: 'character', content: turn.reply, created_at: turn.at, interrupted: turn.interrupted });
  }
  return { ...conversation, messages: [...conversation.messages, ...added] };
}

/**
 * The session with a turn as the server saved it (the last event of its stream): both lines, and whether the
 * character ended the conversation. A line the page's copy already holds (a read that raced the turn) is not added twice.
 */
export function withTurnSaved(conversation: Conversation, saved: TurnSavedEvent): Conversation {
  const added = saved.reply ? [saved.learner, saved.reply] : [saved.learner];
  const ids = new Set(added.map((message) => message.id));
  return {
    ...conversation,
    character_ended_message_id: saved.character_ended_message_id,
    messages: [...conversation.messages.filter((message) => !ids.has(message.id)), ...added],
  };
}

/** The session with one reply cut to what was said and marked interrupted. */
export function withReplyCut(conversation: Conversation, messageId: string, content: string): Conversation {
  return {
    ...conversation,
    messages: conversation.messages.map((message) => (message.id === messageId ? { ...message, content, interrupted: true } : message)),
  };
}
