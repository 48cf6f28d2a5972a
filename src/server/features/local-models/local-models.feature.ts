// The local-models feature as app.ts composes it: the Local model page's routes.
// Edit it when the feature gains a route plugin or a job.
import type { Feature } from '../feature-deps.ts';
import { localModelsRoutes } from './local-models.routes.ts';

export const localModelsFeature: Feature = {
  name: 'local-models',
  routes: [localModelsRoutes],
};
