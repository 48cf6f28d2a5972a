import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ServerEvent } from '../../shared/contracts/jobs.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { openTestDatabase } from '../test/test-app.ts';
import { defineJob, type AnyJobDefinition } from './define-job.ts';
import { createEventBus, type EventBus } from './event-bus.ts';
import type { JobQueue } from './job-queue.ts';
import { buildTestJobs, cleanupsByMarker, runsByMarker, startQueue, waitUntilSettled } from './job-queue.test-helpers.ts';

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
      // The job taken back is 'retry', which no enqueue wakes a worker for, and its clean-up is queued by pg-boss itself:
      // each instance looks for them every second rather than every two.
      instances.push({ database, events, queue: await startQueue(database, events, [job], true, { maintenanceIntervalSeconds: 1 }, { JOB_POLL_INTERVAL_SECONDS: '1' }) });
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
