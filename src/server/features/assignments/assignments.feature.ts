// The assignments feature as app.ts composes it: teams, assignments and their figures, and the hourly reminders.
// Edit it when the feature gains a route plugin, a job or a schedule.
import type { Feature } from '../feature-deps.ts';
import { assignmentsRoutes } from './assignments.routes.ts';
import { ASSIGNMENT_REMINDER_JOB_USER, remindAssignmentsJob, REMIND_EVERY_SECONDS } from './remind-assignments.job.ts';

export const assignmentsFeature: Feature = {
  name: 'assignments',
  routes: [assignmentsRoutes],
  jobs: [remindAssignmentsJob],
  // Offered by whichever processes run jobs.
  schedules: [{ schedule: (queue) => queue.schedule(remindAssignmentsJob, { userId: ASSIGNMENT_REMINDER_JOB_USER }, REMIND_EVERY_SECONDS) }],
};
