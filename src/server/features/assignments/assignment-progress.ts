// The figures of assigned practice for the organisation's owners, admins and managers (progress, skills, one attempt's
// report, as pages and CSV) and the caller's own skills. Managers read assigned sessions only: a session is tied to an
// assignment when it starts (the sessions feature).
import type { AssignedSkillList, AssignedSkillsQuery, AssignmentAttemptReport, AssignmentProgress } from '../../../shared/contracts/assignments.ts';
import {
  ASSIGNMENT_MESSAGES as MESSAGES,
  ASSIGNMENT_STATUS_LABELS,
  ASSIGNMENTS_LIST_MAX,
  MY_ASSIGNMENTS_MAX,
} from '../../../shared/contracts/assignments-constants.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import type { PrivateDownload } from '../../lib/content-disposition.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import type { Db } from '../../db/client.ts';
import { createReportRecords } from '../reports/report-records.repository.ts';
import { createSessionRecords } from '../sessions/session-records.repository.ts';
import { findAccountContacts } from '../users/account-records.repository.ts';
import { csvCell } from '../../lib/csv.ts';
import { ASSIGNMENT_CSV_HEADER, ATTEMPTS_READ_MAX, SKILLS_CSV_HEADER } from './assignment-figures.ts';
import type { AssignmentAccess } from './assignment-access.ts';
import type { AssignmentViews } from './assignment-views.ts';
import { createAssignmentsRepository } from './assignments.repository.ts';
import { isUuid } from '../../../shared/uuid.ts';

/** A file name's piece: lower case, words joined by hyphens, at most 60 characters; `fallback` when nothing is left. */
function slugOf(name: string, fallback: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || fallback;
}

export function createAssignmentProgress(db: Db, { requireAssigner, requireAssignment, requireTeam }: AssignmentAccess, { progressOf, skillsOf }: AssignmentViews) {
  const repository = createAssignmentsRepository(db);
  const sessions = createSessionRecords(db);
  const reports = createReportRecords(db);

  return {
    /** Who has not started, attempted or passed, with each member's best score, attempts, last date and trend. */
    async getProgress(caller: AccessClaims, organizationId: string, assignmentId: string): Promise<AssignmentProgress> {
      return progressOf(await requireAssignment(caller, organizationId, assignmentId));
    },

    /** The progress page's figures as CSV, one row per member. */
    async getProgressCsv(caller: AccessClaims, organizationId: string, assignmentId: string): Promise<PrivateDownload> {
      const { assignment, members } = await progressOf(await requireAssignment(caller, organizationId, assignmentId));
      const lines = [
        ASSIGNMENT_CSV_HEADER,
        ...members.map((member) => [
          member.name,
          member.email,
          ASSIGNMENT_STATUS_LABELS[member.status],
          member.attempt_count,
          member.best_score,
          assignment.pass_mark,
          member.last_attempt_at,
          member.attempts.map((attempt) => attempt.score ?? '-').join(' '),
        ]),
      ].map((cells) => cells.map(csvCell).join(','));
      const slug = slugOf(assignment.scenario_name, 'assignment');
      return { filename: `assignment-${slug}-${assignment.due_at.slice(0, 10)}.csv`, body: `${lines.join('\r\n')}\r\n` };
    },

    /**
     * Per skill, the organisation's assignees' average per week over their assigned sessions' reports; with `team_id`,
     * only the sessions of that team's members now (404 for a team not of this organisation).
     */
    async getSkills(caller: AccessClaims, organizationId: string, query: AssignedSkillsQuery = {}): Promise<AssignedSkillList> {
      await requireAssigner(caller, organizationId);
      const team = query.team_id ? await requireTeam(organizationId, query.team_id) : null;
      return skillsOf(await repository.listAssignments(organizationId, ASSIGNMENTS_LIST_MAX), undefined, team ? new Set(team.memberIds) : undefined);
    },

    /** The skills as CSV, one row per skill and week, for the organisation or one team (as `getSkills`). */
    async getSkillsCsv(caller: AccessClaims, organizationId: string, query: AssignedSkillsQuery = {}, now = new Date()): Promise<PrivateDownload> {
      await requireAssigner(caller, organizationId);
      const team = query.team_id ? await requireTeam(organizationId, query.team_id) : null;
      const { data } = await skillsOf(await repository.listAssignments(organizationId, ASSIGNMENTS_LIST_MAX), undefined, team ? new Set(team.memberIds) : undefined);
      const lines = [SKILLS_CSV_HEADER, ...data.flatMap((skill) => skill.weeks.map((week) => [skill.name, week.week, week.average, week.sessions]))].map((cells) => cells.map(csvCell).join(','));
      const teamSlug = team ? `${slugOf(team.name, 'team')}-` : '';
      return { filename: `skills-${teamSlug}${now.toISOString().slice(0, 10)}.csv`, body: `${lines.join('\r\n')}\r\n` };
    },

    /** Per skill, the caller's own average per week over their sessions of what their organisations assigned them. */
    async listMySkills(caller: AccessClaims): Promise<AssignedSkillList> {
      return skillsOf(await repository.listAssignmentsOf(caller.userId, MY_ASSIGNMENTS_MAX), caller.userId);
    },

    /**
     * The report of one assigned session, for the organisation's owners, admins and managers: only a session started as
     * an attempt at this assignment, by someone who is still its assignee. Personal practice is never reachable here.
     */
    async getAttemptReport(caller: AccessClaims, organizationId: string, assignmentId: string, conversationId: string): Promise<AssignmentAttemptReport> {
      const assignment = await requireAssignment(caller, organizationId, assignmentId);
      if (!isUuid(conversationId)) throw notFound(MESSAGES.attemptNotFound);
      const attempts = await sessions.listAssignmentAttempts([assignment.id], ATTEMPTS_READ_MAX);
      const attempt = attempts.find((row) => row.id === conversationId.toLowerCase());
      if (!attempt || !(await repository.isAssignee(assignment.id, attempt.userId))) throw notFound(MESSAGES.attemptNotFound);
      const found = await reports.findReport(attempt.id);
      if (!found) throw conflict(MESSAGES.reportNotReady);
      const contact = (await findAccountContacts(db, [attempt.userId])).get(attempt.userId);
      if (!contact) throw notFound(MESSAGES.attemptNotFound);
      return {
        member: { user_id: attempt.userId, name: contact.name, email: contact.email },
        attempt: { conversation_id: attempt.id, started_at: attempt.startedAt.toISOString(), score: found.overallScore, passed: found.overallScore >= assignment.passMark },
        report: found.report,
      };
    },
  };
}
