// The teams and assignments routes: an organisation's teams, the practice its owners, admins and managers assign and
// change, its figures and skills over time (also as CSV) and the reports of assigned sessions; and each person's own
// assignments and skills. Each validates, then calls the service.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AssignedSkillListSchema,
  AssignedSkillsQuerySchema,
  AssignmentAttemptParamsSchema,
  AssignmentAttemptReportSchema,
  AssignmentListSchema,
  AssignmentParamsSchema,
  AssignmentProgressSchema,
  AssignmentSchema,
  CreateAssignmentInputSchema,
  CreateTeamInputSchema,
  MyAssignmentListSchema,
  TeamListSchema,
  TeamParamsSchema,
  TeamSchema,
  UpdateAssignmentInputSchema,
  UpdateTeamInputSchema,
} from '../../../shared/contracts/assignments.ts';
import { ASSIGNED_SKILL_SESSIONS_MAX, ASSIGNMENT_ATTEMPTS_MAX, ASSIGNMENT_SCENARIOS_MAX, ASSIGNMENT_TREND_MAX, ASSIGNMENTS_LIST_MAX, MY_ASSIGNMENTS_MAX, TEAMS_PER_ORGANIZATION_MAX } from '../../../shared/contracts/assignments-constants.ts';
import { OrganizationParamsSchema } from '../../../shared/contracts/organizations.ts';
import { errorResponses } from '../../../shared/contracts/errors.ts';
import { deleteForCaller, downloadForCaller, getForCaller, getOneForCaller } from '../../auth/caller-routes.ts';
import { requireAuth } from '../../auth/permissions.ts';
import { asPrivateDownload } from '../../lib/content-disposition.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { createAssignmentsService } from './assignments.service.ts';

const TAGS = ['assignments'];
const PROGRESS_CSV = { mediaTypes: ['text/csv'], description: 'One row per assignee, the same figures as the progress page', errorStatuses: [403, 404] };
const ACCESS = 'Owners, admins and managers. An organisation the caller is not a member of answers 404; a member, 403.';
const SKILLS = `A skill is a rubric criterion, grouped across rubrics and scenarios by its name's content words (their dictionary forms, in any order: "Handling objections" and "Objection handling" are one). Per week (its Monday, UTC, by when the session started), the average score and the number of sessions that scored it; criteria a session did not touch are left out. Over the reports of the latest ${ASSIGNED_SKILL_SESSIONS_MAX} sessions of the ${ASSIGNMENTS_LIST_MAX} assignments due latest.`;

