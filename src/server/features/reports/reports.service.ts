// Report rules: what follows a session. Its grading (queued when it ends, retried here when it failed), its report
// (or, while there is none, why: a 409 with a typed status), the history of sessions with their scores, the progress
// per scenario and per skill, and the transcript as text or PDF. The session itself is read and marked through the
// sessions feature's session-records.repository.ts.
import type { z } from 'zod';
import type { ConversationListAnswer, ConversationListQuerySchema, ProgressAnswer, Report, ReportUnavailableStatus, ScenarioProgress } from '../../../shared/contracts/reports.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import type { PrivateDownload } from '../../lib/content-disposition.ts';
import { badRequest, conflict, type HttpError, notFound } from '../../lib/http-errors.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { createSessionRecords, type ConversationCursor, type ConversationRow } from '../sessions/session-records.repository.ts';
import { GRADING_STOPPED_REASON, gradeConversationJob } from './grade-conversation.job.ts';
import { createReportsRepository, toConversationListItem } from './reports.repository.ts';
import { skillProgressOf } from './skill-progress.ts';
import { writeTranscriptPdf } from './transcript-pdf.ts';
import { transcriptFilename, writeTranscript } from './transcript.ts';
import { isUuid } from '../../../shared/uuid.ts';

/** Lines a transcript holds, the latest ones: far more than a timed session holds. */
const TRANSCRIPT_LINES_LIMIT = 1000;
/** Graded sessions the progress page reads, the latest ones. */
const PROGRESS_SESSIONS_LIMIT = 1000;

export const NOT_ENDED_MESSAGE = 'This session has not ended yet.';
export const STILL_GRADING_MESSAGE = 'This session is still being graded.';
export const ALREADY_GRADED_MESSAGE = 'This session has already been graded.';
/** Why a session in which the learner said nothing has no report (the `reason` of its 409). */
export const NOT_GRADED_REASON = 'Nothing was said in this session, so its credits were refunded.';
/** What the report of such a session says (409). */
export const NOT_GRADED_MESSAGE = `Not graded: no answers. ${NOT_GRADED_REASON}`;
export const INVALID_CURSOR_MESSAGE = 'Cursor is not valid.';

/** A failure's reason as the page shows it: one sentence without its trailing full stop. */
function failureReason(reason: string | null): string {
  return (reason || GRADING_STOPPED_REASON).replace(/[.\s]+$/, '');
}

/** "Grading failed: <reason>. Try again from the report page." */
export function gradingFailedMessage(reason: string | null): string {
  return `Grading failed: ${failureReason(reason)}. Try again from the report page.`;
}

/** The report route's 409: the message as before, with the typed status (and the reason, for failed and not graded). */
function reportUnavailable(status: ReportUnavailableStatus, message: string, reason?: string): HttpError {
  return conflict(message, reason === undefined ? { status } : { status, reason });
}

/** The history's cursor: opaque to the client, the last row's start time and id. */
export function encodeCursor(cursor: ConversationCursor): string {
  return Buffer.from(`${cursor.startedAt.toISOString()}|${cursor.id}`, 'utf8').toString('base64url');
}

export function decodeCursor(value: string): ConversationCursor {
  const [startedAt, id, ...rest] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  const date = new Date(startedAt ?? '');
  if (rest.length > 0 || Number.isNaN(date.getTime()) || !isUuid(id ?? '')) throw badRequest(INVALID_CURSOR_MESSAGE);
  return { startedAt: date, id: id! };
}

/** Why a retry is refused: the session is open, already graded, not graded, or being graded. */
function gradingConflictMessage(conversation: ConversationRow): string {
  if (conversation.gradingStatus === null) return NOT_ENDED_MESSAGE;
  if (conversation.gradingStatus === 'graded') return ALREADY_GRADED_MESSAGE;
  if (conversation.gradingStatus === 'not_graded') return NOT_GRADED_MESSAGE;
  return STILL_GRADING_MESSAGE;
}

