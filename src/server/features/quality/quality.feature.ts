// The quality feature as app.ts composes it: routes and jobs.
// Edit it when the feature gains a route plugin, a job or a worker task.
import type { Feature } from '../feature-deps.ts';
import { evaluateQualityJob } from './evaluate-quality.job.ts';
import { qualityRoutes } from './quality.routes.ts';

export const qualityFeature: Feature = {
  name: 'quality',
  routes: [qualityRoutes],
  jobs: [evaluateQualityJob],
};
