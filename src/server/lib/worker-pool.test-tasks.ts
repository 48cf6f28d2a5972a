// Worker entry for worker-pool.test.ts: tasks that behave well and tasks that misbehave in each way a pool must survive.
import { serveWorkerTasks } from './worker-pool.ts';

const TEST_TASKS = {
  echo: (input: { text: string; bytes?: Uint8Array }) => ({ text: input.text, byteLength: input.bytes?.byteLength ?? 0 }),
  /** Keeps every allocation reachable, so only the heap limit can stop it. */
  allocate: () => {
    const kept: number[][] = [];
    for (;;) kept.push(Array.from({ length: 100_000 }, (_, index) => index * 1.5));
  },
  spin: () => {
    for (;;);
  },
  fail: () => {
    throw new RangeError('the input was out of range');
  },
  exit: () => process.exit(3),
};

export type TestTasks = typeof TEST_TASKS;

serveWorkerTasks(TEST_TASKS);
