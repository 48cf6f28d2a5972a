// The scenarios feature as app.ts composes it: routes, sample rows and jobs.
// Edit it when the feature gains a route plugin, a job or a worker task.
import type { Feature } from '../feature-deps.ts';
import { createAdvancedScenarioJob } from './create-advanced-scenario.job.ts';
import { createQuickScenarioJob } from './create-quick-scenario.job.ts';
import { deleteScenarioJob } from './delete-scenario.job.ts';
import { scenariosRoutes } from './scenarios.routes.ts';
import { seedScenarios } from './scenarios.seed.ts';
import { updateScenarioJob } from './update-scenario.job.ts';

export const scenariosFeature: Feature = {
  name: 'scenarios',
  routes: [scenariosRoutes],
  seed: seedScenarios,
  jobs: [createQuickScenarioJob, createAdvancedScenarioJob, updateScenarioJob, deleteScenarioJob],
};
