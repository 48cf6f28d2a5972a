// The organisations feature as app.ts composes it: its routes and single sign-on's settings routes (no jobs or samples).
// Edit it when the feature gains a route plugin, a job or a worker task.
import type { Feature } from '../feature-deps.ts';
import { organizationSsoRoutes } from './organization-sso.routes.ts';
import { organizationsRoutes } from './organizations.routes.ts';

export const organizationsFeature: Feature = {
  name: 'organizations',
  routes: [organizationsRoutes, organizationSsoRoutes],
};
