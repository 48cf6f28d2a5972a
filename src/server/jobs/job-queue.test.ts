import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ServerEvent } from '../../shared/contracts/jobs.ts';
import { createAiClient } from '../ai/ai-client.ts';
import { AiError } from '../ai/ai-error.ts';
import { loadConfig } from '../config.ts';
import { createCpuPool } from '../cpu-tasks.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { appSettings } from '../db/schema.ts';
import { createLocalStorage } from '../storage/local-storage.ts';
import { openTestDatabase, TEST_DATABASES } from '../test/test-app.ts';
import { defineJob, PermanentJobError, type AnyJobDefinition } from './define-job.ts';
import { createEventBus, type EventBus } from './event-bus.ts';
import { createJobQueue, type JobQueue } from './job-queue.ts';

const log = pino({ level: 'silent' });
const ai = createAiClient({ provider: 'offline', model: undefined, baseUrl: undefined, apiKey: undefined, timeoutMs: 1000 });
const config = loadConfig({ LOG_LEVEL: 'silent' });
// These jobs never use it, so its workers never start.
const cpu = createCpuPool(config);
// The environment's speech settings, as a server without a Speech page save has them.
const speechSettings = { get: async () => config.speech, invalidate: () => undefined };
const payload = z.object({ userId: z.string(), mode: z.enum(['ok', 'permanent', 'flaky', 'broken', 'ai']), marker: z.string().optional() });

