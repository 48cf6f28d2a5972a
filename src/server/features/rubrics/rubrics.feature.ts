// The rubrics feature as app.ts composes it: routes, sample rows and jobs.
// Edit it when the feature gains a route plugin, a job or a worker task.
import type { Feature } from '../feature-deps.ts';
import { generateRubricJob } from './generate-rubric.job.ts';
import { regenerateRubricJob } from './regenerate-rubric.job.ts';
import { renameRubricLevelJob } from './rename-rubric-level.job.ts';
import { rubricsRoutes } from './rubrics.routes.ts';
import { seedRubrics } from './rubrics.seed.ts';

export const rubricsFeature: Feature = {
  name: 'rubrics',
  routes: [rubricsRoutes],
  seed: seedRubrics,
  jobs: [generateRubricJob, regenerateRubricJob, renameRubricLevelJob],
};
