// The plans feature as app.ts composes it: the public prices, a person's package, storage and receipts, buying them,
// and the admin's plans. Other features check what a person holds through FeatureDeps.plans (createPlanEntitlements).
import type { Feature } from '../feature-deps.ts';
import { adminPlansRoutes } from './admin-plans.routes.ts';
import { plansRoutes } from './plans.routes.ts';

export const plansFeature: Feature = {
  name: 'plans',
  routes: [plansRoutes, adminPlansRoutes],
};
