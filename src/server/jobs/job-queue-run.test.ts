import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ServerEvent } from '../../shared/contracts/jobs.ts';
import type { Database } from '../db/client.ts';
import { appSettings } from '../db/schema.ts';
import { jobsSettled, openTestDatabase, TEST_DATABASES } from '../test/test-app.ts';
import { defineJob } from './define-job.ts';
import { createEventBus, type EventBus } from './event-bus.ts';
import { nextJobEnd } from './job-ended.ts';
import type { JobQueue } from './job-queue.ts';
import { buildTestJobs, cleanupsByMarker, runsByMarker, startQueue, waitUntilSettled } from './job-queue.test-helpers.ts';

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

  it('tells whoever waits in this process that a job ended, once its status reads so', async () => {
    const jobId = await queue.enqueue(job, { userId: 'user-a', mode: 'permanent' });
    // Another job of this process may end first: each notice is a reason to read again, never a status itself.
    for (;;) {
      await nextJobEnd(600_000);
      const status = await queue.status(job, jobId, 'user-a');
      if (status?.jobStatus !== 'Waiting' && status?.jobStatus !== 'Active') break;
    }
    expect((await queue.status(job, jobId, 'user-a'))?.jobStatus).toBe('Failed');
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
    // Had it been queued again, it would run now: once nothing of the person waits or runs, it ran once.
    expect(await jobsSettled(database, 'user-a')).toBe(0);
    expect(runsByMarker.get(marker)).toBe(1);
  });

  it('refuses a payload that does not match the job', async () => {
    await expect(queue.enqueue(job, { userId: 'user-a', mode: 'nonsense' } as never)).rejects.toThrow();
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

describe.each(TEST_DATABASES)('[JOBS] jobs that come due later, on $name, with workers that poll once a minute', ({ url }) => {
  let database: Database;
  let events: EventBus;
  let queue: JobQueue;
  const tag = `${process.pid}_${Date.now().toString(36)}`;
  const runs: string[] = [];
  const debounced = defineJob({
    name: `test.debounced_${tag}`,
    payload: z.object({ userId: z.string() }),
    retry: { limit: 0, delaySeconds: 0, backoff: false },
    expireInSeconds: 60,
    debounce: { seconds: 1, key: ({ userId }) => userId },
    async run({ userId }) {
      runs.push(userId);
      return {};
    },
  });
  const { job, jobs } = buildTestJobs();

  beforeAll(async () => {
    database = await openTestDatabase(url);
    events = await createEventBus({ databaseUrl: url });
    // A retry waits a second (the job's own delay is none), and nothing is found by a poll within the tests' wait.
    queue = await startQueue(database, events, [debounced, ...jobs], true, {}, { JOB_POLL_INTERVAL_SECONDS: '60', JOB_RETRY_DELAY_SECONDS: '1' });
  });
  afterAll(async () => {
    await queue.stop();
    await events.close();
    await database.close();
  });

  it('runs a debounced job once when it is due, without waiting for the next poll', async () => {
    const jobId = await queue.enqueueDebounced(debounced, { userId: 'user-d' });
    expect(jobId).not.toBeNull();
    expect(await queue.enqueueDebounced(debounced, { userId: 'user-d' })).toBeNull();
    expect(await waitUntilSettled(queue, debounced, jobId!, 'user-d', 15_000)).toMatchObject({ jobStatus: 'Completed' });
    expect(runs).toEqual(['user-d']);
  });

  it('tries a failed job again when the configured delay has passed, without waiting for the next poll', async () => {
    const jobId = await queue.enqueue(job, { userId: 'user-d', mode: 'flaky', marker: `late-${tag}` });
    expect(await waitUntilSettled(queue, job, jobId, 'user-d', 15_000)).toMatchObject({ jobStatus: 'Completed', result: { attempt: 1 } });
  });
});
