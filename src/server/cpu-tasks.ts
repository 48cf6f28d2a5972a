// The pool of worker threads for CPU-heavy work, off the event loop. Its tasks come from task modules
// (`*.cpu-tasks.ts`, each exporting CPU_TASKS, a name → function of one structured-cloneable input): the offline AI
// engines' (ai/tasks/ai.cpu-tasks.ts) and those the features declare in their entries, which app.ts hands to
// createCpuPool. Callers run a task through `cpu.run(name, input)` from their context.
import type { OfflineRunner } from './ai/ai-client.ts';
import { AI_CPU_TASKS_MODULE, CPU_TASK_WHEN as AI_CPU_TASK_WHEN, CPU_TASKS as AI_CPU_TASKS } from './ai/tasks/ai.cpu-tasks.ts';
import type { Config } from './config.ts';
import { createWorkerPool, workerModuleUrl, type CpuLane, type CpuPool, type CpuTasks } from './lib/worker-pool.ts';

// More than this waiting means the workers are far behind; the job fails this try and is retried later.
const MAX_QUEUED_TASKS = 64;
// Interactive tasks waiting; beyond it the caller is told to try again shortly (speech answers 429).
const MAX_QUEUED_INTERACTIVE_TASKS = 16;
// Workers kept from interactive tasks when there is more than one, so job tasks never wait behind them at all.
const WORKERS_RESERVED_FOR_JOBS = 1;
// For a task whose caller gives no limit of its own.
const DEFAULT_TASK_TIMEOUT_MS = 60_000;

/** What the worker entry (cpu-tasks.worker.ts) receives: the task modules it loads, as URLs. */
export interface CpuWorkerData {
  taskModules: string[];
}

/** The pool that serves the AI engines' tasks and those of `taskModules` (lazily started; close it with the app). */
export function createCpuPool(config: Pick<Config, 'workerThreads'>, taskModules: readonly URL[] = []): CpuPool {
  const size = config.workerThreads.count;
  const workerData: CpuWorkerData = { taskModules: [AI_CPU_TASKS_MODULE, ...taskModules].map((url) => url.href) };
  return createWorkerPool<CpuTasks, CpuLane>({
    entry: workerModuleUrl('cpu-tasks.worker', import.meta.url),
    size,
    memoryMb: config.workerThreads.memoryMb,
    taskTimeoutMs: DEFAULT_TASK_TIMEOUT_MS,
    maxQueued: MAX_QUEUED_TASKS,
    // With one worker nothing can be reserved: job tasks then jump the queue and wait for at most the running task.
    lanes: { interactive: { priority: -1, maxQueued: MAX_QUEUED_INTERACTIVE_TASKS, maxRunning: Math.max(1, size - WORKERS_RESERVED_FOR_JOBS) } },
    workerData,
  });
}

/** Runs the offline AI engines in the pool when ai/tasks/ai.cpu-tasks.ts has them as `ai.<task name>`; any other inline. */
export function offlineRunner(cpu: CpuPool): OfflineRunner {
  return async (taskName, input, inline) => {
    const name = `ai.${taskName}`;
    if (!Object.hasOwn(AI_CPU_TASKS, name)) return inline();
    const when = AI_CPU_TASK_WHEN[name as keyof typeof AI_CPU_TASKS];
    if (when && !when(input as never)) return inline();
    return cpu.run(name as keyof CpuTasks, input as never);
  };
}