export function createReportsService({ database, queue }: Pick<FeatureDeps, 'database' | 'queue'>) {
  const { db } = database;
  const sessions = createSessionRecords(db);
  const reports = createReportsRepository(db);

  async function findOwnSession(caller: AccessClaims, id: string): Promise<ConversationRow> {
    const conversation = await sessions.findOwnSession(caller.userId, id);
    if (!conversation) throw notFound('Conversation not found.');
    return conversation;
  }

  /** The caller's session with the lines a transcript shows (at most TRANSCRIPT_LINES_LIMIT, the empty ones left out). */
  async function findTranscript(caller: AccessClaims, id: string) {
    const conversation = await findOwnSession(caller, id);
    const messages = (await sessions.listLines(conversation.id, TRANSCRIPT_LINES_LIMIT)).filter((message) => message.content !== '');
    return { conversation, messages };
  }

  /**
   * Why the session's grading failed, or null when it has not. A job the queue has given up on counts as failed
   * before its clean-up has marked the row, so the page never waits on a grading that will not come.
   */
  async function gradingFailure(caller: AccessClaims, conversation: ConversationRow): Promise<string | null> {
    if (conversation.gradingStatus === 'failed') return conversation.gradingError ?? GRADING_STOPPED_REASON;
    if (conversation.gradingStatus !== 'grading' || !conversation.gradeJobId) return null;
    const status = await queue.status(gradeConversationJob, conversation.gradeJobId, caller.userId);
    if (status?.jobStatus !== 'Failed') return null;
    return conversation.gradingError ?? status.failedReason ?? GRADING_STOPPED_REASON;
  }

  return {
    /** Grades a session again whose grading failed (no credits); 409 while it is open, graded or being graded. */
    async retryGrading(caller: AccessClaims, id: string): Promise<{ jobId: string; grading: 'grading' }> {
      const conversation = await findOwnSession(caller, id);
      const failure = await gradingFailure(caller, conversation);
      if (failure === null) throw conflict(gradingConflictMessage(conversation));
      return queue.transaction(async (tx, enqueue) => {
        const records = createSessionRecords(tx);
        const locked = await records.lockOwnSession(caller.userId, id);
        // Another retry got here first.
        if (!locked || locked.gradeJobId !== conversation.gradeJobId || locked.gradingStatus === 'graded') throw conflict(STILL_GRADING_MESSAGE);
        const jobId = await enqueue(gradeConversationJob, { userId: caller.userId, conversationId: locked.id });
        await records.markGrading(locked.id, jobId);
        return { jobId, grading: 'grading' as const };
      });
    },

    /** The graded report; else a 409 whose `status` says why there is none (and `reason`, for failed and not graded). */
    async getReport(caller: AccessClaims, id: string): Promise<Report> {
      const conversation = await findOwnSession(caller, id);
      if (conversation.gradingStatus === 'graded') {
        const row = await reports.findOwnReport(caller.userId, id);
        if (row) return row.report;
      }
      const failure = await gradingFailure(caller, conversation);
      if (failure !== null) throw reportUnavailable('failed', gradingFailedMessage(failure), `${failureReason(failure)}.`);
      if (conversation.gradingStatus === null) throw reportUnavailable('not_ended', NOT_ENDED_MESSAGE);
      if (conversation.gradingStatus === 'not_graded') throw reportUnavailable('not_graded', NOT_GRADED_MESSAGE, NOT_GRADED_REASON);
      // 'grading', or graded a moment ago and its report not yet readable here: either way, wait for it.
      throw reportUnavailable('grading', conversation.gradingStatus === 'graded' ? ALREADY_GRADED_MESSAGE : STILL_GRADING_MESSAGE);
    },

    /** The caller's sessions, newest first, a page at a time, with the score and pass of the graded ones. */
    async listConversations(caller: AccessClaims, query: z.output<typeof ConversationListQuerySchema>): Promise<ConversationListAnswer> {
      const { limit } = query;
      const after = query.cursor ? decodeCursor(query.cursor) : undefined;
      // One more than the page, to know whether another page follows.
      const rows = await sessions.listOwnSessions(caller.userId, { limit: limit + 1, after, scenarioId: query.scenario_id });
      const page = rows.slice(0, limit);
      const scores = await reports.findOwnScores(
        caller.userId,
        page.map((row) => row.id),
      );
      const last = page.at(-1);
      return {
        data: page.map((row) => toConversationListItem(row, scores.get(row.id))),
        next_cursor: rows.length > limit && last ? encodeCursor({ startedAt: last.startedAt, id: last.id }) : null,
      };
    },

    /** Per scenario, the graded sessions' scores oldest first with first, best, latest and gain; the latest-practised scenario first. */
    async getProgress(caller: AccessClaims): Promise<ProgressAnswer> {
      const scores = await reports.listOwnLatestScores(caller.userId, PROGRESS_SESSIONS_LIMIT);
      const sessionsById = new Map((await sessions.listOwnSessionsByIds(caller.userId, scores.map((score) => score.conversationId))).map((row) => [row.id, row]));
      // Oldest end first, as the points are drawn.
      const graded = scores
        .flatMap((score) => {
          const session = sessionsById.get(score.conversationId);
          return session?.endedAt ? [{ ...score, scenarioId: session.scenarioId, scenarioName: session.scenarioName, startedAt: session.startedAt, endedAt: session.endedAt }] : [];
        })
        .sort((a, b) => a.endedAt.getTime() - b.endedAt.getTime() || a.conversationId.localeCompare(b.conversationId));
      const byScenario = new Map<string, ScenarioProgress>();
      for (const session of graded) {
        // A deleted scenario's sessions stay together under the name they were held with.
        const key = session.scenarioId ?? `name:${session.scenarioName}`;
        const point = { conversation_id: session.conversationId, started_at: session.startedAt.toISOString(), ended_at: session.endedAt.toISOString(), score: session.overallScore, passed: session.passed };
        const progress = byScenario.get(key);
        if (!progress) {
          byScenario.set(key, {
            scenario_id: session.scenarioId,
            scenario_name: session.scenarioName,
            sessions: 1,
            first_score: point.score,
            best_score: point.score,
            latest_score: point.score,
            gain: 0,
            points: [point],
          });
          continue;
        }
        progress.sessions += 1;
        progress.best_score = Math.max(progress.best_score, point.score);
        progress.latest_score = point.score;
        progress.gain = point.score - progress.first_score;
        progress.points.push(point);
      }
      const data = [...byScenario.values()].sort((a, b) => Date.parse(b.points.at(-1)!.ended_at) - Date.parse(a.points.at(-1)!.ended_at));
      return { data, skills: skillProgressOf(graded) };
    },

    /** The session as a plain-text transcript: a header, then every line with its time from the start. */
    async getTranscript(caller: AccessClaims, id: string): Promise<PrivateDownload> {
      const { conversation, messages } = await findTranscript(caller, id);
      return { filename: transcriptFilename(conversation), body: writeTranscript(conversation, messages) };
    },

    /** The session as a PDF: the report's headline (when graded), then the transcript. */
    async getTranscriptPdf(caller: AccessClaims, id: string): Promise<PrivateDownload> {
      const { conversation, messages } = await findTranscript(caller, id);
      const report = conversation.gradingStatus === 'graded' ? ((await reports.findOwnReport(caller.userId, id))?.report ?? null) : null;
      return { filename: transcriptFilename(conversation, 'pdf'), body: writeTranscriptPdf(conversation, messages, report) };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
