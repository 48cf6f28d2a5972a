// One pool of worker threads per test process, for the apps the route tests build (test-app.ts), the evaluation's
// (eval/created/created.test-helpers.ts) and the engines' worker-thread tests (cpu-tasks.test.ts). Starting a thread
// from the source costs about 1.3 s of CPU (tsx compiles and loads the engines again in it); the pool's tasks are pure
// functions of their input, so apps can share its threads as the server's own requests do. An app given this pool
// leaves it running when it closes; the threads are unreferenced between tasks, so they never keep the test process
// alive.
import type { Config } from '../config.ts';
import { createCpuPool } from '../cpu-tasks.ts';
import type { CpuPool } from '../lib/worker-pool.ts';
import { FEATURE_CPU_TASKS } from '../app/features.ts';

const pools = new Map<string, CpuPool>();

/** The process's pool for apps configured with `config`'s worker threads (count and heap limit). */
export function sharedCpuPool(config: Pick<Config, 'workerThreads'>): CpuPool {
  const key = `${config.workerThreads.count}:${config.workerThreads.memoryMb}`;
  let pool = pools.get(key);
  if (!pool) {
    pool = createCpuPool(config, FEATURE_CPU_TASKS);
    pools.set(key, pool);
  }
  return pool;
}
