import type { AnyJobDefinition } from '../../jobs/define-job.ts';
import { createGlossaryJob } from './create-glossary.job.ts';
import { updateGlossaryJob } from './update-glossary.job.ts';

/** Every job of this feature, for the queue's registry. */
export const GLOSSARIES_JOBS: AnyJobDefinition[] = [createGlossaryJob, updateGlossaryJob];
