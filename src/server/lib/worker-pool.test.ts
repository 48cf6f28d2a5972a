import { afterEach, describe, expect, it } from 'vitest';
import { createWorkerPool, WorkerTaskError, type WorkerPool, type WorkerPoolOptions } from './worker-pool.ts';
import type { TestTasks } from './worker-pool.test-tasks.ts';

const ENTRY = new URL('./worker-pool.test-tasks.ts', import.meta.url);

type Lane = 'interactive';
let pool: WorkerPool<TestTasks, Lane> | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

function startPool(options: Partial<WorkerPoolOptions<Lane>> = {}): WorkerPool<TestTasks, Lane> {
  pool = createWorkerPool<TestTasks, Lane>({ entry: ENTRY, size: 1, memoryMb: 64, taskTimeoutMs: 20_000, maxQueued: 8, ...options });
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

describe('[WORKERS] lanes: job work is not starved by interactive work', () => {
  it('gives a free worker to the higher-priority lane first, whatever the arrival order', async () => {
    const workers = startPool({ lanes: { interactive: { priority: -1, maxQueued: 8 } } });
    const finished: string[] = [];
    const track = (label: string, promise: Promise<unknown>) => promise.then(() => finished.push(label));
    // The first task takes the only worker; the others wait, the default lane's task behind two interactive ones.
    await Promise.all([
      track('interactive 1', workers.run('echo', { text: '1' }, { lane: 'interactive' })),
      track('interactive 2', workers.run('echo', { text: '2' }, { lane: 'interactive' })),
      track('interactive 3', workers.run('echo', { text: '3' }, { lane: 'interactive' })),
      track('job', workers.run('echo', { text: 'job' })),
    ]);
    expect(finished).toEqual(['interactive 1', 'job', 'interactive 2', 'interactive 3']);
  });

  it('holds a lane to its maxRunning workers and leaves the rest to the other lanes', async () => {
    const workers = startPool({ size: 2, lanes: { interactive: { priority: -1, maxQueued: 8, maxRunning: 1 } } });
    // Both workers started first, so neither's start-up decides what overlaps.
    await Promise.all([workers.run('echo', { text: 'warm' }), workers.run('echo', { text: 'warm' })]);
    const counters = new SharedArrayBuffer(6 * 4);
    const hold = (group: 0 | 1, lane?: Lane) => workers.run('hold', { counters, group, ms: 400 }, lane ? { lane } : {});
    await Promise.all([hold(0, 'interactive'), hold(0, 'interactive'), hold(0, 'interactive'), hold(1)]);
    const [, , interactiveAtOnce, , bothAtOnce] = new Int32Array(counters);
    // Three interactive tasks never held both workers; the job task took the other one beside them.
    expect(interactiveAtOnce).toBe(1);
    expect(bothAtOnce).toBe(2);
  });

  it("bounds each lane's queue on its own: a full interactive lane does not refuse job work", async () => {
    const workers = startPool({ maxQueued: 2, lanes: { interactive: { priority: -1, maxQueued: 1 } } });
    const running = workers.run('spin', undefined as never, { timeoutMs: 2000 });
    const waiting = workers.run('echo', { text: 'a' }, { lane: 'interactive' });
    const refused = await failureOf(workers.run('echo', { text: 'b' }, { lane: 'interactive' }));
    expect(refused.reason).toBe('busy');
    expect(refused.message).toBe('1 interactive tasks are already waiting.');
    const job = workers.run('echo', { text: 'job' });
    expect((await failureOf(running)).reason).toBe('timeout');
    expect(await job).toEqual({ text: 'job', byteLength: 0 });
    expect(await waiting).toEqual({ text: 'a', byteLength: 0 });
    expect((await failureOf(workers.run('echo', { text: 'x' }, { lane: 'nowhere' as Lane }))).reason).toBe('failed');
  });
});
