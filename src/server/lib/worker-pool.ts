/**
 * A small pool of worker threads for CPU-heavy work (reading documents, offline generation, grading), so a slow
 * or hostile input stalls one worker, never the event loop, and a worker that runs out of memory fails one task,
 * never the process.
 *
 * Main thread:
 *   const pool = createWorkerPool<typeof TASKS>({ entry, size: 2, memoryMb: 512, taskTimeoutMs: 30_000, maxQueued: 64 });
 *   const value = await pool.run('task-name', input, { timeoutMs });   // rejects with WorkerTaskError
 *   await pool.close();                                                 // from the app's onClose
 *
 * Lanes keep one kind of work from starving another. Tasks wait in their lane ('default' unless run() names one);
 * a free worker takes the oldest task of the highest-priority lane that may run another, and a lane may be held
 * to fewer workers than the pool has, which leaves the rest to the other lanes:
 *   createWorkerPool<typeof TASKS, 'interactive'>({ ..., maxQueued: 64,                 // the default lane, priority 0
 *     lanes: { interactive: { priority: -1, maxQueued: 16, maxRunning: size - 1 } } });
 *   await pool.run('speak', input, { lane: 'interactive' });
 * A running task is never preempted: with one worker, a default task waits for at most the task it finds running.
 * Worker entry (the module at `entry`):
 *   serveWorkerTasks(TASKS);   // TASKS maps a task name to a function of one structured-cloneable input
 *
 * Workers start on first use, so an instance that never runs a task never starts one. Each task has a time limit;
 * past it the worker is terminated and a fresh one serves the next task. A worker that dies (out of memory, or
 * otherwise) fails only the task it was running. Inputs and results are copied between threads (structured
 * clone): a Buffer arrives as a Uint8Array, and error classes do not survive, so tasks should return expected
 * failures as values. A `.ts` entry (tests, `npm run dev`) is loaded through tsx; the build emits a `.js` one.
 */
import { parentPort, Worker } from 'node:worker_threads';

/** Task name → function of its input. Inputs and results must survive structured clone. */
export type WorkerTasks = Record<string, (input: never) => unknown>;

/** Tasks named by the keys of `Tasks`; unlike WorkerTasks it also admits an interface (CpuTasks below). */
type TaskMap<Tasks> = { [Name in keyof Tasks]: (input: never) => unknown };

/**
 * The app's CPU tasks by name, as callers see them: each task module (`*.cpu-tasks.ts`) adds its own entries here
 * with `declare module`, so this file and the code that runs tasks know no feature.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface CpuTasks {}
/**
 * Job work (extraction, the offline AI engines) runs in the default lane; work a person waits for at the screen and
 * can send as fast as they like (offline speech) runs in 'interactive', taken only when no job task waits and never
 * on every worker, so one person's speech cannot hold back everyone's grading.
 */
export type CpuLane = 'interactive';
/** The app's pool of worker threads (cpu-tasks.ts builds it), as jobs and features receive it. */
export type CpuPool = WorkerPool<CpuTasks, CpuLane>;

/**
 * A worker module beside `base` (the caller's import.meta.url): `<name>.ts` in src/ (run through tsx), `<name>.js`
 * beside the bundle in dist/server/, where the build emits every worker module under its own file name.
 */
export function workerModuleUrl(name: string, base: string): URL {
  return new URL(`./${name}${base.endsWith('.ts') ? '.ts' : '.js'}`, base);
}

/** A queue of its own for one kind of task. */
export interface WorkerLane {
  /** Free workers take the highest-priority lane's tasks first; the default lane's priority is 0. */
  priority: number;
  /** Tasks allowed to wait in this lane; run() fails with 'busy' beyond this. */
  maxQueued: number;
  /** Workers this lane's tasks may hold at once (at least 1); unset, all of them. */
  maxRunning?: number;
}

export interface WorkerPoolOptions<Lane extends string = never> {
  /** The worker module; it calls serveWorkerTasks(). */
  entry: URL;
  /** How many workers may run at once. */
  size: number;
  /** Heap limit of each worker (V8 old generation), in MB. */
  memoryMb: number;
  /** Default time limit of a task; run() may give its own. */
  taskTimeoutMs: number;
  /** Tasks allowed to wait in the default lane; run() fails with 'busy' beyond this. */
  maxQueued: number;
  /** Further lanes by name, for run()'s `lane`. */
  lanes?: Record<Lane, WorkerLane>;
  /** Given to every worker as worker_threads' workerData (structured-cloneable). */
  workerData?: unknown;
}

