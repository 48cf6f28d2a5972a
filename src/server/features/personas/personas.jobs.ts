import type { AnyJobDefinition } from '../../jobs/define-job.ts';
import { generatePersonaJob } from './generate-persona.job.ts';
import { regeneratePersonaJob } from './regenerate-persona.job.ts';
import { updatePersonaJob } from './update-persona.job.ts';

/** Every job of this feature, for the queue's registry. */
export const PERSONAS_JOBS: AnyJobDefinition[] = [generatePersonaJob, updatePersonaJob, regeneratePersonaJob];
