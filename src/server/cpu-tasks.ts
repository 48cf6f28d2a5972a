// The CPU-heavy work that runs in worker threads, off the event loop: one name per task, each a function of one
// structured-cloneable input. Add a task here; jobs call it through `cpu.run(name, input)` from their context.
import type { OfflineRunner } from './ai/ai-client.ts';
import { generatePersonaTask } from './ai/tasks/generate-persona/task.ts';
import { generateRubricTask } from './ai/tasks/generate-rubric/task.ts';
import { generateScenarioTask } from './ai/tasks/generate-scenario/task.ts';
import { gradeConversationTask } from './ai/tasks/grade-conversation/task.ts';
import { twinSummaryTask } from './ai/tasks/twin-summary/task.ts';
import type { Config } from './config.ts';
import { extractFileTextTask } from './features/files/file-content.ts';
import { synthesizeOfflineSpeech } from './features/speech/espeak-synthesizer.ts';
import { createWorkerPool, type WorkerPool } from './lib/worker-pool.ts';

export const CPU_TASKS = {
  'files.extract-text': extractFileTextTask,
  // The offline AI engines, named `ai.<task name>` (see offlineRunner below).
  'ai.generate-persona': generatePersonaTask.offline,
  'ai.generate-rubric': generateRubricTask.offline,
  'ai.generate-scenario': generateScenarioTask.offline,
  'ai.grade-conversation': gradeConversationTask.offline,
  'ai.twin-summary': twinSummaryTask.offline,
  // eSpeak NG in WebAssembly: a few hundred milliseconds of CPU per sentence, compiled once per worker.
  'speech.synthesize-offline': synthesizeOfflineSpeech,
};

export type CpuTasks = typeof CPU_TASKS;
/**
 * Job work (extraction, the offline AI engines) runs in the default lane; work a person waits for at the screen and
 * can send as fast as they like (offline speech) runs in 'interactive', taken only when no job task waits and never
 * on every worker, so one person's speech cannot hold back everyone's grading.
 */
export type CpuLane = 'interactive';
export type CpuPool = WorkerPool<CpuTasks, CpuLane>;

// More than this waiting means the workers are far behind; the job fails this try and is retried later.
const MAX_QUEUED_TASKS = 64;
// Interactive tasks waiting; beyond it the caller is told to try again shortly (speech answers 429).
const MAX_QUEUED_INTERACTIVE_TASKS = 16;
// Workers kept from interactive tasks when there is more than one, so job tasks never wait behind them at all.
const WORKERS_RESERVED_FOR_JOBS = 1;
// For a task whose caller gives no limit of its own.
const DEFAULT_TASK_TIMEOUT_MS = 60_000;

/** The pool that serves CPU_TASKS (lazily started; close it with the app). */
export function createCpuPool(config: Pick<Config, 'workerThreads'>): CpuPool {
  // Beside this module in src/ (run through tsx); beside the bundle in dist/server/, where the build emits it as .js.
  const extension = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
  const size = config.workerThreads.count;
  return createWorkerPool<CpuTasks, CpuLane>({
    entry: new URL(`./cpu-tasks.worker${extension}`, import.meta.url),
    size,
    memoryMb: config.workerThreads.memoryMb,
    taskTimeoutMs: DEFAULT_TASK_TIMEOUT_MS,
    maxQueued: MAX_QUEUED_TASKS,
    // With one worker nothing can be reserved: job tasks then jump the queue and wait for at most the running task.
    lanes: { interactive: { priority: -1, maxQueued: MAX_QUEUED_INTERACTIVE_TASKS, maxRunning: Math.max(1, size - WORKERS_RESERVED_FOR_JOBS) } },
  });
}

/** Runs the offline AI engines in the pool when CPU_TASKS has them as `ai.<task name>`; any other inline. */
export function offlineRunner(cpu: CpuPool): OfflineRunner {
  return async (taskName, input, inline) => {
    const name = `ai.${taskName}`;
    if (!Object.hasOwn(CPU_TASKS, name)) return inline();
    return cpu.run(name as keyof CpuTasks, input as never);
  };
}
