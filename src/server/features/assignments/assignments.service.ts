// Assignment rules: who may manage teams and assign practice (owners, admins, managers; assignment-access.ts), who an
// assignment is for, and the figures of assigned practice (assignment-progress.ts). Leaving the organisation takes a
// member off its teams and assignments (foreign keys).
import type { FastifyBaseLogger } from 'fastify';
import type {
  Assignment,
  AssignmentList,
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
  ASSIGNMENT_MESSAGES as MESSAGES,
  ASSIGNMENT_PRIVACY_NOTE,
  ASSIGNMENTS_LIST_MAX,
  MY_ASSIGNMENTS_MAX,
  TEAMS_PER_ORGANIZATION_MAX,
  attemptsBelowUsedMessage,
  type AssignmentDueState,
} from '../../../shared/contracts/assignments-constants.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { createOrganizationRecords } from '../organizations/organization-records.repository.ts';
import { findAssignableScenarios } from '../scenarios/scenario-records.repository.ts';
import { createSessionRecords } from '../sessions/session-records.repository.ts';
import { ATTEMPTS_READ_MAX, dueStateOf, figuresOf } from './assignment-figures.ts';
import { createAssignmentAccess } from './assignment-access.ts';
import { createAssignmentProgress } from './assignment-progress.ts';
import { createAssignmentViews } from './assignment-views.ts';
import { createAssignmentsRepository, type TeamWithMembers } from './assignments.repository.ts';
import { isUuid } from '../../../shared/uuid.ts';

function toTeam(row: TeamWithMembers): Team {
  return { id: row.id, name: row.name, member_ids: row.memberIds, created_at: row.createdAt.toISOString() };
}

export function createAssignmentsService(deps: Pick<FeatureDeps, 'database' | 'events'>, logger?: Pick<FastifyBaseLogger, 'warn'>) {
  const db = deps.database.db;
  const repository = createAssignmentsRepository(db);
  const organizations = createOrganizationRecords(db);
  const sessions = createSessionRecords(db);
  const access = createAssignmentAccess(deps, logger);
  const { requireAssigner, requireAssignment, assertMembers, tell } = access;
  const views = createAssignmentViews(db);
  const { figuresFor, toAssignment } = views;
  const progress = createAssignmentProgress(db, access, views);

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

    ...progress,

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
