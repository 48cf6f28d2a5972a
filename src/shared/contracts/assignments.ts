// Teams and assignments: the requests and answers of the /organizations/{id}/teams, /organizations/{id}/assignments and
// /assignments/mine routes, shared by the organisations page, the practice home and the server.
import { z } from 'zod';
import { ReportSchema } from './reports.ts';
import { requiredText } from './text.ts';
import {
  ASSIGNMENT_ASSIGNEES_MAX,
  ASSIGNMENT_ATTEMPTS_MAX,
  ASSIGNMENT_DUE_STATES,
  ASSIGNMENT_MESSAGES,
  ASSIGNMENT_SCENARIOS_MAX,
  ASSIGNMENT_STATUSES,
  TEAM_NAME_MAX_LENGTH,
} from './assignments-constants.ts';

const idField = (label: string) => requiredText(label, 100);
const uuidList = (label: string, max: number) =>
  z
    .array(z.uuid({ error: `Each ${label} must be an id.` }), { error: `${label}s must be a list of ids.` })
    .max(max, `At most ${max} ${label}s.`)
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]);

export const TeamParamsSchema = z.object({ id: idField('Organisation id'), teamId: idField('Team id') });
export const AssignmentParamsSchema = z.object({ id: idField('Organisation id'), assignmentId: idField('Assignment id') });
export const AssignmentAttemptParamsSchema = z.object({ id: idField('Organisation id'), assignmentId: idField('Assignment id'), conversationId: idField('Attempt id') });

const teamNameSchema = requiredText('Team name', TEAM_NAME_MAX_LENGTH);

/** `POST /organizations/{id}/teams`: a named group of the organisation's members. */
export const CreateTeamInputSchema = z.object({ name: teamNameSchema, member_ids: uuidList('member id', ASSIGNMENT_ASSIGNEES_MAX).default([]) });
export type CreateTeamInput = z.input<typeof CreateTeamInputSchema>;

/** `PATCH /organizations/{id}/teams/{teamId}`: a new name, or the whole list of members (replacing the old one). */
export const UpdateTeamInputSchema = z.object({ name: teamNameSchema.optional(), member_ids: uuidList('member id', ASSIGNMENT_ASSIGNEES_MAX).optional() });
export type UpdateTeamInput = z.input<typeof UpdateTeamInputSchema>;

export const TeamSchema = z.object({ id: z.string(), name: z.string(), member_ids: z.array(z.string()), created_at: z.string() });
export type Team = z.infer<typeof TeamSchema>;
export const TeamListSchema = z.object({ data: z.array(TeamSchema) });
export type TeamList = z.infer<typeof TeamListSchema>;

/** `POST /organizations/{id}/assignments`: one assignment per scenario, each for the same people and teams. */
export const CreateAssignmentInputSchema = z
  .object({
    scenario_ids: uuidList('scenario id', ASSIGNMENT_SCENARIOS_MAX).refine((ids) => ids.length > 0, 'Choose at least one scenario.'),
    user_ids: uuidList('member id', ASSIGNMENT_ASSIGNEES_MAX).default([]),
    team_ids: uuidList('team id', ASSIGNMENT_ASSIGNEES_MAX).default([]),
    due_at: z.iso.datetime({ offset: true, error: 'Due date must be a date and time (ISO 8601).' }),
    pass_mark: z.number({ error: 'Pass mark must be a whole number from 0 to 100.' }).int('Pass mark must be a whole number from 0 to 100.').min(0, 'Pass mark must be at least 0.').max(100, 'Pass mark must be at most 100.'),
    max_attempts: z
      .number({ error: `Attempts must be a whole number from 1 to ${ASSIGNMENT_ATTEMPTS_MAX}.` })
      .int(`Attempts must be a whole number from 1 to ${ASSIGNMENT_ATTEMPTS_MAX}.`)
      .min(1, 'Allow at least 1 attempt.')
      .max(ASSIGNMENT_ATTEMPTS_MAX, `At most ${ASSIGNMENT_ATTEMPTS_MAX} attempts.`),
  })
  .refine((input) => input.user_ids.length + input.team_ids.length > 0, { message: ASSIGNMENT_MESSAGES.noAssignees, path: ['user_ids'] });
export type CreateAssignmentInput = z.input<typeof CreateAssignmentInputSchema>;

/**
 * `PATCH /organizations/{id}/assignments/{assignmentId}`: a new due date (in the future) or number of attempts (not
 * below what an assignee has used), or both.
 */
export const UpdateAssignmentInputSchema = z
  .object({
    due_at: CreateAssignmentInputSchema.shape.due_at.optional(),
    max_attempts: CreateAssignmentInputSchema.shape.max_attempts.optional(),
  })
  .refine((input) => input.due_at !== undefined || input.max_attempts !== undefined, { message: ASSIGNMENT_MESSAGES.nothingToUpdate, path: ['due_at'] });
