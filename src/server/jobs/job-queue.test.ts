import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ServerEvent } from '../../shared/contracts/jobs.ts';
import { AiError, createAiClient } from '../ai/ai-client.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { appSettings } from '../db/schema.ts';
import { createFileStorage } from '../storage/file-storage.ts';
import { TEST_DATABASES } from '../test/test-app.ts';
import { defineJob, PermanentJobError, type AnyJobDefinition } from './define-job.ts';
import { createEventBus, type EventBus } from './event-bus.ts';
import { createJobQueue, type JobQueue } from './job-queue.ts';

const log = pino({ level: 'silent' });
const ai = createAiClient({ provider: 'offline', model: undefined, baseUrl: undefined, apiKey: undefined, timeoutMs: 1000 });
const payload = z.object({ userId: z.string(), mode: z.enum(['ok', 'permanent', 'flaky', 'broken', 'ai']), marker: z.string().optional() });

let suffix = 0;
const runsByMarker = new Map<string, number>();
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
  });
  return { job, jobs: [job] as AnyJobDefinition[] };
}

async function startQueue(database: Database, events: EventBus, jobs: AnyJobDefinition[], runWorkers = true, filesDir?: string) {
  const storage = createFileStorage(filesDir ?? mkdtempSync(join(tmpdir(), 'engram-jobs-')));
  return createJobQueue({ database, events, ai, storage, log, jobs, runWorkers });
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
    database = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
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
    await expect.poll(() => received.find((event) => event.jobId === jobId)).toMatchObject({ type: 'job', jobStatus: 'Completed', queue: job.name });
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

  it('refuses a payload that does not match the job', async () => {
    await expect(queue.enqueue(job, { userId: 'user-a', mode: 'nonsense' } as never)).rejects.toThrow();
  });
});

describe('[JOBS] a job running when the process died', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'engram-restart-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is picked up again after restart and completes', async () => {
    const { job, jobs } = buildTestJobs();
    const first = await openDatabase({ dataDir });
    const firstEvents = await createEventBus({});
    const firstQueue = await startQueue(first, firstEvents, jobs, false);
    const jobId = await firstQueue.enqueue(job, { userId: 'user-r', mode: 'ok', marker: 'survived' });
    // The worker had fetched it (active) when the process was killed.
    await first.executeSql(`update pgboss.job set state = 'active', started_on = now() where id = $1`, [jobId]);
    expect((await firstQueue.status(job, jobId, 'user-r'))?.jobStatus).toBe('Active');
    await firstQueue.stop();
    await firstEvents.close();
    await first.close();

    const second = await openDatabase({ dataDir });
    const secondEvents = await createEventBus({});
    const secondQueue = await startQueue(second, secondEvents, jobs, true);
    try {
      expect(await waitUntilSettled(secondQueue, job, jobId, 'user-r')).toMatchObject({ jobStatus: 'Completed', result: { echoed: 'survived' } });
    } finally {
      await secondQueue.stop();
      await secondEvents.close();
      await second.close();
    }
  });
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