export const assignmentsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const assignments = createAssignmentsService(deps, app.log);

  getForCaller(app, '/assignments/mine', MyAssignmentListSchema, (caller) => assignments.listMine(caller), {
    tags: TAGS,
    summary: 'The caller’s assignments',
    description: `What the caller's organisations assigned to them (at most ${MY_ASSIGNMENTS_MAX}), overdue first, then the soonest due, each with their own figures: attempts used and left, best score, status and their last ${ASSIGNMENT_TREND_MAX} attempts. \`privacy\` says what their managers can see.`,
  });

  getForCaller(app, '/assignments/mine/skills', AssignedSkillListSchema, (caller) => assignments.listMySkills(caller), {
    tags: TAGS,
    summary: 'The caller’s skills over time in assigned practice',
    description: `Per skill, the caller's own average per week over their sessions of what their organisations assigned them, the most practised first. ${SKILLS}`,
  });

  getOneForCaller(app, '/organizations/:id/teams', { params: OrganizationParamsSchema, answer: TeamListSchema, errors: [403, 404] }, (caller, { id }) => assignments.listTeams(caller, id), {
    tags: TAGS,
    summary: 'List an organisation’s teams',
    description: `Teams by name with their members' ids (at most ${TEAMS_PER_ORGANIZATION_MAX}). ${ACCESS}`,
  });

  app.post(
    '/organizations/:id/teams',
    {
      schema: {
        summary: 'Create a team',
        tags: TAGS,
        description: `A named group of the organisation's members, to assign practice to together. 400 for someone not a member; 409 for a name the organisation has (compared without case) or past ${TEAMS_PER_ORGANIZATION_MAX} teams. ${ACCESS}`,
        params: OrganizationParamsSchema,
        body: CreateTeamInputSchema,
        response: { 201: TeamSchema, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await assignments.createTeam(requireAuth(request), request.params.id, request.body)),
  );

  app.patch(
    '/organizations/:id/teams/:teamId',
    {
      schema: {
        summary: 'Rename a team or change its members',
        tags: TAGS,
        description: `\`member_ids\` replaces the whole list: who joins gets the team's assignments at once, who leaves loses them. 400 for someone not a member; 409 for a name taken. ${ACCESS}`,
        params: TeamParamsSchema,
        body: UpdateTeamInputSchema,
        response: { 200: TeamSchema, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request) => assignments.updateTeam(requireAuth(request), request.params.id, request.params.teamId, request.body),
  );

  deleteForCaller(app, '/organizations/:id/teams/:teamId', { params: TeamParamsSchema, errors: [403, 404] }, (caller, { id, teamId }) => assignments.deleteTeam(caller, id, teamId), { summary: 'Delete a team', tags: TAGS, description: `Its members stop being assignees of what was assigned to the team (their sessions stay theirs). ${ACCESS}` });

  getOneForCaller(app, '/organizations/:id/assignments', { params: OrganizationParamsSchema, answer: AssignmentListSchema, errors: [403, 404] }, (caller, { id }) => assignments.listAssignments(caller, id), {
    tags: TAGS,
    summary: 'List an organisation’s assignments',
    description: `The latest due first (at most ${ASSIGNMENTS_LIST_MAX}), each with how many of its assignees have not started, attempted or passed. ${ACCESS}`,
  });

  app.post(
    '/organizations/:id/assignments',
    {
      schema: {
        summary: 'Assign practice',
        tags: TAGS,
        description: `One assignment per scenario (up to ${ASSIGNMENT_SCENARIOS_MAX}; the caller's own, the organisation's or a sample, 403 otherwise) for the members and teams named, with a due date in the future (400 otherwise), the pass mark that counts (0–100, compared with each session's overall score) and the attempts allowed (1–${ASSIGNMENT_ATTEMPTS_MAX}). An assignee may then read and start the scenario; their sessions of it count as attempts and are visible to the organisation's owners, admins and managers. 400 for someone not a member or a team not the organisation's. ${ACCESS}`,
        params: OrganizationParamsSchema,
        body: CreateAssignmentInputSchema,
        response: { 201: AssignmentListSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request, reply) => reply.code(201).send(await assignments.createAssignments(requireAuth(request), request.params.id, request.body)),
  );

  app.get(
    '/organizations/:id/assignments/skills',
    {
      schema: {
        summary: 'The team’s skills over time',
        tags: TAGS,
        description: `Per skill, the average per week over the assigned sessions of the organisation's assignees (those still assignees of the assignment), the most practised first; with \`team_id\`, only the sessions of that team's members now (404 for a team that is not the organisation's). ${SKILLS} ${ACCESS}`,
        params: OrganizationParamsSchema,
        querystring: AssignedSkillsQuerySchema,
        response: { 200: AssignedSkillListSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => assignments.getSkills(requireAuth(request), request.params.id, request.query),
  );

  app.get(
    '/organizations/:id/assignments/skills.csv',
    {
      schema: {
        summary: 'The team’s skills over time as CSV',
        nonJsonAnswer: { mediaTypes: ['text/csv'], description: 'One row per skill and week, the same figures as the skills page', errorStatuses: [400, 403, 404] },
        tags: TAGS,
        description: `A text/csv download (Content-Disposition: attachment): Skill, Week (its Monday), Average score, Sessions; with \`team_id\`, one team's figures, as \`GET /organizations/{id}/assignments/skills\`. A cell starting with =, +, - or @ is prefixed with ' so a spreadsheet shows it as text. ${ACCESS}`,
        params: OrganizationParamsSchema,
        querystring: AssignedSkillsQuerySchema,
      },
    },
    async (request, reply) => {
      const { filename, body } = await assignments.getSkillsCsv(requireAuth(request), request.params.id, request.query);
      return asPrivateDownload(reply, 'text/csv; charset=utf-8', filename).send(body);
    },
  );

  app.patch(
    '/organizations/:id/assignments/:assignmentId',
    {
      schema: {
        summary: 'Change an assignment’s due date or attempts',
        tags: TAGS,
        description: `A new due date (in the future; reminders go out again before it) or number of attempts (1–${ASSIGNMENT_ATTEMPTS_MAX}, not below what an assignee has used already), or both: 400 otherwise. Its assignees' pages update at once. ${ACCESS}`,
        params: AssignmentParamsSchema,
        body: UpdateAssignmentInputSchema,
        response: { 200: AssignmentSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => assignments.updateAssignment(requireAuth(request), request.params.id, request.params.assignmentId, request.body),
  );

  deleteForCaller(app, '/organizations/:id/assignments/:assignmentId', { params: AssignmentParamsSchema, errors: [403, 404] }, (caller, { id, assignmentId }) => assignments.deleteAssignment(caller, id, assignmentId), { summary: 'Delete an assignment', tags: TAGS, description: `Its sessions stay their people's, private again. ${ACCESS}` });

  app.get(
    '/organizations/:id/assignments/:assignmentId/progress',
    {
      schema: {
        summary: 'Who has practised an assignment',
        tags: TAGS,
        description: `Each assignee (people leave it when they leave the organisation or its team): not started, attempted or passed, best score, attempts, last attempt and their last ${ASSIGNMENT_TREND_MAX} scores, oldest first. ${ACCESS}`,
        params: AssignmentParamsSchema,
        response: { 200: AssignmentProgressSchema, ...errorResponses(403, 404) },
      },
    },
    async (request) => assignments.getProgress(requireAuth(request), request.params.id, request.params.assignmentId),
  );

  downloadForCaller(app, '/organizations/:id/assignments/:assignmentId/progress.csv', { params: AssignmentParamsSchema, contentType: 'text/csv; charset=utf-8', file: PROGRESS_CSV }, (caller, { id, assignmentId }) => assignments.getProgressCsv(caller, id, assignmentId), {
    summary: 'An assignment’s figures as CSV',
    tags: TAGS,
    description: `A text/csv download (Content-Disposition: attachment): Name, E-mail, Status, Attempts, Best score, Pass mark, Last attempt, Scores (oldest first). A cell starting with =, +, - or @ is prefixed with ' so a spreadsheet shows it as text. ${ACCESS}`,
  });

  app.get(
    '/organizations/:id/assignments/:assignmentId/attempts/:conversationId/report',
    {
      schema: {
        summary: 'The report of an assigned session',
        tags: TAGS,
        description: `Only a session started as an attempt at this assignment, by someone still its assignee (404 otherwise: personal practice is never shown); 409 while it has no report. ${ACCESS}`,
        params: AssignmentAttemptParamsSchema,
        response: { 200: AssignmentAttemptReportSchema, ...errorResponses(403, 404, 409) },
      },
    },
    async (request) => assignments.getAttemptReport(requireAuth(request), request.params.id, request.params.assignmentId, request.params.conversationId),
  );
};
