// Worker-thread entry of an evaluation started from the Quality page: builds the throwaway app in this thread, on the
// throwaway database eval-worker.ts started, and plays the scenarios there, so the server's event loop only relays
// progress. The build emits it beside main.js; eval-worker.ts starts it.
import { parentPort, workerData } from 'node:worker_threads';
import type { EvalWorkerInput, EvalWorkerMessage } from './eval-worker.ts';
import { createdSetScenarioAllowance, createdSetSize, runEvaluation, withEvalApp } from './evaluate.ts';

const input = workerData as EvalWorkerInput;
const send = (message: EvalWorkerMessage) => parentPort?.postMessage(message);

async function main(): Promise<void> {
  const total = input.sampleIds.length + (input.withGeneration ? 1 : 0) + (input.withCreated ? createdSetSize(input.createdCasesPerHalf).cases : 0);
  send({ type: 'step', done: 0, total, step: 'Starting a throwaway copy of Engram' });
  // The created set's accounts need credits for its sessions too.
  const scenarioCount = input.sampleIds.length + (input.withCreated ? createdSetScenarioAllowance(input.createdCasesPerHalf) : 0);
  const options = { aiSettings: input.aiSettings, dataDir: input.dataDir, databaseUrl: input.databaseUrl };
  const result = await withEvalApp(
    input.config,
    scenarioCount,
    (evalApp) =>
      runEvaluation(evalApp, input.engine, {
        sampleIds: input.sampleIds,
        withGeneration: input.withGeneration,
        withCreated: input.withCreated,
        ...(input.createdCasesPerHalf === undefined ? {} : { createdCasesPerHalf: input.createdCasesPerHalf }),
        onStep: (done, stepsTotal, step) => send({ type: 'step', done, total: stepsTotal, step }),
      }),
    options,
  );
  // Only the created set's figures leave this thread: the test half's replies are never stored or shown.
  send({ type: 'result', result: { ...result, created: null } });
}

main().catch((error: unknown) => send({ type: 'error', message: error instanceof Error ? error.message : String(error) }));
