// The organisations feature as app.ts composes it: its routes, single sign-on's settings routes and the operator's
// approval of sign-on domains (no jobs or samples).
// Edit it when the feature gains a route plugin, a job or a worker task.
import type { Feature } from '../feature-deps.ts';
import { organizationSsoAdminRoutes } from './organization-sso-admin.routes.ts';
import { organizationSsoRoutes } from './organization-sso.routes.ts';
import { organizationsRoutes } from './organizations.routes.ts';

export const organizationsFeature: Feature = {
  name: 'organizations',
  routes: [organizationsRoutes, organizationSsoRoutes, organizationSsoAdminRoutes],
};
