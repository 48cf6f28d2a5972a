// Worker-thread entry for the pool in cpu-tasks.ts: loads the task modules it is given and serves their CPU_TASKS.
// The build emits it, and every *.cpu-tasks.ts, beside main.js.
import { workerData } from 'node:worker_threads';
import type { CpuWorkerData } from './cpu-tasks.ts';
import { serveWorkerTasks, type WorkerTasks } from './lib/worker-pool.ts';

const { taskModules } = workerData as CpuWorkerData;
const tasks: WorkerTasks = {};
for (const href of taskModules) {
  const { CPU_TASKS } = (await import(href)) as { CPU_TASKS: WorkerTasks };
  for (const [name, run] of Object.entries(CPU_TASKS)) {
    // Two modules giving one name would leave one of them unreachable.
    if (Object.hasOwn(tasks, name)) throw new Error(`Two task modules name the worker task ${name}.`);
    tasks[name] = run;
  }
}
serveWorkerTasks(tasks);
