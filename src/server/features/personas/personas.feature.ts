// The personas feature as app.ts composes it: routes, sample rows and jobs.
// Edit it when the feature gains a route plugin, a job or a worker task.
import type { Feature } from '../feature-deps.ts';
import { generatePersonaJob } from './generate-persona.job.ts';
import { personasRoutes } from './personas.routes.ts';
import { seedPersonas } from './personas.seed.ts';
import { regeneratePersonaJob } from './regenerate-persona.job.ts';
import { updatePersonaJob } from './update-persona.job.ts';

export const personasFeature: Feature = {
  name: 'personas',
  routes: [personasRoutes],
  seed: seedPersonas,
  jobs: [generatePersonaJob, updatePersonaJob, regeneratePersonaJob],
};