/** The lane run() uses when it names none. */
export const DEFAULT_LANE = 'default';

export type WorkerFailure = 'timeout' | 'out-of-memory' | 'crashed' | 'failed' | 'busy' | 'closed';

/** Why a task did not return: `reason` says what happened; the message is for logs, not for people. */
export class WorkerTaskError extends Error {
  constructor(
    readonly reason: WorkerFailure,
    message: string,
  ) {
    super(message);
    this.name = 'WorkerTaskError';
  }
}

export interface WorkerPool<Tasks extends TaskMap<Tasks>, Lane extends string = never> {
  run<Name extends keyof Tasks & string>(
    task: Name,
    input: Parameters<Tasks[Name]>[0],
    options?: { timeoutMs?: number; lane?: Lane | typeof DEFAULT_LANE },
  ): Promise<Awaited<ReturnType<Tasks[Name]>>>;
  close(): Promise<void>;
}

interface TaskRequest {
  id: number;
  task: string;
  input: unknown;
}

type TaskReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; name: string; message: string };

interface PendingTask {
  id: number;
  lane: LaneState;
  task: string;
  input: unknown;
  timeoutMs: number;
  resolve(value: unknown): void;
  reject(error: WorkerTaskError): void;
}

interface LaneState extends WorkerLane {
  name: string;
  queue: PendingTask[];
  running: number;
}

interface Slot {
  worker: Worker;
  current: PendingTask | null;
  timer: NodeJS.Timeout | undefined;
  /** Set when the worker is on its way out (timed out, crashed); no new task goes to it. */
  failure: WorkerTaskError | undefined;
}

/** Starts a worker thread on `entry`, a `.ts` one through tsx; `workerData` reaches it as worker_threads' workerData. */
export function startWorker(entry: URL, memoryMb: number, workerData?: unknown): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: memoryMb };
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry, { resourceLimits, workerData });
  // Node 20 does not apply `--import tsx` to a worker's own entry, so a tiny bootstrap registers tsx first.
  const tsx = import.meta.resolve('tsx/esm/api');
  const bootstrap = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(bootstrap, { eval: true, resourceLimits, workerData });
}

