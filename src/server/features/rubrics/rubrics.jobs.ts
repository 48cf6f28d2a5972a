import type { AnyJobDefinition } from '../../jobs/define-job.ts';
import { generateRubricJob } from './generate-rubric.job.ts';
import { renameRubricLevelJob } from './rename-rubric-level.job.ts';

/** Every job of this feature, for the queue's registry. */
export const RUBRICS_JOBS: AnyJobDefinition[] = [generateRubricJob, renameRubricLevelJob];
