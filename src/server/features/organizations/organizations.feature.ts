// The organisations feature as app.ts composes it: its routes (no jobs or samples).
// Edit it when the feature gains a route plugin, a job or a worker task.
import type { Feature } from '../feature-deps.ts';
import { organizationsRoutes } from './organizations.routes.ts';

export const organizationsFeature: Feature = {
  name: 'organizations',
  routes: [organizationsRoutes],
};
