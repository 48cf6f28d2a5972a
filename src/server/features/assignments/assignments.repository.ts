// The only file that queries the teams and assignments tables (organization_teams, organization_team_members,
// assignments, assignment_targets, assignment_reminders). Who may do what is the service's; sessions and scores are
// read through the sessions and reports features' records.
import { and, asc, count, desc, eq, gt, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assignmentReminders, assignments, assignmentTargets, organizationTeamMembers, organizationTeams } from '../../db/schema.ts';
import { assigneeOf } from './assignment-records.repository.ts';

export type TeamRow = typeof organizationTeams.$inferSelect;
export type AssignmentRow = typeof assignments.$inferSelect;

/** A team with its members' ids. */
export interface TeamWithMembers extends TeamRow {
  memberIds: string[];
}

/** An assignment with who it names: members by id and teams by id. */
export interface AssignmentWithTargets extends AssignmentRow {
  userIds: string[];
  teamIds: string[];
}

const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && 'code' in error && (error as { code: unknown }).code === '23505';

export function createAssignmentsRepository(db: Db) {
  async function membersOfTeams(teamIds: readonly string[]): Promise<Map<string, string[]>> {
    const members = new Map<string, string[]>();
    if (teamIds.length === 0) return members;
    const rows = await db
      .select({ teamId: organizationTeamMembers.teamId, userId: organizationTeamMembers.userId })
      .from(organizationTeamMembers)
      .where(inArray(organizationTeamMembers.teamId, [...teamIds]))
      .orderBy(asc(organizationTeamMembers.createdAt))
      .limit(teamIds.length * 500);
    for (const row of rows) members.set(row.teamId, [...(members.get(row.teamId) ?? []), row.userId]);
    return members;
  }

  async function withTargets(rows: AssignmentRow[]): Promise<AssignmentWithTargets[]> {
    if (rows.length === 0) return [];
    const targets = await db
      .select({ assignmentId: assignmentTargets.assignmentId, userId: assignmentTargets.userId, teamId: assignmentTargets.teamId })
      .from(assignmentTargets)
      .where(inArray(assignmentTargets.assignmentId, rows.map((row) => row.id)))
      .limit(rows.length * 1000);
    return rows.map((row) => {
      const own = targets.filter((target) => target.assignmentId === row.id);
      return { ...row, userIds: own.flatMap((target) => (target.userId ? [target.userId] : [])), teamIds: own.flatMap((target) => (target.teamId ? [target.teamId] : [])) };
    });
  }

  return {
    async listTeams(organizationId: string, limit: number): Promise<TeamWithMembers[]> {
      const rows = await db.select().from(organizationTeams).where(eq(organizationTeams.organizationId, organizationId)).orderBy(asc(organizationTeams.name), asc(organizationTeams.id)).limit(limit);
      const members = await membersOfTeams(rows.map((row) => row.id));
      return rows.map((row) => ({ ...row, memberIds: members.get(row.id) ?? [] }));
    },

    async countTeams(organizationId: string): Promise<number> {
      const [row] = await db.select({ total: count() }).from(organizationTeams).where(eq(organizationTeams.organizationId, organizationId));
      return row?.total ?? 0;
    },

    async findTeam(organizationId: string, teamId: string): Promise<TeamWithMembers | undefined> {
      const [row] = await db.select().from(organizationTeams).where(and(eq(organizationTeams.organizationId, organizationId), eq(organizationTeams.id, teamId))).limit(1);
      if (!row) return undefined;
      return { ...row, memberIds: (await membersOfTeams([row.id])).get(row.id) ?? [] };
    },

    /** The ids among `teamIds` that are teams of the organisation. */
    async findTeamIds(organizationId: string, teamIds: readonly string[]): Promise<string[]> {
      if (teamIds.length === 0) return [];
      const rows = await db
        .select({ id: organizationTeams.id })
        .from(organizationTeams)
        .where(and(eq(organizationTeams.organizationId, organizationId), inArray(organizationTeams.id, [...teamIds])))
        .limit(teamIds.length);
      return rows.map((row) => row.id);
    },

    /** A new team; undefined when the organisation has one of that name (compared without case). */
    async insertTeam(organizationId: string, name: string): Promise<TeamRow | undefined> {
      const [row] = await db.insert(organizationTeams).values({ organizationId, name }).onConflictDoNothing().returning();
      return row;
    },

    /** Renames the team; false when the organisation has another of that name. */
    async renameTeam(organizationId: string, teamId: string, name: string): Promise<boolean> {
      try {
        await db
          .update(organizationTeams)
          .set({ name, updatedAt: new Date() })
          .where(and(eq(organizationTeams.organizationId, organizationId), eq(organizationTeams.id, teamId)));
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    /** Makes `userIds` (members of the organisation) the team's whole membership. Call inside a transaction. */
    async replaceTeamMembers(organizationId: string, teamId: string, userIds: readonly string[]): Promise<void> {
      await db.delete(organizationTeamMembers).where(eq(organizationTeamMembers.teamId, teamId));
      if (userIds.length > 0) await db.insert(organizationTeamMembers).values(userIds.map((userId) => ({ teamId, organizationId, userId })));
    },

    async deleteTeam(organizationId: string, teamId: string): Promise<boolean> {
      const rows = await db
        .delete(organizationTeams)
        .where(and(eq(organizationTeams.organizationId, organizationId), eq(organizationTeams.id, teamId)))
        .returning({ id: organizationTeams.id });
      return rows.length > 0;
    },

    /** One assignment per scenario, each naming the same members and teams. Call inside a transaction. */
    async insertAssignments(
      values: { organizationId: string; createdBy: string; dueAt: Date; passMark: number; maxAttempts: number },
      scenarios: readonly { id: string; name: string }[],
      targets: { userIds: readonly string[]; teamIds: readonly string[] },
    ): Promise<AssignmentRow[]> {
      const rows = await db
        .insert(assignments)
        .values(scenarios.map((scenario) => ({ ...values, scenarioId: scenario.id, scenarioName: scenario.name })))
        .returning();
      const targetRows = rows.flatMap((row) => [
        ...targets.userIds.map((userId) => ({ assignmentId: row.id, organizationId: values.organizationId, userId, teamId: null })),
        ...targets.teamIds.map((teamId) => ({ assignmentId: row.id, organizationId: values.organizationId, userId: null, teamId })),
      ]);
      if (targetRows.length > 0) await db.insert(assignmentTargets).values(targetRows);
      return rows;
    },

    /** The organisation's assignments, the latest due first. */
    async listAssignments(organizationId: string, limit: number): Promise<AssignmentWithTargets[]> {
      return withTargets(await db.select().from(assignments).where(eq(assignments.organizationId, organizationId)).orderBy(desc(assignments.dueAt), desc(assignments.id)).limit(limit));
    },

    async findAssignment(organizationId: string, assignmentId: string): Promise<AssignmentWithTargets | undefined> {
      const [row] = await db.select().from(assignments).where(and(eq(assignments.organizationId, organizationId), eq(assignments.id, assignmentId))).limit(1);
      return row ? (await withTargets([row]))[0] : undefined;
    },

    /** A new due date or number of attempts; a new due date forgets the reminders sent, so the next one goes out before it. */
    async updateAssignment(organizationId: string, assignmentId: string, values: { dueAt?: Date; maxAttempts?: number }): Promise<boolean> {
      const rows = await db
        .update(assignments)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(assignments.organizationId, organizationId), eq(assignments.id, assignmentId)))
        .returning({ id: assignments.id });
      if (rows.length > 0 && values.dueAt) await db.delete(assignmentReminders).where(eq(assignmentReminders.assignmentId, assignmentId));
      return rows.length > 0;
    },

    async deleteAssignment(organizationId: string, assignmentId: string): Promise<boolean> {
      const rows = await db
        .delete(assignments)
        .where(and(eq(assignments.organizationId, organizationId), eq(assignments.id, assignmentId)))
        .returning({ id: assignments.id });
      return rows.length > 0;
    },

    /** Who each assignment is for now: the members it names and its teams' members, once each. */
    async listAssignees(assignmentIds: readonly string[]): Promise<Map<string, Set<string>>> {
      const assignees = new Map<string, Set<string>>(assignmentIds.map((id) => [id, new Set<string>()]));
      if (assignmentIds.length === 0) return assignees;
      const named = await db
        .select({ assignmentId: assignmentTargets.assignmentId, userId: assignmentTargets.userId })
        .from(assignmentTargets)
        .where(and(inArray(assignmentTargets.assignmentId, [...assignmentIds]), isNotNull(assignmentTargets.userId)))
        .limit(assignmentIds.length * 1000);
      const throughTeams = await db
        .select({ assignmentId: assignmentTargets.assignmentId, userId: organizationTeamMembers.userId })
        .from(assignmentTargets)
        .innerJoin(organizationTeamMembers, eq(organizationTeamMembers.teamId, assignmentTargets.teamId))
        .where(inArray(assignmentTargets.assignmentId, [...assignmentIds]))
        .limit(assignmentIds.length * 1000);
      for (const row of [...named, ...throughTeams]) if (row.userId) assignees.get(row.assignmentId)?.add(row.userId);
      return assignees;
    },

    /** The person's assignments across their organisations, the soonest due first. */
    async listAssignmentsOf(userId: string, limit: number): Promise<AssignmentRow[]> {
      return db.select().from(assignments).where(assigneeOf(userId)).orderBy(asc(assignments.dueAt), asc(assignments.id)).limit(limit);
    },

    /** Whether the person is an assignee of the assignment now. */
    async isAssignee(assignmentId: string, userId: string): Promise<boolean> {
      const [row] = await db.select({ id: assignments.id }).from(assignments).where(and(eq(assignments.id, assignmentId), assigneeOf(userId))).limit(1);
      return row !== undefined;
    },

    /** Assignments due in (`now`, `until`], for the reminders. */
    async listDueBetween(now: Date, until: Date, limit: number): Promise<AssignmentRow[]> {
      return db
        .select()
        .from(assignments)
        .where(and(gt(assignments.dueAt, now), lte(assignments.dueAt, until)))
        .orderBy(asc(assignments.dueAt))
        .limit(limit);
    },

    /** Records the reminder of one assignee; false when they were reminded already (so each is reminded once). */
    async insertReminder(assignmentId: string, userId: string): Promise<boolean> {
      const rows = await db.insert(assignmentReminders).values({ assignmentId, userId }).onConflictDoNothing().returning({ userId: assignmentReminders.userId });
      return rows.length > 0;
    },

    /** Which of the assignees were reminded of the assignment already. */
    async listReminded(assignmentId: string, limit: number): Promise<Set<string>> {
      const rows = await db.select({ userId: assignmentReminders.userId }).from(assignmentReminders).where(eq(assignmentReminders.assignmentId, assignmentId)).limit(limit);
      return new Set(rows.map((row) => row.userId));
    },
  };
}

export type AssignmentsRepository = ReturnType<typeof createAssignmentsRepository>;

