// The twin feature's jobs; jobs/registry.ts collects this list.
import type { AnyJobDefinition } from '../../jobs/define-job.ts';
import { readMemoryJob } from './read-memory.job.ts';
import { refreshPublicSummaryJob } from './refresh-public-summary.job.ts';
import { releaseInactiveTwinsJob } from './release-inactive-twins.job.ts';
import { reserveUsernameJob } from './reserve-username.job.ts';
import { summarizeTwinJob } from './summarize-twin.job.ts';

export const TWIN_JOBS: AnyJobDefinition[] = [summarizeTwinJob, readMemoryJob, releaseInactiveTwinsJob, reserveUsernameJob, refreshPublicSummaryJob];
