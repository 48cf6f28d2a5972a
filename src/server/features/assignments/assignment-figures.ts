// An assignee's figures on an assignment (status, attempts, best score, last date, trend), the due state their list shows
// and the CSV cells: pure, computed from the sessions tied to the assignment and their reports' scores.
import type { AssignmentAttempt } from '../../../shared/contracts/assignments.ts';
import { ASSIGNMENT_DUE_SOON_HOURS, ASSIGNMENT_TREND_MAX, type AssignmentDueState, type AssignmentStatus } from '../../../shared/contracts/assignments-constants.ts';
import type { Db } from '../../db/client.ts';
import { createReportRecords, type ReportScoreRow } from '../reports/report-records.repository.ts';
import { createSessionRecords } from '../sessions/session-records.repository.ts';
import type { AssignmentRow } from './assignments.repository.ts';

const HOUR_MS = 60 * 60 * 1000;
/** The most attempts read at once for a page of figures; far above what the limits allow in practice. */
export const ATTEMPTS_READ_MAX = 20_000;

/** One person's figures on one assignment. */
export interface MemberFigures {
  status: AssignmentStatus;
  attemptCount: number;
  bestScore: number | null;
  lastAttemptAt: Date | null;
  attempts: AssignmentAttempt[];
}

export type AttemptRow = { id: string; assignmentId: string; userId: string; startedAt: Date };

/** A person's figures from their attempts (oldest first) and the scores of those graded; passed at the assignment's own pass mark. */
export function figuresOf(assignment: Pick<AssignmentRow, 'passMark'>, attempts: readonly AttemptRow[], scores: ReadonlyMap<string, ReportScoreRow>): MemberFigures {
  const scored = attempts.map((attempt) => {
    const score = scores.get(attempt.id);
    return { conversation_id: attempt.id, started_at: attempt.startedAt.toISOString(), score: score?.overallScore ?? null, passed: score ? score.overallScore >= assignment.passMark : null };
  });
  const graded = scored.flatMap((attempt) => (attempt.score === null ? [] : [attempt.score]));
  const bestScore = graded.length > 0 ? Math.max(...graded) : null;
  const status: AssignmentStatus = bestScore !== null && bestScore >= assignment.passMark ? 'passed' : attempts.length > 0 ? 'attempted' : 'not_started';
  return { status, attemptCount: attempts.length, bestScore, lastAttemptAt: attempts.at(-1)?.startedAt ?? null, attempts: scored.slice(-ASSIGNMENT_TREND_MAX) };
}

/** How the due date reads for an assignee: passed, overdue, due soon, or later. */
export function dueStateOf(dueAt: Date, status: AssignmentStatus, now: Date): AssignmentDueState {
  if (status === 'passed') return 'done';
  if (dueAt.getTime() <= now.getTime()) return 'overdue';
  return dueAt.getTime() - now.getTime() <= ASSIGNMENT_DUE_SOON_HOURS * HOUR_MS ? 'due_soon' : 'upcoming';
}

export const ASSIGNMENT_CSV_HEADER = ['Name', 'E-mail', 'Status', 'Attempts', 'Best score', 'Pass mark', 'Last attempt', 'Scores'];
/** The skills CSV: one row per skill and week (its Monday), the most practised skill first, oldest week first. */
export const SKILLS_CSV_HEADER = ['Skill', 'Week', 'Average score', 'Sessions'];

/** For the reminder job: the figures of the given assignees, read as the pages read them. */
export async function assigneeFigures(db: Db, assignment: AssignmentRow, userIds: readonly string[]): Promise<Map<string, MemberFigures>> {
  const attempts = await createSessionRecords(db).listAssignmentAttempts([assignment.id], ATTEMPTS_READ_MAX);
  const scores = await createReportRecords(db).findScores(attempts.map((attempt) => attempt.id));
  return new Map(userIds.map((userId) => [userId, figuresOf(assignment, attempts.filter((attempt) => attempt.userId === userId), scores)]));
}
