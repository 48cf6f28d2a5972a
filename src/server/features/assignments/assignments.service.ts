// Assignment rules: who may manage teams and assign practice (owners, admins, managers), who an assignment is for, and
// the figures of assigned practice. Every call reads the caller's membership from the database, so a removed member is
// refused at their next request; leaving the organisation takes them off its teams and assignments (foreign keys).
// Managers read assigned sessions only: a session is tied to an assignment when it starts (the sessions feature).
import type { FastifyBaseLogger } from 'fastify';
import type {
  AssignedSkillList,
  AssignedSkillsQuery,
  Assignment,
  AssignmentAttemptReport,
  AssignmentList,
  AssignmentMemberProgress,
  AssignmentProgress,
  CreateAssignmentInput,
  CreateTeamInput,
  MyAssignment,
  MyAssignmentList,
  Team,
  TeamList,
  UpdateAssignmentInput,
  UpdateTeamInput,
} from '../../../shared/contracts/assignments.ts';
import { CreateAssignmentInputSchema, CreateTeamInputSchema, UpdateAssignmentInputSchema, UpdateTeamInputSchema } from '../../../shared/contracts/assignments.ts';
import {
  ASSIGNED_SKILL_SESSIONS_MAX,
  ASSIGNING_ROLES,
  ASSIGNMENT_MESSAGES as MESSAGES,
  ASSIGNMENT_PRIVACY_NOTE,
  ASSIGNMENT_STATUS_LABELS,
  ASSIGNMENTS_LIST_MAX,
  MY_ASSIGNMENTS_MAX,
  TEAMS_PER_ORGANIZATION_MAX,
  attemptsBelowUsedMessage,
  type AssignmentDueState,
} from '../../../shared/contracts/assignments-constants.ts';
import { ORGANIZATION_MEMBERS_MAX } from '../../../shared/contracts/organizations-constants.ts';
import { ORGANIZATION_MESSAGES } from '../../../shared/contracts/organization-messages.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { createOrganizationRecords, type MembershipRow } from '../organizations/organization-records.repository.ts';
import { createReportRecords } from '../reports/report-records.repository.ts';
import { findAssignableScenarios } from '../scenarios/scenario-records.repository.ts';
import { createSessionRecords } from '../sessions/session-records.repository.ts';
import { findAccountContacts } from '../users/account-records.repository.ts';
import { assignedSkillsOf } from './assigned-skills.ts';
import { csvCell } from '../../lib/csv.ts';
import { ASSIGNMENT_CSV_HEADER, ATTEMPTS_READ_MAX, SKILLS_CSV_HEADER, dueStateOf, figuresOf, type MemberFigures } from './assignment-figures.ts';
import { createAssignmentsRepository, type AssignmentRow, type AssignmentWithTargets, type TeamWithMembers } from './assignments.repository.ts';
import { isUuid } from '../../../shared/uuid.ts';

/** A file name's piece: lower case, words joined by hyphens, at most 60 characters; `fallback` when nothing is left. */
function slugOf(name: string, fallback: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || fallback;
}

function toTeam(row: TeamWithMembers): Team {
  return { id: row.id, name: row.name, member_ids: row.memberIds, created_at: row.createdAt.toISOString() };
}

