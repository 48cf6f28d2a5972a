// The reports feature as app.ts composes it: what follows a session (its grading job, report, history, progress and
// transcript). Edit it when the feature gains a route plugin, a job or a worker task.
import type { Feature } from '../feature-deps.ts';
import { gradeConversationJob } from './grade-conversation.job.ts';
import { reportsRoutes } from './reports.routes.ts';

export const reportsFeature: Feature = {
  name: 'reports',
  routes: [reportsRoutes],
  jobs: [gradeConversationJob],
};
