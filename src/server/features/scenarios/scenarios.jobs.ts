import type { AnyJobDefinition } from '../../jobs/define-job.ts';
import { createAdvancedScenarioJob } from './create-advanced-scenario.job.ts';
import { createQuickScenarioJob } from './create-quick-scenario.job.ts';
import { deleteScenarioJob } from './delete-scenario.job.ts';
import { updateScenarioJob } from './update-scenario.job.ts';

/** Every job of this feature, for the queue's registry. */
export const SCENARIOS_JOBS: AnyJobDefinition[] = [createQuickScenarioJob, createAdvancedScenarioJob, updateScenarioJob, deleteScenarioJob];
