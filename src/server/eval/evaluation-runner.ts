// The evaluation as the Quality page runs it (jobs/evaluation-runner.ts): the samples, the thresholds' judging of a
// stored run, and runs in a worker thread of their own (eval-worker.ts). main.ts and worker.ts build it and hand it to
// the app; the product never imports this folder.
import type { EvaluationRunner } from '../jobs/evaluation-runner.ts';
import { figureSetsOf, withContradictions } from './checks/judge-checks.ts';
import { startEvalWorker, stopEvalWorkers, type ThrowawayDatabaseSource } from './eval-worker.ts';
import { createdSetSize, evalSamples, type EvalResult } from './evaluate.ts';
import { judgeResult, scenarioRows } from './thresholds.ts';

export interface EvaluationRunnerOptions {
  /**
   * Only the first this many cases of each half of the created-scenario set (the whole set when unset): for runs that
   * prove the Quality page works rather than measure the engine (its tests; EVAL_CREATED_CASES_PER_HALF). The page's
   * tick box and progress count what is played.
   */
  createdCasesPerHalf?: number | undefined;
  /**
   * Where each run's throwaway database comes from; an embedded PostgreSQL started for the run when unset. The route
   * tests hand it a clone of their run's migrated database instead, so a run starts no cluster and applies no migration.
   */
  throwawayDatabase?: ThrowawayDatabaseSource | undefined;
  /**
   * The worker thread's entry; the one beside this module when unset (the source's through tsx, or the build's). The
   * slow tests run from the source and hand it the build's (test/server-entry.ts): a thread that imports the whole
   * server through tsx spent about 15 s starting, the build's about 2 s.
   */
  workerEntry?: URL | undefined;
}

export function createEvaluationRunner({ createdCasesPerHalf, throwawayDatabase, workerEntry }: EvaluationRunnerOptions = {}): EvaluationRunner {
  // A wrong number fails here, where the server starts, rather than in a run.
  createdSetSize(createdCasesPerHalf);
  return {
    samples: evalSamples,
    createdSetSize: () => createdSetSize(createdCasesPerHalf),
    judge(figures) {
      // Stored by this version of the evaluation (eval.worker.ts sends an EvalResult).
      const result = figures as EvalResult;
      return {
        // A pass the run's own transcripts contradict is shown as a fail, with why.
        figures: withContradictions(judgeResult(result), result),
        figureSets: figureSetsOf(result),
        scenarios: scenarioRows(result),
      };
    },
    start: (input, onStep) => startEvalWorker({ ...input, createdCasesPerHalf }, onStep, throwawayDatabase, workerEntry),
    stopAll: () => stopEvalWorkers(),
  };
}
