// The credits feature as app.ts composes it: routes (a person's credits, the Credits admin page, organisations' credits
// and the console's organisations); other features spend credits through FeatureDeps.credits.
// Edit it when the feature gains a route plugin, a job or a worker task.
import type { Feature } from '../feature-deps.ts';
import { adminCreditsRoutes } from './admin-credits.routes.ts';
import { creditsRoutes } from './credits.routes.ts';
import { adminOrganizationsRoutes } from './admin-organizations.routes.ts';
import { organizationCreditsRoutes } from './organization-credits.routes.ts';

export const creditsFeature: Feature = {
  name: 'credits',
  routes: [creditsRoutes, adminCreditsRoutes, organizationCreditsRoutes, adminOrganizationsRoutes],
};
