// Assignments as other features read them: the scenarios feature lets an assignee see and play an assigned scenario,
// and the sessions feature ties a session to the assignment it is an attempt at. Exported for those purposes, so that
// no other feature queries the assignment tables.
import { and, asc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assignments, assignmentTargets, organizationTeamMembers } from '../../db/schema.ts';

/** The assignments `userId` is an assignee of: named, or through a team (members leave both with the organisation). */
export function assigneeOf(userId: string): SQL {
  return sql`exists (select 1 from ${assignmentTargets} where ${assignmentTargets.assignmentId} = ${assignments.id} and (${assignmentTargets.userId} = ${userId}
    or ${assignmentTargets.teamId} in (select ${organizationTeamMembers.teamId} from ${organizationTeamMembers} where ${organizationTeamMembers.userId} = ${userId})))`;
}

/** True for a scenario (`scenarioId`, a column of the caller's query) that one of the person's organisations assigned to them. */
export function isAssignedTo(userId: string, scenarioId: AnyColumn): SQL {
  return sql`exists (select 1 from ${assignments} where ${assignments.scenarioId} = ${scenarioId} and ${assigneeOf(userId)})`;
}

/** The assignments of the scenario the person is an assignee of, the soonest due first: what a session of it is an attempt at. */
export async function findAssignmentsOfScenario(db: Db, userId: string, scenarioId: string): Promise<{ id: string; maxAttempts: number }[]> {
  return db
    .select({ id: assignments.id, maxAttempts: assignments.maxAttempts })
    .from(assignments)
    .where(and(eq(assignments.scenarioId, scenarioId), assigneeOf(userId)))
    .orderBy(asc(assignments.dueAt), asc(assignments.id))
    .limit(20);
}

