/**
 * A small pool of worker threads for CPU-heavy work (reading documents, offline generation, grading), so a slow
 * or hostile input stalls one worker, never the event loop, and a worker that runs out of memory fails one task,
 * never the process.
 *
 * Main thread:
 *   const pool = createWorkerPool<typeof TASKS>({ entry, size: 2, memoryMb: 512, taskTimeoutMs: 30_000, maxQueued: 64 });
 *   const value = await pool.run('task-name', input, { timeoutMs });   // rejects with WorkerTaskError
 *   await pool.close();                                                 // from the app's onClose
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

export interface WorkerPoolOptions {
  /** The worker module; it calls serveWorkerTasks(). */
  entry: URL;
  /** How many workers may run at once. */
  size: number;
  /** Heap limit of each worker (V8 old generation), in MB. */
  memoryMb: number;
  /** Default time limit of a task; run() may give its own. */
  taskTimeoutMs: number;
  /** Tasks allowed to wait for a free worker; run() fails with 'busy' beyond this. */
  maxQueued: number;
}

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

export interface WorkerPool<Tasks extends WorkerTasks> {
  run<Name extends keyof Tasks & string>(
    task: Name,
    input: Parameters<Tasks[Name]>[0],
    options?: { timeoutMs?: number },
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
  task: string;
  input: unknown;
  timeoutMs: number;
  resolve(value: unknown): void;
  reject(error: WorkerTaskError): void;
}

interface Slot {
  worker: Worker;
  current: PendingTask | null;
  timer: NodeJS.Timeout | undefined;
  /** Set when the worker is on its way out (timed out, crashed); no new task goes to it. */
  failure: WorkerTaskError | undefined;
}

function startWorker(entry: URL, memoryMb: number): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: memoryMb };
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry, { resourceLimits });
  // Node 20 does not apply `--import tsx` to a worker's own entry, so a tiny bootstrap registers tsx first.
  const tsx = import.meta.resolve('tsx/esm/api');
  const bootstrap = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(bootstrap, { eval: true, resourceLimits });
}

export function createWorkerPool<Tasks extends WorkerTasks>(options: WorkerPoolOptions): WorkerPool<Tasks> {
  const slots = new Set<Slot>();
  const queue: PendingTask[] = [];
  let nextId = 1;
  let isClosed = false;

  function finish(slot: Slot): PendingTask | null {
    const task = slot.current;
    clearTimeout(slot.timer);
    slot.current = null;
    slot.timer = undefined;
    return task;
  }

  function spawn(): Slot {
    const slot: Slot = { worker: startWorker(options.entry, options.memoryMb), current: null, timer: undefined, failure: undefined };
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
    while (!isClosed && queue.length > 0) {
      let free: Slot | undefined;
      for (const slot of slots) {
        if (!slot.current && !slot.failure) {
          free = slot;
          break;
        }
      }
      if (!free) {
        if (slots.size >= options.size) return;
        free = spawn();
      }
      const task = queue.shift();
      if (task) assign(free, task);
    }
  }

  return {
    run(task, input, runOptions = {}) {
      return new Promise((resolve, reject) => {
        if (isClosed) return reject(new WorkerTaskError('closed', 'The worker pool is closed.'));
        if (queue.length >= options.maxQueued) return reject(new WorkerTaskError('busy', `${options.maxQueued} tasks are already waiting.`));
        queue.push({
          id: nextId++,
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
      for (const task of queue.splice(0)) task.reject(closed());
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