export type UpdateAssignmentInput = z.input<typeof UpdateAssignmentInputSchema>;

const StatusSchema = z.enum(ASSIGNMENT_STATUSES);

/** An assignment as its organisation's owners, admins and managers list it, with how its assignees stand. */
export const AssignmentSchema = z.object({
  id: z.string(),
  organization_id: z.string(),
  scenario_id: z.string(),
  scenario_name: z.string(),
  due_at: z.string(),
  pass_mark: z.number().int(),
  max_attempts: z.number().int(),
  created_at: z.string(),
  user_ids: z.array(z.string()),
  team_ids: z.array(z.string()),
  counts: z.object({ assignees: z.number().int(), not_started: z.number().int(), attempted: z.number().int(), passed: z.number().int() }),
});
export type Assignment = z.infer<typeof AssignmentSchema>;
export const AssignmentListSchema = z.object({ data: z.array(AssignmentSchema) });
export type AssignmentList = z.infer<typeof AssignmentListSchema>;

/** One session of an assignment: its score once graded (null before, or when nothing was graded). */
export const AssignmentAttemptSchema = z.object({ conversation_id: z.string(), started_at: z.string(), score: z.number().int().nullable(), passed: z.boolean().nullable() });
export type AssignmentAttempt = z.infer<typeof AssignmentAttemptSchema>;

/** A member's figures on one assignment; `attempts` is their trend, oldest first. */
export const AssignmentMemberProgressSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  status: StatusSchema,
  attempt_count: z.number().int(),
  best_score: z.number().int().nullable(),
  last_attempt_at: z.string().nullable(),
  attempts: z.array(AssignmentAttemptSchema),
});
export type AssignmentMemberProgress = z.infer<typeof AssignmentMemberProgressSchema>;

export const AssignmentProgressSchema = z.object({ assignment: AssignmentSchema, members: z.array(AssignmentMemberProgressSchema) });
export type AssignmentProgress = z.infer<typeof AssignmentProgressSchema>;

/** An assignment as its assignee sees it, with their own figures. */
export const MyAssignmentSchema = z.object({
  id: z.string(),
  organization_id: z.string(),
  organization_name: z.string(),
  scenario_id: z.string(),
  scenario_name: z.string(),
  due_at: z.string(),
  pass_mark: z.number().int(),
  max_attempts: z.number().int(),
  status: StatusSchema,
  due_state: z.enum(ASSIGNMENT_DUE_STATES),
  attempt_count: z.number().int(),
  attempts_left: z.number().int(),
  best_score: z.number().int().nullable(),
  last_attempt_at: z.string().nullable(),
  attempts: z.array(AssignmentAttemptSchema),
});
export type MyAssignment = z.infer<typeof MyAssignmentSchema>;
/** The caller's assignments, overdue first, then by due date; `privacy` says what their managers see. */
export const MyAssignmentListSchema = z.object({ data: z.array(MyAssignmentSchema), privacy: z.string() });
export type MyAssignmentList = z.infer<typeof MyAssignmentListSchema>;

/**
 * One skill over the assigned sessions' reports: criteria of different rubrics that name the same skill (their content
 * words' lemmas, in any order: "Handling objections" and "objection handling") meet here. Per week (Monday, UTC) of the
 * session's start, the average of the scores it got and the number of sessions that scored it; oldest week first.
 */
export const SkillWeekSchema = z.object({ week: z.string(), average: z.number().int(), sessions: z.number().int() });
export const AssignedSkillSchema = z.object({ key: z.string(), name: z.string(), sessions: z.number().int(), average: z.number().int(), weeks: z.array(SkillWeekSchema) });
export type AssignedSkill = z.infer<typeof AssignedSkillSchema>;
/** Per skill, the most practised first: the organisation's assignees (for its managers) or the caller's own. */
export const AssignedSkillListSchema = z.object({ data: z.array(AssignedSkillSchema) });
/** `GET /organizations/{id}/assignments/skills` (and `skills.csv`): the whole organisation, or one team's members now. */
export const AssignedSkillsQuerySchema = z.object({ team_id: idField('Team id').optional() });
export type AssignedSkillsQuery = z.infer<typeof AssignedSkillsQuerySchema>;
export type AssignedSkillList = z.infer<typeof AssignedSkillListSchema>;

/** The report of an assigned session, for the organisation's owners, admins and managers. */
export const AssignmentAttemptReportSchema = z.object({ member: z.object({ user_id: z.string(), name: z.string(), email: z.string() }), attempt: AssignmentAttemptSchema, report: ReportSchema });
export type AssignmentAttemptReport = z.infer<typeof AssignmentAttemptReportSchema>;
