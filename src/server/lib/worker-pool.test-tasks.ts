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
  /**
   * Holds its worker for `ms`, counting in shared memory how many `group` tasks run at once: counters are
   * [running in group 0, in group 1, most at once in group 0, in group 1, most at once in both].
   */
  hold: ({ counters, group, ms }: { counters: SharedArrayBuffer; group: 0 | 1; ms: number }) => {
    const view = new Int32Array(counters);
    const raise = (index: number, value: number) => {
      for (let seen = Atomics.load(view, index); seen < value; seen = Atomics.load(view, index)) Atomics.compareExchange(view, index, seen, value);
    };
    raise(2 + group, Atomics.add(view, group, 1) + 1);
    raise(4, Atomics.load(view, 0) + Atomics.load(view, 1));
    // Index 5 stays 0, so this only sleeps.
    Atomics.wait(view, 5, 0, ms);
    Atomics.sub(view, group, 1);
    return group;
  },
};

export type TestTasks = typeof TEST_TASKS;

serveWorkerTasks(TEST_TASKS);
