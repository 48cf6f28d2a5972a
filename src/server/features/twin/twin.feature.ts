// The twin feature as app.ts composes it: its rooms' routes and jobs (features/twin/README.md says what each room
// holds). Edit it when a room gains a route plugin, a job or a worker task.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SPEECH_AUDIO_MAX_BYTES } from '../../../shared/contracts/speech.ts';
import type { Feature, FeatureDeps } from '../feature-deps.ts';
import { heirsRoutes } from './heirs/heirs.routes.ts';
import { notifyReleaseJob } from './heirs/notify-release.job.ts';
import { releaseInactiveTwinsJob, RELEASE_CHECK_EVERY_SECONDS, SYSTEM_JOB_USER } from './heirs/release-inactive-twins.job.ts';
import { memoriesRoutes } from './memories/memories.routes.ts';
import { mentorRoutes } from './mentor/mentor.routes.ts';
import { readMemoryJob } from './memories/read-memory.job.ts';
import { reserveUsernameJob } from './onchain/reserve-username.job.ts';
import { refreshPublicSummaryJob } from './profile/refresh-public-summary.job.ts';
import { summarizeTwinJob } from './profile/summarize-twin.job.ts';
import { twinRoutes as profileRoutes } from './profile/twin.routes.ts';
import { publicRoutes } from './public/public.routes.ts';
import { talkRoutes } from './talk/talk.routes.ts';

/** Every room's routes inside one plugin, so that the multipart parser registered here serves this feature's routes only. */
const twinRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  // Each form sets its own file limit.
  await app.register(multipart, { limits: { fileSize: Math.max(deps.config.twin.memoryMaxBytes, SPEECH_AUDIO_MAX_BYTES), files: 1, fields: 10 } });
  for (const routes of [profileRoutes, memoriesRoutes, heirsRoutes, publicRoutes, talkRoutes, mentorRoutes]) await app.register(routes, deps);
};

export const twinFeature: Feature = {
  name: 'twin',
  routes: [twinRoutes],
  jobs: [summarizeTwinJob, readMemoryJob, releaseInactiveTwinsJob, reserveUsernameJob, refreshPublicSummaryJob, notifyReleaseJob],
  // The daily check for owners gone quiet, offered by whichever processes run jobs.
  schedules: [{ schedule: (queue) => queue.schedule(releaseInactiveTwinsJob, { userId: SYSTEM_JOB_USER }, RELEASE_CHECK_EVERY_SECONDS) }],
};
