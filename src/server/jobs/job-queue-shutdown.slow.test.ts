// A job whose handler outlives the shutdown's waits (the queue's stop, then its drain) ends after the database has
// closed: pg-boss then records its end without awaiting the query, which must not become an unhandled rejection
// (Node ends a process on one). The job is left to its lease, as after a crash.
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openTestDatabase, TEST_DATABASES } from '../test/test-app.ts';
import { defineJob } from './define-job.ts';
import { createEventBus } from './event-bus.ts';
import { startQueue } from './job-queue.test-helpers.ts';

describe('[JOBS] a handler that outlives the shutdown', () => {
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', onUnhandled);
  afterAll(() => {
    process.off('unhandledRejection', onUnhandled);
  });

  it('ends after the database closed without an unhandled rejection', async () => {
    let started = () => undefined as void;
    const isStarted = new Promise<void>((resolve) => (started = resolve));
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const job = defineJob({
      name: `test.outlives_${process.pid}_${Date.now().toString(36)}`,
      payload: z.object({ userId: z.string() }),
      retry: { limit: 1, delaySeconds: 0, backoff: false },
      expireInSeconds: 60,
      async run() {
        started();
        await released;
        throw new Error('ended after the shutdown');
      },
    });
    const database = await openTestDatabase(TEST_DATABASES[0]!.url);
    const events = await createEventBus({});
    // Closing's waits shortened: the handler outlives them however long they are.
    const queue = await startQueue(database, events, [job], true, { closeWaitMs: 200 });
    await queue.enqueue(job, { userId: 'user-late' });
    await isStarted;

    // As the app closes: stop taking jobs, wait for those under way, then close the database.
    await queue.stop();
    await queue.drain();
    await events.close();
    await database.close();
    release();
    // pg-boss records the handler's end a few ticks after it throws.
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(unhandled).toEqual([]);
  }, 60_000);
});
