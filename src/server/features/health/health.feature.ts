// The health feature as app.ts composes it: routes.
// Edit it when the feature gains a route plugin, a job or a worker task.
import type { Feature } from '../feature-deps.ts';
import { healthRoutes } from './health.routes.ts';

export const healthFeature: Feature = {
  name: 'health',
  routes: [healthRoutes],
};
