// Runs one evaluation in a worker thread of its own (eval.worker.ts), on a throwaway embedded database in a temporary
// folder: the heavy work (the throwaway app, its database, the scripted conversations) never runs on the server's
// event loop, and it touches none of the server's rows. Stopping terminates the thread and removes the folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AiSettings } from '../ai/ai-settings.ts';
import type { Config } from '../config.ts';
import { startWorker } from '../lib/worker-pool.ts';
import type { EvalResult } from './evaluate.ts';

/** The thread hosts a whole app (server, database, its own worker threads' pool): room beyond a task worker's. */
const EVAL_WORKER_MEMORY_MB = 1024;
/** How long the thread may take to close its app once it has answered. */
const CLOSE_GRACE_MS = 15_000;

export interface EvalWorkerInput {
  /** The server's configuration; the worker points it at its throwaway database. */
  config: Config;
  aiSettings: AiSettings;
  engine: string;
  sampleIds: string[];
  withGeneration: boolean;
  dataDir: string;
}

export type EvalWorkerMessage =
  | { type: 'step'; done: number; total: number; step: string | null }
  | { type: 'result'; result: EvalResult }
  | { type: 'error'; message: string };

export interface EvalWorkerRun {
  /** The figures; rejects with the evaluation's error, or the reason given to stop(). */
  result: Promise<EvalResult>;
  /** Ends the run now (cancelled, out of time): the thread is terminated and `result` rejects with `reason`. */
  stop(reason: string): Promise<void>;
}

/** Runs of this process, so a closing server can end their threads. */
const active = new Set<EvalWorkerRun>();

/** Ends every run of this process (the server is closing); each run's `result` rejects with `reason`. */
export async function stopEvalWorkers(reason = 'The server stopped while the evaluation was running. Please start it again.'): Promise<void> {
  await Promise.all([...active].map((run) => run.stop(reason)));
}

/** Where the build puts the worker: beside this module in src/ (run through tsx), beside the bundle in dist/server/. */
function workerEntry(): URL {
  const extension = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
  return new URL(`./eval.worker${extension}`, import.meta.url);
}

export function startEvalWorker(
  input: Omit<EvalWorkerInput, 'dataDir'>,
  onStep: (progress: { done: number; total: number; step: string | null }) => void,
): EvalWorkerRun {
  const dataDir = mkdtempSync(join(tmpdir(), 'engram-eval-'));
  const worker = startWorker(workerEntry(), EVAL_WORKER_MEMORY_MB, { ...input, dataDir } satisfies EvalWorkerInput);
  // A server stopping mid-run does not wait for the thread (the job queue marks the run failed on the next start).
  worker.unref();
  let stopReason: string | null = null;
  let settled: EvalResult | Error | null = null;

  const result = new Promise<EvalResult>((resolve, reject) => {
    worker.on('message', (message: EvalWorkerMessage) => {
      if (message.type === 'step') return onStep(message);
      settled = message.type === 'result' ? message.result : new Error(message.message);
      // The thread closes its app and ends by itself; one that lingers is not waited for.
      setTimeout(() => void worker.terminate(), CLOSE_GRACE_MS).unref();
    });
    let crash: Error | null = null;
    worker.on('error', (error: Error & { code?: string }) => {
      crash = error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new Error(`The evaluation ran out of memory (limit ${EVAL_WORKER_MEMORY_MB} MB).`) : error;
    });
    worker.on('exit', (code) => {
      rmSync(dataDir, { recursive: true, force: true });
      if (stopReason !== null) reject(new Error(stopReason));
      else if (settled instanceof Error) reject(settled);
      else if (settled) resolve(settled);
      else reject(crash ?? new Error(`The evaluation stopped without figures (exit code ${code}).`));
    });
  });
  // Handled by whoever awaits it; this keeps an early stop from counting as an unhandled rejection meanwhile.
  result.catch(() => undefined);

  const run: EvalWorkerRun = {
    result,
    async stop(reason) {
      stopReason ??= reason;
      await worker.terminate();
    },
  };
  active.add(run);
  void result.finally(() => active.delete(run)).catch(() => undefined);
  return run;
}
