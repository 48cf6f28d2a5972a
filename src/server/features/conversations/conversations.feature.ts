// The conversations feature as app.ts composes it: routes and jobs.
// Edit it when the feature gains a route plugin, a job or a worker task.
import type { Feature } from '../feature-deps.ts';
import { conversationsRoutes } from './conversations.routes.ts';
import { gradeConversationJob } from './grade-conversation.job.ts';

export const conversationsFeature: Feature = {
  name: 'conversations',
  routes: [conversationsRoutes],
  jobs: [gradeConversationJob],
};
