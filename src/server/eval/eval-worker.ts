// Runs one evaluation in a worker thread of its own (eval.worker.ts), on a throwaway embedded PostgreSQL this module
// starts and stops (or a throwaway database its runner is given, as the route tests give a clone): the heavy work (the throwaway app, the scripted conversations) never runs on the server's event
// loop, and it touches none of the server's rows. Stopping terminates the thread, then stops the database and removes
// the folders, so a cancelled run leaves nothing running.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embedded-postgres.ts';
import { EVALUATION_STOPPED_MESSAGE, type EvaluationProgress, type EvaluationRun, type EvaluationRunInput } from '../jobs/evaluation-runner.ts';
import { startWorker } from '../lib/worker-pool.ts';
import type { EvalResult } from './evaluate.ts';

/** The thread hosts a whole app (server, database, its own worker threads' pool): room beyond a task worker's. */
const EVAL_WORKER_MEMORY_MB = 1024;
/** How long the thread may take to close its app once it has answered. */
const CLOSE_GRACE_MS = 15_000;

/** A database a run may play on and drop when it ends: its address, and how to let it go. */
export type ThrowawayDatabase = Pick<EmbeddedPostgres, 'url' | 'stop'>;

/** A run as the Quality page asks for it, with the runner's own options (evaluation-runner.ts). */
export interface EvalRunInput extends EvaluationRunInput {
  /** Only the first this many cases of each half of the created set (all when unset). */
  createdCasesPerHalf?: number | undefined;
}

/** Where a run's throwaway database comes from: by default an embedded PostgreSQL of its own, started for the run. */
export type ThrowawayDatabaseSource = () => Promise<ThrowawayDatabase>;

const ownEmbeddedPostgres: ThrowawayDatabaseSource = () => startEmbeddedPostgres({ dataDir: '', purpose: 'throwaway' });

export interface EvalWorkerInput extends EvalRunInput {
  /** A folder for the throwaway app's files. */
  dataDir: string;
  /** The throwaway database. */
  databaseUrl: string;
}

export type EvalWorkerMessage =
  | { type: 'step'; done: number; total: number; step: string | null }
  | { type: 'result'; result: EvalResult }
  | { type: 'error'; message: string };

export interface EvalWorkerRun extends EvaluationRun {
  /** The figures; rejects with the evaluation's error, or the reason given to stop(). */
  result: Promise<EvalResult>;
}

/** Runs of this process, so a closing server can end their threads. */
const active = new Set<EvalWorkerRun>();

/** Ends every run of this process (the server is closing); each run's `result` rejects with `reason`. */
export async function stopEvalWorkers(reason = EVALUATION_STOPPED_MESSAGE): Promise<void> {
  await Promise.all([...active].map((run) => run.stop(reason)));
}

/** Where the build puts the worker: beside this module in src/ (run through tsx), beside the bundle in dist/server/. */
function defaultWorkerEntry(): URL {
  const extension = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
  return new URL(`./eval.worker${extension}`, import.meta.url);
}

export function startEvalWorker(
  input: EvalRunInput,
  onStep: (progress: EvaluationProgress) => void,
  throwawayDatabase: ThrowawayDatabaseSource = ownEmbeddedPostgres,
  workerEntry: URL = defaultWorkerEntry(),
): EvalWorkerRun {
  const dataDir = mkdtempSync(join(tmpdir(), 'engram-eval-'));
  let stopReason: string | null = null;
  let worker: Worker | undefined;

  const result = throwawayDatabase().then(
    (cluster) =>
      new Promise<EvalResult>((resolve, reject) => {
        const finish = (outcome: () => void) => {
          void cluster.stop().finally(() => {
            rmSync(dataDir, { recursive: true, force: true });
            outcome();
          });
        };
        if (stopReason !== null) return finish(() => reject(new Error(stopReason!)));
        const thread = startWorker(workerEntry, EVAL_WORKER_MEMORY_MB, { ...input, dataDir, databaseUrl: cluster.url } satisfies EvalWorkerInput);
        worker = thread;
        // A server stopping mid-run does not wait for the thread (the job queue marks the run failed on the next start).
        thread.unref();
        let settled: EvalResult | Error | null = null;
        thread.on('message', (message: EvalWorkerMessage) => {
          if (message.type === 'step') return onStep(message);
          settled = message.type === 'result' ? message.result : new Error(message.message);
          // The thread closes its app and ends by itself; one that lingers is not waited for.
          setTimeout(() => void thread.terminate(), CLOSE_GRACE_MS).unref();
        });
        let crash: Error | null = null;
        thread.on('error', (error: Error & { code?: string }) => {
          crash = error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new Error(`The evaluation ran out of memory (limit ${EVAL_WORKER_MEMORY_MB} MB).`) : error;
        });
        thread.on('exit', (code) => {
          finish(() => {
            if (stopReason !== null) reject(new Error(stopReason));
            else if (settled instanceof Error) reject(settled);
            else if (settled) resolve(settled);
            else reject(crash ?? new Error(`The evaluation stopped without figures (exit code ${code}).`));
          });
        });
      }),
    (error: unknown) => {
      rmSync(dataDir, { recursive: true, force: true });
      throw error;
    },
  );
  // Handled by whoever awaits it; this keeps an early stop from counting as an unhandled rejection meanwhile.
  result.catch(() => undefined);

  const run: EvalWorkerRun = {
    result,
    async stop(reason) {
      stopReason ??= reason;
      if (worker) await worker.terminate();
    },
  };
  active.add(run);
  void result.finally(() => active.delete(run)).catch(() => undefined);
  return run;
}
