import type { AnyJobDefinition } from '../../jobs/define-job.ts';
import { evaluateQualityJob } from './evaluate-quality.job.ts';

/** Every job of this feature, for the queue's registry. */
export const QUALITY_JOBS: AnyJobDefinition[] = [evaluateQualityJob];
