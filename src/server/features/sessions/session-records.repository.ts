// A session as another feature may read and mark it, exported for that purpose so that no other feature queries the
// session tables: the reports feature grades a session, lists the history and writes the transcript from these; the assignments
// feature counts and lists the attempts at an assignment.
import type { Db } from '../../db/client.ts';
import { playableContext } from './character-context.ts';
import type { ConversationRow } from './conversation-rows.ts';
import { createSessionsRepository } from './sessions.repository.ts';

export { durationSeconds, type ConversationCursor, type ConversationMessageRow, type ConversationRow, type ListedConversationRow } from './conversation-rows.ts';
/** How a session says its character walked away ("Marcus Reid ended the conversation."), for the transcript too. */
export { characterEndedText } from './session-rules.ts';

/** The session's character as the engines play it (a session started before scenarios had a brief gets one from its prose). */
export function playableContextOf(session: Pick<ConversationRow, 'context'>) {
  return playableContext(session.context);
}

export function createSessionRecords(db: Db) {
  const sessions = createSessionsRepository(db);
  return {
    /** The caller's session; undefined when it does not exist or is another person's. */
    findOwnSession: sessions.findOwnConversation,
    /** As findOwnSession, and locks the row until the caller's transaction ends (turns and the end queue behind it). */
    lockOwnSession: sessions.lockOwnConversation,
    /** The latest `limit` saved lines, oldest first. */
    listLines: sessions.listMessages,
    /** The caller's sessions, newest first, a page at a time (`after` continues a previous page). */
    listOwnSessions: sessions.listOwnConversations,
    /** The caller's sessions among `ids`. */
    listOwnSessionsByIds: sessions.listOwnConversationsByIds,
    /** Ends the session (keeping an earlier end time) and records its grading job, which starts at 'grading'. */
    markGrading: sessions.markEndedAndGrading,
    /** Why the latest grading try failed. */
    recordGradingError: sessions.recordGradingError,
    /** The grading gave up (see the repository's markGradingFailed). */
    markGradingFailed: sessions.markGradingFailed,
    /** The report is stored; call in its transaction. */
    markGraded: sessions.markGraded,
    /** The attempts at organisations' assignments (sessions tied to them), oldest first, for the assignments feature. */
    listAssignmentAttempts: sessions.listAssignmentAttempts,
  };
}

export type SessionRecords = ReturnType<typeof createSessionRecords>;
