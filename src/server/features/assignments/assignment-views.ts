// How assignments read: their figures per assignee, their progress page and the skills of assigned sessions.
import type { AssignedSkillList, Assignment, AssignmentMemberProgress, AssignmentProgress } from '../../../shared/contracts/assignments.ts';
import { ASSIGNED_SKILL_SESSIONS_MAX } from '../../../shared/contracts/assignments-constants.ts';
import type { Db } from '../../db/client.ts';
import { createReportRecords } from '../reports/report-records.repository.ts';
import { createSessionRecords } from '../sessions/session-records.repository.ts';
import { findAccountContacts } from '../users/account-records.repository.ts';
import { assignedSkillsOf } from './assigned-skills.ts';
import { ATTEMPTS_READ_MAX, figuresOf, type MemberFigures } from './assignment-figures.ts';
import { createAssignmentsRepository, type AssignmentRow, type AssignmentWithTargets } from './assignments.repository.ts';

export function createAssignmentViews(db: Db) {
  const repository = createAssignmentsRepository(db);
  const sessions = createSessionRecords(db);
  const reports = createReportRecords(db);

  /** Figures per assignment and person, for the assignments and people given. */
  async function figuresFor(rows: readonly AssignmentRow[], assignees: ReadonlyMap<string, ReadonlySet<string>>, userId?: string): Promise<Map<string, Map<string, MemberFigures>>> {
    const attempts = await sessions.listAssignmentAttempts(rows.map((row) => row.id), ATTEMPTS_READ_MAX, userId);
    const scores = await reports.findScores(attempts.map((attempt) => attempt.id));
    const figures = new Map<string, Map<string, MemberFigures>>();
    for (const row of rows) {
      const perMember = new Map<string, MemberFigures>();
      for (const memberId of assignees.get(row.id) ?? []) {
        perMember.set(memberId, figuresOf(row, attempts.filter((attempt) => attempt.assignmentId === row.id && attempt.userId === memberId), scores));
      }
      figures.set(row.id, perMember);
    }
    return figures;
  }

  /**
   * Per skill and week, over the reports of the latest attempts at these assignments by their assignees now (or by
   * `userId` alone): a person who left an assignment or its team leaves its figures.
   */
  async function skillsOf(rows: readonly AssignmentRow[], userId?: string, onlyMembers?: ReadonlySet<string>): Promise<AssignedSkillList> {
    const assignees = userId ? new Map(rows.map((row) => [row.id, new Set([userId])])) : await repository.listAssignees(rows.map((row) => row.id));
    const attempts = (await sessions.listAssignmentAttempts(rows.map((row) => row.id), ATTEMPTS_READ_MAX, userId))
      .filter((attempt) => assignees.get(attempt.assignmentId)?.has(attempt.userId) && (!onlyMembers || onlyMembers.has(attempt.userId)))
      .slice(-ASSIGNED_SKILL_SESSIONS_MAX);
    const criteria = await reports.findCriteria(attempts.map((attempt) => attempt.id));
    return {
      data: assignedSkillsOf(attempts.flatMap((attempt) => {
        const found = criteria.get(attempt.id);
        return found ? [{ conversationId: attempt.id, startedAt: attempt.startedAt, criteria: found }] : [];
      })),
    };
  }

  function toAssignment(row: AssignmentWithTargets, figures: ReadonlyMap<string, MemberFigures>): Assignment {
    const statuses = [...figures.values()].map((figure) => figure.status);
    return {
      id: row.id,
      organization_id: row.organizationId,
      scenario_id: row.scenarioId,
      scenario_name: row.scenarioName,
      due_at: row.dueAt.toISOString(),
      pass_mark: row.passMark,
      max_attempts: row.maxAttempts,
      created_at: row.createdAt.toISOString(),
      user_ids: row.userIds,
      team_ids: row.teamIds,
      counts: {
        assignees: statuses.length,
        not_started: statuses.filter((status) => status === 'not_started').length,
        attempted: statuses.filter((status) => status === 'attempted').length,
        passed: statuses.filter((status) => status === 'passed').length,
      },
    };
  }

  async function progressOf(assignment: AssignmentWithTargets): Promise<AssignmentProgress> {
    const assignees = await repository.listAssignees([assignment.id]);
    const figures = (await figuresFor([assignment], assignees)).get(assignment.id) ?? new Map<string, MemberFigures>();
    const contacts = await findAccountContacts(db, [...figures.keys()]);
    const members: AssignmentMemberProgress[] = [...figures.entries()]
      .flatMap(([userId, figure]) => {
        const contact = contacts.get(userId);
        if (!contact) return [];
        return [
          {
            user_id: userId,
            name: contact.name,
            email: contact.email,
            status: figure.status,
            attempt_count: figure.attemptCount,
            best_score: figure.bestScore,
            last_attempt_at: figure.lastAttemptAt?.toISOString() ?? null,
            attempts: figure.attempts,
          },
        ];
      })
      .sort((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email));
    return { assignment: toAssignment(assignment, figures), members };
  }

  return { figuresFor, skillsOf, toAssignment, progressOf };
}

export type AssignmentViews = ReturnType<typeof createAssignmentViews>;
