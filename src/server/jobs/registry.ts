// Every job the workers run. A feature lists its jobs in <feature>.jobs.ts; add that list here.
import { CONVERSATIONS_JOBS } from '../features/conversations/conversations.jobs.ts';
import { FILES_JOBS } from '../features/files/files.jobs.ts';
import { GLOSSARIES_JOBS } from '../features/glossaries/glossaries.jobs.ts';
import { PERSONAS_JOBS } from '../features/personas/personas.jobs.ts';
import { QUALITY_JOBS } from '../features/quality/quality.jobs.ts';
import { RUBRICS_JOBS } from '../features/rubrics/rubrics.jobs.ts';
import { SCENARIOS_JOBS } from '../features/scenarios/scenarios.jobs.ts';
import { TWIN_JOBS } from '../features/twin/twin.jobs.ts';
import type { AnyJobDefinition } from './define-job.ts';

export const ALL_JOBS: AnyJobDefinition[] = [...CONVERSATIONS_JOBS, ...FILES_JOBS, ...GLOSSARIES_JOBS, ...PERSONAS_JOBS, ...QUALITY_JOBS, ...RUBRICS_JOBS, ...SCENARIOS_JOBS, ...TWIN_JOBS];
