// Worker-thread entry for the pool in cpu-tasks.ts: serves CPU_TASKS. The build emits it beside main.js.
import { CPU_TASKS } from './cpu-tasks.ts';
import { serveWorkerTasks } from './lib/worker-pool.ts';

serveWorkerTasks(CPU_TASKS);
