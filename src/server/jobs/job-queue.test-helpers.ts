// What the job queue tests share: test jobs with unique queue names whose payload picks how they end, and a queue
// started on a database with the services a job receives.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { z } from 'zod';
import { createAiClient } from '../ai/ai-client.ts';
import { AiError } from '../ai/ai-error.ts';
import { loadConfig } from '../config.ts';
import { createCpuPool } from '../cpu-tasks.ts';
import type { Database } from '../db/client.ts';
import { createLocalStorage } from '../storage/local-storage.ts';
import { defineJob, PermanentJobError, type AnyJobDefinition } from './define-job.ts';
import type { EventBus } from './event-bus.ts';
import { nextJobEnd } from './job-ended.ts';
import { createJobQueue, type JobQueue } from './job-queue.ts';
import type { JobQueueDeps } from './job-workers.ts';

const log = pino({ level: 'silent' });
const ai = createAiClient({ provider: 'offline', model: undefined, baseUrl: undefined, apiKey: undefined, timeoutMs: 1000 });
const config = loadConfig({ LOG_LEVEL: 'silent' });
// These jobs never use it, so its workers never start.
const cpu = createCpuPool(config);
// The environment's speech settings, as a server without a Speech page save has them.
const speechSettings = { get: async () => config.speech, invalidate: () => undefined };
const payload = z.object({ userId: z.string(), mode: z.enum(['ok', 'permanent', 'flaky', 'broken', 'ai']), marker: z.string().optional() });

let suffix = 0;
export const runsByMarker = new Map<string, number>();
export const cleanupsByMarker = new Map<string, number>();
/** Jobs with unique queue names, so test files sharing one PostgreSQL database never take each other's work. */
export function buildTestJobs() {
  suffix += 1;
  const tag = `${process.pid}_${Date.now().toString(36)}_${suffix}`;
  const job = defineJob({
    name: `test.echo_${tag}`,
    payload,
    retry: { limit: 2, delaySeconds: 0, backoff: false },
    expireInSeconds: 60,
    async run(data, { attempt }) {
      if (data.marker) runsByMarker.set(data.marker, (runsByMarker.get(data.marker) ?? 0) + 1);
      if (data.mode === 'permanent') throw new PermanentJobError('The thing you asked for no longer exists.');
      if (data.mode === 'flaky' && attempt < 1) throw new Error('temporary glitch');
      if (data.mode === 'broken') throw new Error('internal detail that must not leak');
      if (data.mode === 'ai') throw new AiError('The AI provider is receiving too many requests. Please try again shortly.', true);
      return { echoed: data.marker ?? 'none', attempt };
    },
    async onFailed(data) {
      if (data.marker) cleanupsByMarker.set(data.marker, (cleanupsByMarker.get(data.marker) ?? 0) + 1);
    },
  });
  return { job, jobs: [job] as AnyJobDefinition[] };
}

export async function startQueue(
  database: Database,
  events: EventBus,
  jobs: AnyJobDefinition[],
  runWorkers = true,
  timings: Pick<JobQueueDeps, 'maintenanceIntervalSeconds' | 'closeWaitMs'> = {},
  /** Settings of the queue's own (JOB_POLL_INTERVAL_SECONDS…) over the defaults. */
  env: Record<string, string> = {},
) {
  const storage = createLocalStorage(mkdtempSync(join(tmpdir(), 'engram-jobs-')));
  const queueConfig = Object.keys(env).length > 0 ? loadConfig({ LOG_LEVEL: 'silent', ...env }) : config;
  return createJobQueue({ database, events, ai, storage, cpu, config: queueConfig, speechSettings, log, jobs, runWorkers, ...timings });
}

export async function waitUntilSettled(queue: JobQueue, job: AnyJobDefinition, jobId: string, userId: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // Read again when a job of this process ends (its end is written by then), or after a quarter of a second (an expired job ends with no handler to tell).
    const jobEnd = nextJobEnd(250);
    const status = await queue.status(job, jobId, userId);
    if (status && (status.jobStatus === 'Completed' || status.jobStatus === 'Failed')) return status;
    if (Date.now() > deadline) throw new Error(`job ${jobId} still ${status?.jobStatus}`);
    await jobEnd;
  }
}