export function createAssignmentsService(deps: Pick<FeatureDeps, 'database' | 'events'>, logger?: Pick<FastifyBaseLogger, 'warn'>) {
  const { database, events } = deps;
  const db = database.db;
  const repository = createAssignmentsRepository(db);
  const organizations = createOrganizationRecords(db);
  const sessions = createSessionRecords(db);
  const reports = createReportRecords(db);

  /** The caller's membership; an organisation they are not in answers like one that does not exist. */
  async function requireMember(caller: AccessClaims, organizationId: string): Promise<MembershipRow> {
    const membership = isUuid(organizationId) ? await organizations.findMembership(organizationId, caller.userId) : undefined;
    if (!membership) throw notFound(ORGANIZATION_MESSAGES.notFound);
    return membership;
  }

  async function requireAssigner(caller: AccessClaims, organizationId: string): Promise<MembershipRow> {
    const membership = await requireMember(caller, organizationId);
    if (!(ASSIGNING_ROLES as readonly string[]).includes(membership.role)) throw forbidden(MESSAGES.assignersOnly);
    return membership;
  }

  async function requireAssignment(caller: AccessClaims, organizationId: string, assignmentId: string): Promise<AssignmentWithTargets> {
    await requireAssigner(caller, organizationId);
    const assignment = isUuid(assignmentId) ? await repository.findAssignment(organizationId, assignmentId) : undefined;
    if (!assignment) throw notFound(MESSAGES.assignmentNotFound);
    return assignment;
  }

  /** A team of the organisation with its members now; 404 for any other id. */
  async function requireTeam(organizationId: string, teamId: string): Promise<TeamWithMembers> {
    const team = isUuid(teamId) ? await repository.findTeam(organizationId, teamId) : undefined;
    if (!team) throw notFound(MESSAGES.teamNotFound);
    return team;
  }

  /** Every id must be a member of the organisation (400 otherwise). */
  async function assertMembers(organizationId: string, userIds: readonly string[]): Promise<void> {
    if (userIds.length === 0) return;
    const members = new Set((await organizations.listMembers(organizationId, ORGANIZATION_MEMBERS_MAX)).map((row) => row.userId));
    if (userIds.some((id) => !members.has(id))) throw badRequest(MESSAGES.notMembers);
  }

  /** Tells people's open pages that their assignments changed; never failing the request. */
  async function tell(userIds: Iterable<string>, message: string | null = null): Promise<void> {
    for (const userId of new Set(userIds)) {
      await events.publish(userId, { type: 'assignments', message }).catch((error: unknown) => logger?.warn({ err: error }, 'could not announce an assignment change'));
    }
  }

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

  return {
    async listTeams(caller: AccessClaims, organizationId: string): Promise<TeamList> {
      await requireAssigner(caller, organizationId);
      return { data: (await repository.listTeams(organizationId, TEAMS_PER_ORGANIZATION_MAX)).map(toTeam) };
    },

    async createTeam(caller: AccessClaims, organizationId: string, input: CreateTeamInput): Promise<Team> {
      const { name, member_ids: memberIds } = CreateTeamInputSchema.parse(input);
      await requireAssigner(caller, organizationId);
      await assertMembers(organizationId, memberIds);
      if ((await repository.countTeams(organizationId)) >= TEAMS_PER_ORGANIZATION_MAX) throw conflict(MESSAGES.teamsFull);
      const team = await db.transaction(async (tx) => {
        const repo = createAssignmentsRepository(tx);
        const row = await repo.insertTeam(organizationId, name);
        if (!row) throw conflict(MESSAGES.teamExists);
        await repo.replaceTeamMembers(organizationId, row.id, memberIds);
        return (await repo.findTeam(organizationId, row.id))!;
      });
      return toTeam(team);
    },

    /** Renames the team or replaces its members; those who join or leave it gain or lose its assignments at once. */
    async updateTeam(caller: AccessClaims, organizationId: string, teamId: string, input: UpdateTeamInput): Promise<Team> {
      const { name, member_ids: memberIds } = UpdateTeamInputSchema.parse(input);
      await requireAssigner(caller, organizationId);
      const before = isUuid(teamId) ? await repository.findTeam(organizationId, teamId) : undefined;
      if (!before) throw notFound(MESSAGES.teamNotFound);
      if (memberIds) await assertMembers(organizationId, memberIds);
      await db.transaction(async (tx) => {
        const repo = createAssignmentsRepository(tx);
        if (name !== undefined && !(await repo.renameTeam(organizationId, teamId, name))) throw conflict(MESSAGES.teamExists);
        if (memberIds) await repo.replaceTeamMembers(organizationId, teamId, memberIds);
      });
      const after = await repository.findTeam(organizationId, teamId);
      if (!after) throw notFound(MESSAGES.teamNotFound);
      if (memberIds) await tell([...before.memberIds, ...after.memberIds]);
      return toTeam(after);
    },

    async deleteTeam(caller: AccessClaims, organizationId: string, teamId: string): Promise<void> {
      await requireAssigner(caller, organizationId);
      const team = isUuid(teamId) ? await repository.findTeam(organizationId, teamId) : undefined;
      if (!team || !(await repository.deleteTeam(organizationId, teamId))) throw notFound(MESSAGES.teamNotFound);
      await tell(team.memberIds);
    },

    /** One assignment per scenario (the caller's own, the organisation's or a sample), for the members and teams named. */
    async createAssignments(caller: AccessClaims, organizationId: string, input: CreateAssignmentInput, now = new Date()): Promise<AssignmentList> {
      const parsed = CreateAssignmentInputSchema.parse(input);
      await requireAssigner(caller, organizationId);
      const dueAt = new Date(parsed.due_at);
      if (dueAt.getTime() <= now.getTime()) throw badRequest(MESSAGES.duePast);
      const scenarios = await findAssignableScenarios(db, caller.userId, organizationId, parsed.scenario_ids);
      if (scenarios.length !== parsed.scenario_ids.length) throw forbidden(MESSAGES.scenarioNotAssignable);
      await assertMembers(organizationId, parsed.user_ids);
      if ((await repository.findTeamIds(organizationId, parsed.team_ids)).length !== parsed.team_ids.length) throw badRequest(MESSAGES.teamsNotFound);
      const ordered = parsed.scenario_ids.map((id) => scenarios.find((scenario) => scenario.id === id)!);
      const rows = await db.transaction((tx) =>
        createAssignmentsRepository(tx).insertAssignments(
          { organizationId, createdBy: caller.userId, dueAt, passMark: parsed.pass_mark, maxAttempts: parsed.max_attempts },
          ordered,
          { userIds: parsed.user_ids, teamIds: parsed.team_ids },
        ),
      );
      const created = await Promise.all(rows.map((row) => repository.findAssignment(organizationId, row.id)));
      const withTargets = created.flatMap((row) => (row ? [row] : []));
      const assignees = await repository.listAssignees(withTargets.map((row) => row.id));
      const figures = await figuresFor(withTargets, assignees);
      await tell([...assignees.values()].flatMap((set) => [...set]));
      return { data: withTargets.map((row) => toAssignment(row, figures.get(row.id) ?? new Map())) };
    },

    async listAssignments(caller: AccessClaims, organizationId: string): Promise<AssignmentList> {
      await requireAssigner(caller, organizationId);
      const rows = await repository.listAssignments(organizationId, ASSIGNMENTS_LIST_MAX);
      const assignees = await repository.listAssignees(rows.map((row) => row.id));
      const figures = await figuresFor(rows, assignees);
      return { data: rows.map((row) => toAssignment(row, figures.get(row.id) ?? new Map())) };
    },

    /** A new due date (in the future) or number of attempts (not below what an assignee has used already). */
    async updateAssignment(caller: AccessClaims, organizationId: string, assignmentId: string, input: UpdateAssignmentInput, now = new Date()): Promise<Assignment> {
      const parsed = UpdateAssignmentInputSchema.parse(input);
      const assignment = await requireAssignment(caller, organizationId, assignmentId);
      const dueAt = parsed.due_at === undefined ? undefined : new Date(parsed.due_at);
      if (dueAt && dueAt.getTime() <= now.getTime()) throw badRequest(MESSAGES.duePast);
      if (parsed.max_attempts !== undefined) {
        const counts = new Map<string, number>();
        for (const attempt of await sessions.listAssignmentAttempts([assignment.id], ATTEMPTS_READ_MAX)) counts.set(attempt.userId, (counts.get(attempt.userId) ?? 0) + 1);
        const used = Math.max(0, ...counts.values());
        if (parsed.max_attempts < used) throw badRequest(attemptsBelowUsedMessage(used));
      }
      if (!(await repository.updateAssignment(organizationId, assignment.id, { dueAt, maxAttempts: parsed.max_attempts }))) throw notFound(MESSAGES.assignmentNotFound);
      const updated = await repository.findAssignment(organizationId, assignment.id);
      if (!updated) throw notFound(MESSAGES.assignmentNotFound);
      const assignees = await repository.listAssignees([updated.id]);
      const figures = await figuresFor([updated], assignees);
      await tell(assignees.get(updated.id) ?? []);
      return toAssignment(updated, figures.get(updated.id) ?? new Map());
    },

    async deleteAssignment(caller: AccessClaims, organizationId: string, assignmentId: string): Promise<void> {
      const assignment = await requireAssignment(caller, organizationId, assignmentId);
      const assignees = await repository.listAssignees([assignment.id]);
      if (!(await repository.deleteAssignment(organizationId, assignment.id))) throw notFound(MESSAGES.assignmentNotFound);
      await tell(assignees.get(assignment.id) ?? []);
    },

    /** Who has not started, attempted or passed, with each member's best score, attempts, last date and trend. */
    async getProgress(caller: AccessClaims, organizationId: string, assignmentId: string): Promise<AssignmentProgress> {
      return progressOf(await requireAssignment(caller, organizationId, assignmentId));
    },

    /** The progress page's figures as CSV, one row per member. */
    async getProgressCsv(caller: AccessClaims, organizationId: string, assignmentId: string): Promise<{ filename: string; csv: string }> {
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
      return { filename: `assignment-${slug}-${assignment.due_at.slice(0, 10)}.csv`, csv: `${lines.join('\r\n')}\r\n` };
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
    async getSkillsCsv(caller: AccessClaims, organizationId: string, query: AssignedSkillsQuery = {}, now = new Date()): Promise<{ filename: string; csv: string }> {
      await requireAssigner(caller, organizationId);
      const team = query.team_id ? await requireTeam(organizationId, query.team_id) : null;
      const { data } = await skillsOf(await repository.listAssignments(organizationId, ASSIGNMENTS_LIST_MAX), undefined, team ? new Set(team.memberIds) : undefined);
      const lines = [SKILLS_CSV_HEADER, ...data.flatMap((skill) => skill.weeks.map((week) => [skill.name, week.week, week.average, week.sessions]))].map((cells) => cells.map(csvCell).join(','));
      const teamSlug = team ? `${slugOf(team.name, 'team')}-` : '';
      return { filename: `skills-${teamSlug}${now.toISOString().slice(0, 10)}.csv`, csv: `${lines.join('\r\n')}\r\n` };
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

    /** The caller's assignments in every organisation they are in, overdue first, then the soonest due. */
    async listMine(caller: AccessClaims, now = new Date()): Promise<MyAssignmentList> {
      const rows = await repository.listAssignmentsOf(caller.userId, MY_ASSIGNMENTS_MAX);
      const names = new Map((await organizations.listMemberships(caller.userId, MY_ASSIGNMENTS_MAX)).map((row) => [row.organization.id, row.organization.name]));
      const mine = new Map(rows.map((row) => [row.id, new Set([caller.userId])]));
      const figures = await figuresFor(rows, mine, caller.userId);
      const order: Record<AssignmentDueState, number> = { overdue: 0, due_soon: 1, upcoming: 2, done: 3 };
      const data: MyAssignment[] = rows
        .filter((row) => names.has(row.organizationId))
        .map((row) => {
          const figure = figures.get(row.id)?.get(caller.userId) ?? figuresOf(row, [], new Map());
          return {
            id: row.id,
            organization_id: row.organizationId,
            organization_name: names.get(row.organizationId)!,
            scenario_id: row.scenarioId,
            scenario_name: row.scenarioName,
            due_at: row.dueAt.toISOString(),
            pass_mark: row.passMark,
            max_attempts: row.maxAttempts,
            status: figure.status,
            due_state: dueStateOf(row.dueAt, figure.status, now),
            attempt_count: figure.attemptCount,
            attempts_left: Math.max(0, row.maxAttempts - figure.attemptCount),
            best_score: figure.bestScore,
            last_attempt_at: figure.lastAttemptAt?.toISOString() ?? null,
            attempts: figure.attempts,
          };
        })
        .sort((a, b) => order[a.due_state] - order[b.due_state] || a.due_at.localeCompare(b.due_at));
      return { data, privacy: ASSIGNMENT_PRIVACY_NOTE };
    },
  };
}

export type AssignmentsService = ReturnType<typeof createAssignmentsService>;