export function createWorkerPool<Tasks extends TaskMap<Tasks>, Lane extends string = never>(options: WorkerPoolOptions<Lane>): WorkerPool<Tasks, Lane> {
  const slots = new Set<Slot>();
  const lanes = new Map<string, LaneState>([[DEFAULT_LANE, { name: DEFAULT_LANE, priority: 0, maxQueued: options.maxQueued, queue: [], running: 0 }]]);
  for (const [name, lane] of Object.entries<WorkerLane>(options.lanes ?? ({} as Record<Lane, WorkerLane>))) {
    lanes.set(name, { ...lane, name, queue: [], running: 0 });
  }
  // Highest priority first; a stable sort keeps the order lanes were given in between equal priorities.
  const byPriority = [...lanes.values()].sort((a, b) => b.priority - a.priority);
  let nextId = 1;
  let isClosed = false;

  function finish(slot: Slot): PendingTask | null {
    const task = slot.current;
    clearTimeout(slot.timer);
    slot.current = null;
    slot.timer = undefined;
    if (task) task.lane.running -= 1;
    return task;
  }

  /** The next task a free worker should take: the oldest of the highest-priority lane that may run one more. */
  function nextTask(): PendingTask | undefined {
    for (const lane of byPriority) {
      if (lane.queue.length > 0 && lane.running < Math.max(1, lane.maxRunning ?? options.size)) return lane.queue.shift();
    }
    return undefined;
  }

  function spawn(): Slot {
    const slot: Slot = { worker: startWorker(options.entry, options.memoryMb, options.workerData), current: null, timer: undefined, failure: undefined };
    slot.worker.on('message', (reply: TaskReply) => {
      if (!slot.current || slot.current.id !== reply.id) return;
      const task = finish(slot);
      slot.worker.unref();
      if (reply.ok) task?.resolve(reply.value);
      else task?.reject(new WorkerTaskError('failed', `${reply.name}: ${reply.message}`));
      dispatch();
    });
    slot.worker.on('error', (error: Error & { code?: string }) => {
      slot.failure ??=
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new WorkerTaskError('out-of-memory', `The worker ran out of memory (limit ${options.memoryMb} MB).`)
          : new WorkerTaskError('crashed', `The worker stopped: ${error.message}`);
    });
    slot.worker.on('exit', (code) => {
      slots.delete(slot);
      finish(slot)?.reject(slot.failure ?? new WorkerTaskError('crashed', `The worker exited with code ${code}.`));
      // A replacement starts when the next task needs one.
      dispatch();
    });
    slots.add(slot);
    return slot;
  }

  function assign(slot: Slot, task: PendingTask) {
    slot.current = task;
    task.lane.running += 1;
    slot.worker.ref();
    slot.timer = setTimeout(() => {
      // Terminating is the only way to stop synchronous work; the task fails now, the worker goes on exit.
      slot.failure = new WorkerTaskError('timeout', `The ${task.task} task took longer than ${task.timeoutMs} ms.`);
      finish(slot)?.reject(slot.failure);
      void slot.worker.terminate();
    }, task.timeoutMs);
    const request: TaskRequest = { id: task.id, task: task.task, input: task.input };
    try {
      slot.worker.postMessage(request);
    } catch (error) {
      // An input that cannot be copied to another thread (a function, a socket) fails its task alone.
      finish(slot)?.reject(new WorkerTaskError('failed', `The ${task.task} input could not be sent: ${(error as Error).message}`));
      slot.worker.unref();
    }
  }

  function dispatch() {
    while (!isClosed) {
      let free: Slot | undefined;
      for (const slot of slots) {
        if (!slot.current && !slot.failure) {
          free = slot;
          break;
        }
      }
      if (!free && slots.size >= options.size) return;
      const task = nextTask();
      if (!task) return;
      assign(free ?? spawn(), task);
    }
  }

  return {
    run(task, input, runOptions = {}) {
      return new Promise((resolve, reject) => {
        if (isClosed) return reject(new WorkerTaskError('closed', 'The worker pool is closed.'));
        const laneName = runOptions.lane ?? DEFAULT_LANE;
        const lane = lanes.get(laneName);
        if (!lane) return reject(new WorkerTaskError('failed', `There is no worker lane named ${laneName}.`));
        if (lane.queue.length >= lane.maxQueued) return reject(new WorkerTaskError('busy', `${lane.maxQueued} ${lane.name} tasks are already waiting.`));
        lane.queue.push({
          id: nextId++,
          lane,
          task,
          input,
          timeoutMs: runOptions.timeoutMs ?? options.taskTimeoutMs,
          resolve: resolve as (value: unknown) => void,
          reject,
        });
        dispatch();
      });
    },

    async close() {
      isClosed = true;
      const closed = () => new WorkerTaskError('closed', 'The worker pool is closed.');
      for (const lane of lanes.values()) for (const task of lane.queue.splice(0)) task.reject(closed());
      await Promise.all(
        [...slots].map((slot) => {
          slot.failure ??= closed();
          finish(slot)?.reject(slot.failure);
          return slot.worker.terminate();
        }),
      );
    },
  };
}

/** Worker side: answers the pool's requests with the named task's result (or its error's name and message). */
export function serveWorkerTasks(tasks: WorkerTasks): void {
  const port = parentPort;
  if (!port) throw new Error('serveWorkerTasks() runs inside a worker thread.');
  port.on('message', async ({ id, task, input }: TaskRequest) => {
    let reply: TaskReply;
    try {
      const run = Object.hasOwn(tasks, task) ? tasks[task] : undefined;
      if (!run) throw new Error(`There is no worker task named ${task}.`);
      reply = { id, ok: true, value: await run(input as never) };
    } catch (error) {
      const { name, message } = error instanceof Error ? error : new Error(String(error));
      reply = { id, ok: false, name, message };
    }
    port.postMessage(reply);
  });
}
