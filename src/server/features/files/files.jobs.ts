import type { AnyJobDefinition } from '../../jobs/define-job.ts';
import { deleteFileJob } from './delete-file.job.ts';
import { extractFileJob } from './extract-file.job.ts';

/** Every job of this feature, for the queue's registry. */
export const FILES_JOBS: AnyJobDefinition[] = [extractFileJob, deleteFileJob];
