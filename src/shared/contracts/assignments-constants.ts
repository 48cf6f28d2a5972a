// Teams and assignments without zod (limits, statuses, messages), for pages' first loads; assignments.ts holds the
// schemas built on them.

/** Who may assign practice, manage teams and read the figures of assigned practice. */
export const ASSIGNING_ROLES = ['owner', 'admin', 'manager'] as const;

export const TEAM_NAME_MAX_LENGTH = 80;
/** An organisation holds at most this many teams, and an assignment call names at most this many of each. */
export const TEAMS_PER_ORGANIZATION_MAX = 100;
export const ASSIGNMENT_SCENARIOS_MAX = 20;
export const ASSIGNMENT_ASSIGNEES_MAX = 500;
export const ASSIGNMENT_ATTEMPTS_MAX = 20;
/** An organisation's list answers at most this many assignments, the latest due first. */
export const ASSIGNMENTS_LIST_MAX = 200;
/** A person's own list answers at most this many, across their organisations. */
export const MY_ASSIGNMENTS_MAX = 100;
/** The attempts a progress page lists per member (the trend), the latest last. */
export const ASSIGNMENT_TREND_MAX = 20;
/** Reminders go out this long before the due date, once per assignment and person. */
export const ASSIGNMENT_REMINDER_HOURS = 24;
/** An assignee's list calls an assignment due soon this long before its due date. */
export const ASSIGNMENT_DUE_SOON_HOURS = 48;
/** The skills pages read the reports of at most this many assigned sessions, the latest. */
export const ASSIGNED_SKILL_SESSIONS_MAX = 5_000;

/** Lowering an assignment's attempts below what an assignee has used is refused. */
export function attemptsBelowUsedMessage(used: number): string {
  return `An assignee has used ${used} ${used === 1 ? 'attempt' : 'attempts'} already: allow at least ${used}.`;
}

/** Where a member stands on an assignment: no attempt yet, attempted without reaching the pass mark, or passed. */
export const ASSIGNMENT_STATUSES = ['not_started', 'attempted', 'passed'] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];
export const ASSIGNMENT_STATUS_LABELS: Record<AssignmentStatus, string> = { not_started: 'Not started', attempted: 'Attempted', passed: 'Passed' };

/** An assignment as its assignee reads the date: passed, overdue, due within the reminder window, or later. */
export const ASSIGNMENT_DUE_STATES = ['done', 'overdue', 'due_soon', 'upcoming'] as const;
export type AssignmentDueState = (typeof ASSIGNMENT_DUE_STATES)[number];

/** What a member's managers can see, said on the member's assignments. */
export const ASSIGNMENT_PRIVACY_NOTE =
  'Your managers see your sessions of assigned scenarios: each attempt’s date, score and report. Your own practice of anything else stays private to you.';

export const ASSIGNMENT_MESSAGES = {
  assignersOnly: 'Only the organisation’s owners, admins and managers can do this.',
  teamNotFound: 'Team not found.',
  teamExists: 'The organisation already has a team with that name.',
  teamsFull: `An organisation can have at most ${TEAMS_PER_ORGANIZATION_MAX} teams.`,
  notMembers: 'Everyone named must be a member of the organisation.',
  teamsNotFound: 'Every team named must be one of the organisation’s teams.',
  scenarioNotAssignable: 'You can assign your own scenarios, the organisation’s and the samples only.',
  assignmentNotFound: 'Assignment not found.',
  attemptNotFound: 'Attempt not found.',
  reportNotReady: 'This attempt has no report yet.',
  duePast: 'The due date must be in the future.',
  noAssignees: 'Choose at least one member or team.',
  nothingToUpdate: 'Give a new due date or number of attempts.',
} as const;

/** The answer when an assignee has used every attempt: said before the session starts, nothing is paid. */
export function attemptsUsedMessage(maxAttempts: number): string {
  return `You have used all ${maxAttempts} ${maxAttempts === 1 ? 'attempt' : 'attempts'} of this assignment. Ask your manager for more.`;
}
