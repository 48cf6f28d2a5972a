// Who may manage teams and assign practice in an organisation (owners, admins, managers), read from the database at
// every call so a removed member is refused at their next request; and telling people's open pages of a change.
import type { FastifyBaseLogger } from 'fastify';
import { ASSIGNING_ROLES, ASSIGNMENT_MESSAGES as MESSAGES } from '../../../shared/contracts/assignments-constants.ts';
import { ORGANIZATION_MEMBERS_MAX } from '../../../shared/contracts/organizations-constants.ts';
import { ORGANIZATION_MESSAGES } from '../../../shared/contracts/organization-messages.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { createOrganizationRecords, type MembershipRow } from '../organizations/organization-records.repository.ts';
import { createAssignmentsRepository, type AssignmentWithTargets, type TeamWithMembers } from './assignments.repository.ts';
import { isUuid } from '../../../shared/uuid.ts';

export function createAssignmentAccess({ database, events }: Pick<FeatureDeps, 'database' | 'events'>, logger?: Pick<FastifyBaseLogger, 'warn'>) {
  const repository = createAssignmentsRepository(database.db);
  const organizations = createOrganizationRecords(database.db);

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

  return { requireMember, requireAssigner, requireAssignment, requireTeam, assertMembers, tell };
}

export type AssignmentAccess = ReturnType<typeof createAssignmentAccess>;
