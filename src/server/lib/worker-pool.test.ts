import { afterEach, describe, expect, it } from 'vitest';
import { createWorkerPool, WorkerTaskError, type WorkerPool, type WorkerPoolOptions } from './worker-pool.ts';
import type { TestTasks } from './worker-pool.test-tasks.ts';

const ENTRY = new URL('./worker-pool.test-tasks.ts', import.meta.url);

let pool: WorkerPool<TestTasks> | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

function startPool(options: Partial<WorkerPoolOptions> = {}): WorkerPool<TestTasks> {
  pool = createWorkerPool<TestTasks>({ entry: ENTRY, size: 1, memoryMb: 64, taskTimeoutMs: 20_000, maxQueued: 8, ...options });
  return pool;
}

async function failureOf(promise: Promise<unknown>): Promise<WorkerTaskError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(WorkerTaskError);
  return error as WorkerTaskError;
}

describe('[WORKERS] worker pool', () => {
  it('runs a task in a worker and copies its input and result across', async () => {
    const workers = startPool();
    expect(await workers.run('echo', { text: 'hello', bytes: Buffer.from('four') })).toEqual({ text: 'hello', byteLength: 4 });
  });

  it('fails a task that allocates without bound with the memory error, then keeps serving', async () => {
    const workers = startPool();
    const error = await failureOf(workers.run('allocate', undefined as never));
    expect(error.reason).toBe('out-of-memory');
    expect(await workers.run('echo', { text: 'still here' })).toEqual({ text: 'still here', byteLength: 0 });
  });

  it('terminates a task past its time limit, and the next task succeeds on a fresh worker', async () => {
    const workers = startPool();
    // The worker is started (and tsx loaded) first, so the short limit below measures the task alone.
    await workers.run('echo', { text: 'warm' });
    const error = await failureOf(workers.run('spin', undefined as never, { timeoutMs: 300 }));
    expect(error.reason).toBe('timeout');
    expect(await workers.run('echo', { text: 'after the timeout' })).toEqual({ text: 'after the timeout', byteLength: 0 });
  });

  it("reports a task's own error and a worker that exits, failing only that task", async () => {
    const workers = startPool({ size: 2 });
    const [thrown, exited, fine] = await Promise.allSettled([
      workers.run('fail', undefined as never),
      workers.run('exit', undefined as never),
      workers.run('echo', { text: 'unaffected' }),
    ]);
    expect(thrown.status === 'rejected' && thrown.reason).toMatchObject({ reason: 'failed', message: 'RangeError: the input was out of range' });
    expect(exited.status === 'rejected' && exited.reason).toMatchObject({ reason: 'crashed' });
    expect(fine).toEqual({ status: 'fulfilled', value: { text: 'unaffected', byteLength: 0 } });
    expect(await workers.run('echo', { text: 'next' })).toEqual({ text: 'next', byteLength: 0 });
  });

  it('bounds its queue, refuses work after close, and fails the tasks it was holding', async () => {
    const workers = startPool({ maxQueued: 2 });
    const running = workers.run('spin', undefined as never);
    const waiting = [workers.run('echo', { text: 'a' }), workers.run('echo', { text: 'b' })];
    // The spinning task holds the only worker, so two tasks wait and a third is refused.
    expect((await failureOf(workers.run('echo', { text: 'c' }))).reason).toBe('busy');

    const held = Promise.allSettled([running, ...waiting]);
    await workers.close();
    for (const outcome of await held) expect(outcome).toMatchObject({ status: 'rejected', reason: { reason: 'closed' } });
    expect((await failureOf(workers.run('echo', { text: 'late' }))).reason).toBe('closed');
  });
});
