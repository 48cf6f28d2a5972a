// The glossaries feature as app.ts composes it: routes, sample rows and jobs.
// Edit it when the feature gains a route plugin, a job or a worker task.
import type { Feature } from '../feature-deps.ts';
import { createGlossaryJob } from './create-glossary.job.ts';
import { glossariesRoutes } from './glossaries.routes.ts';
import { seedGlossaries } from './glossaries.seed.ts';
import { updateGlossaryJob } from './update-glossary.job.ts';

export const glossariesFeature: Feature = {
  name: 'glossaries',
  routes: [glossariesRoutes],
  seed: seedGlossaries,
  jobs: [createGlossaryJob, updateGlossaryJob],
};