let suffix = 0;
const runsByMarker = new Map<string, number>();
const cleanupsByMarker = new Map<string, number>();
/** Jobs with unique queue names, so test files sharing one PostgreSQL database never take each other's work. */
function buildTestJobs() {
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

async function startQueue(database: Database, events: EventBus, jobs: AnyJobDefinition[], runWorkers = true, maintenanceIntervalSeconds?: number) {
  const storage = createLocalStorage(mkdtempSync(join(tmpdir(), 'engram-jobs-')));
  return createJobQueue({ database, events, ai, storage, cpu, config, speechSettings, log, jobs, runWorkers, ...(maintenanceIntervalSeconds ? { maintenanceIntervalSeconds } : {}) });
}

async function waitUntilSettled(queue: JobQueue, job: AnyJobDefinition, jobId: string, userId: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await queue.status(job, jobId, userId);
    if (status && (status.jobStatus === 'Completed' || status.jobStatus === 'Failed')) return status;
    if (Date.now() > deadline) throw new Error(`job ${jobId} still ${status?.jobStatus}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(TEST_DATABASES)('[JOBS] queue on $name', ({ url }) => {
  let database: Database;
  let events: EventBus;
  let queue: JobQueue;
  const { job, jobs } = buildTestJobs();
  const received: ServerEvent[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(url);
    events = await createEventBus({ databaseUrl: url });
    events.subscribe('user-a', (event) => received.push(event));
    queue = await startQueue(database, events, jobs);
  });
  afterAll(async () => {
    await queue.stop();
    await events.close();
    await database.close();
  });

  it('runs a job, stores its result and tells its owner', async () => {
    const jobId = await queue.enqueue(job, { userId: 'user-a', mode: 'ok', marker: 'hello' });
    const status = await waitUntilSettled(queue, job, jobId, 'user-a');
    expect(status).toEqual({ jobStatus: 'Completed', result: { echoed: 'hello', attempt: 0 }, failedReason: null });
    await expect.poll(() => received.find((event) => event.type === 'job' && event.jobId === jobId)).toMatchObject({ type: 'job', jobStatus: 'Completed', queue: job.name });
  });

  it('hides a job from everyone but its owner', async () => {
    const jobId = await queue.enqueue(job, { userId: 'user-a', mode: 'ok' });
    expect(await queue.status(job, jobId, 'user-b')).toBeNull();
    expect(await queue.status(job, '00000000-0000-4000-8000-000000000000', 'user-a')).toBeNull();
  });

  it('commits a job with its row, and drops both when the transaction fails', async () => {
    const key = `test-job-row-${Date.now()}-${Math.random()}`;
    const committed = await queue.transaction(async (tx, enqueue) => {
      await tx.insert(appSettings).values({ key, value: 'kept' });
      return enqueue(job, { userId: 'user-a', mode: 'ok', marker: 'in-tx' });
    });
    expect((await waitUntilSettled(queue, job, committed, 'user-a')).result).toEqual({ echoed: 'in-tx', attempt: 0 });

    let lostJobId = '';
    await expect(
      queue.transaction(async (tx, enqueue) => {
        await tx.insert(appSettings).values({ key: `${key}-rolled-back`, value: 'lost' });
        lostJobId = await enqueue(job, { userId: 'user-a', mode: 'ok' });
        throw new Error('abort the transaction');
      }),
    ).rejects.toThrow('abort the transaction');
    expect(lostJobId).not.toBe('');
    expect(await queue.status(job, lostJobId, 'user-a')).toBeNull();
    const rows = await database.db.execute(sql`select count(*)::int as n from app_settings where key = ${`${key}-rolled-back`}`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

  it('fails at once with the readable reason of a permanent error', async () => {
    const marker = `permanent-${Math.random()}`;
    const jobId = await queue.enqueue(job, { userId: 'user-a', mode: 'permanent', marker });
    expect(await waitUntilSettled(queue, job, jobId, 'user-a')).toEqual({
      jobStatus: 'Failed',
      result: null,
      failedReason: 'The thing you asked for no longer exists.',
    });
    expect(runsByMarker.get(marker)).toBe(1);
    // The job's clean-up runs once it has ended Failed.
    await expect.poll(() => cleanupsByMarker.get(marker), { timeout: 10_000 }).toBe(1);
  });

  it('retries a transient failure and then completes', async () => {
    const jobId = await queue.enqueue(job, { userId: 'user-a', mode: 'flaky', marker: 'second time lucky' });
    expect(await waitUntilSettled(queue, job, jobId, 'user-a')).toMatchObject({ jobStatus: 'Completed', result: { attempt: 1 } });
  });

  it('after the last retry, shows an AI failure as it is and hides internal errors', async () => {
    const aiJob = await queue.enqueue(job, { userId: 'user-a', mode: 'ai' });
    expect((await waitUntilSettled(queue, job, aiJob, 'user-a')).failedReason).toBe(
      'The AI provider is receiving too many requests. Please try again shortly.',
    );
    const broken = await queue.enqueue(job, { userId: 'user-a', mode: 'broken' });
    const status = await waitUntilSettled(queue, job, broken, 'user-a');
    expect(status.failedReason).toBe('Job failed. Please try again.');
  });

  it('runs a daily scheduled job once, and drops the offers made again within its day', async () => {
    const marker = `daily-${Math.random()}`;
    await queue.schedule(job, { userId: 'user-a', mode: 'ok', marker }, 86_400);
    await expect.poll(() => runsByMarker.get(marker), { timeout: 15_000 }).toBe(1);
    // Another instance, or this one after a restart, offers it again the same day.
    await queue.schedule(job, { userId: 'user-a', mode: 'ok', marker }, 86_400);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(runsByMarker.get(marker)).toBe(1);
  });

  it('refuses a payload that does not match the job', async () => {
    await expect(queue.enqueue(job, { userId: 'user-a', mode: 'nonsense' } as never)).rejects.toThrow();
  });
});

describe('[JOBS] a job running when the process died (embedded database)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'engram-restart-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  /** Leaves `jobId` as a stopped process leaves it: fetched (active) `retries` times so far, then cut off. */
  async function stopWhileRunning(jobs: AnyJobDefinition[], enqueue: (queue: JobQueue) => Promise<string>, retries: number) {
    const database = await openDatabase({ dataDir });
    const events = await createEventBus({});
    const queue = await startQueue(database, events, jobs, false);
    const jobId = await enqueue(queue);
    await database.executeSql(`update pgboss.job set state = 'active', started_on = now(), retry_count = $2 where id = $1`, [jobId, retries]);
    await queue.stop();
    await events.close();
    await database.close();
    return jobId;
  }

  async function restart(jobs: AnyJobDefinition[], check: (queue: JobQueue) => Promise<void>) {
    const database = await openDatabase({ dataDir });
    const events = await createEventBus({});
    const queue = await startQueue(database, events, jobs, true);
    try {
      await check(queue);
    } finally {
      await queue.stop();
      await events.close();
      await database.close();
    }
  }

  it('is picked up again after restart, with the stop counted as a try, and completes', async () => {
    const { job, jobs } = buildTestJobs();
    const jobId = await stopWhileRunning(jobs, (queue) => queue.enqueue(job, { userId: 'user-r', mode: 'ok', marker: 'survived' }), 0);
    await restart(jobs, async (queue) => {
      expect(await waitUntilSettled(queue, job, jobId, 'user-r')).toMatchObject({ jobStatus: 'Completed', result: { echoed: 'survived', attempt: 1 } });
    });
  });

  it('ends Failed with a readable reason, and is cleaned up, when it was already on its last try', async () => {
    const { job, jobs } = buildTestJobs();
    const marker = `stopped-${Math.random()}`;
    // Its limit is 2 retries: the stop on the third run leaves no try.
    const jobId = await stopWhileRunning(jobs, (queue) => queue.enqueue(job, { userId: 'user-r', mode: 'ok', marker }), 2);
    await restart(jobs, async (queue) => {
      expect(await waitUntilSettled(queue, job, jobId, 'user-r')).toEqual({
        jobStatus: 'Failed',
        result: null,
        failedReason: 'The server stopped while this job was running, too many times. Please try again.',
      });
      await expect.poll(() => cleanupsByMarker.get(marker), { timeout: 10_000 }).toBe(1);
    });
    // It never ran again.
    expect(runsByMarker.get(marker)).toBeUndefined();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('[JOBS] a job whose process died (PostgreSQL)', () => {
  it('expires, is retried on another instance with the try counted, and ends Failed past its limit, cleaned up', async () => {
    const url = process.env.TEST_DATABASE_URL;
    const tag = `${process.pid}_${Date.now().toString(36)}`;
    const attempts: number[] = [];
    let cleanups = 0;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    // A run that never returns holds its instance's worker, as a dead process holds nothing: the job stays active.
    const job = defineJob({
      name: `test.lost_${tag}`,
      payload: z.object({ userId: z.string() }),
      retry: { limit: 1, delaySeconds: 0, backoff: false },
      expireInSeconds: 600,
      async run(_data, { attempt }) {
        attempts.push(attempt);
        await released;
        return {};
      },
      async onFailed() {
        cleanups += 1;
      },
    });
    const instances: { database: Database; events: EventBus; queue: JobQueue }[] = [];
    for (let index = 0; index < 2; index += 1) {
      const database = await openTestDatabase(url);
      const events = await createEventBus({ databaseUrl: url });
      instances.push({ database, events, queue: await startQueue(database, events, [job], true, 1) });
    }
    const first = instances[0]!;
    // Its process died long ago: the run is past its expiry, so pg-boss's maintenance takes the job back.
    const dieWhileRunning = (jobId: string) =>
      first.database.executeSql(`update pgboss.job set started_on = now() - interval '1 hour' where id = $1 and state = 'active'`, [jobId]);
    try {
      const jobId = await first.queue.enqueue(job, { userId: 'user-p' });
      await expect.poll(() => attempts.length, { timeout: 10_000 }).toBe(1);
      await dieWhileRunning(jobId);
      // The other instance's worker is free and runs it again.
      await expect.poll(() => attempts.length, { timeout: 15_000 }).toBe(2);
      await dieWhileRunning(jobId);
      expect(await waitUntilSettled(first.queue, job, jobId, 'user-p', 15_000)).toEqual({
        jobStatus: 'Failed',
        result: null,
        failedReason: 'The server stopped while this job was running, too many times. Please try again.',
      });
      expect(attempts).toEqual([0, 1]);
      await expect.poll(() => cleanups, { timeout: 15_000 }).toBe(1);
    } finally {
      release();
      for (const { database, events, queue } of instances) {
        await queue.stop();
        await events.close();
        await database.close();
      }
    }
  }, 60_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('[JOBS] events across instances', () => {
  it('delivers an event published by one instance to a page connected to another', async () => {
    const url = process.env.TEST_DATABASE_URL;
    const publisher = await createEventBus({ databaseUrl: url });
    const subscriber = await createEventBus({ databaseUrl: url });
    try {
      const seen = new Promise<ServerEvent>((resolve) => subscriber.subscribe('user-x', resolve));
      await publisher.publish('user-x', { type: 'job', jobId: 'j1', queue: 'q', jobStatus: 'Completed' });
      await expect(seen).resolves.toEqual({ type: 'job', jobId: 'j1', queue: 'q', jobStatus: 'Completed' });
    } finally {
      await publisher.close();
      await subscriber.close();
    }
  });
});

describe.each(TEST_DATABASES)('[JOBS] queue policy on $name', ({ url }) => {
  it('gives a queue made by an earlier version the expiry its job has now', async () => {
    const database = await openTestDatabase(url);
    const events = await createEventBus({ databaseUrl: url });
    const name = `test.policy_${process.pid}_${Date.now().toString(36)}`;
    const withExpiry = (expireInSeconds: number) =>
      defineJob({ name, payload: z.object({ userId: z.string() }), retry: { limit: 1, delaySeconds: 0, backoff: false }, expireInSeconds, run: async () => ({}) });
    const expiryStored = async () => (await database.executeSql('select expire_seconds from pgboss.queue where name = $1', [name])).rows[0]?.expire_seconds;
    try {
      const before = await startQueue(database, events, [withExpiry(300)], false);
      await before.stop();
      expect(await expiryStored()).toBe(300);
      const after = await startQueue(database, events, [withExpiry(45)], false);
      await after.stop();
      expect(await expiryStored()).toBe(45);
    } finally {
      await events.close();
      await database.close();
    }
  });
});
