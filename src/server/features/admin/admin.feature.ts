// The admin feature as app.ts composes it: routes.
// Edit it when the feature gains a route plugin, a job or a worker task.
import type { Feature } from '../feature-deps.ts';
import { adminAiRoutes } from './admin-ai.routes.ts';
import { adminEmailRoutes } from './admin-email.routes.ts';
import { adminSpeechRoutes } from './admin-speech.routes.ts';
import { adminUsageRoutes } from './admin-usage.routes.ts';

export const adminFeature: Feature = {
  name: 'admin',
  routes: [adminAiRoutes, adminSpeechRoutes, adminEmailRoutes, adminUsageRoutes],
};
