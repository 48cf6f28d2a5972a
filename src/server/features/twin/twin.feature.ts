// The twin feature as app.ts composes it: routes and jobs.
// Edit it when the feature gains a route plugin, a job or a worker task.
import type { Feature } from '../feature-deps.ts';
import { readMemoryJob } from './read-memory.job.ts';
import { refreshPublicSummaryJob } from './refresh-public-summary.job.ts';
import { releaseInactiveTwinsJob } from './release-inactive-twins.job.ts';
import { reserveUsernameJob } from './reserve-username.job.ts';
import { summarizeTwinJob } from './summarize-twin.job.ts';
import { twinRoutes } from './twin.routes.ts';

export const twinFeature: Feature = {
  name: 'twin',
  routes: [twinRoutes],
  jobs: [summarizeTwinJob, readMemoryJob, releaseInactiveTwinsJob, reserveUsernameJob, refreshPublicSummaryJob],
};
