// The evaluation as the Quality page runs it (jobs/evaluation-runner.ts): the samples, the thresholds' judging of a
// stored run, and runs in a worker thread of their own (eval-worker.ts). main.ts and worker.ts build it and hand it to
// the app; the product never imports this folder.
import type { EvaluationRunner } from '../jobs/evaluation-runner.ts';
import { figureSetsOf, withContradictions } from './checks/judge-checks.ts';
import { startEvalWorker, stopEvalWorkers } from './eval-worker.ts';
import { createdSetSize, evalSamples, type EvalResult } from './evaluate.ts';
import { judgeResult, scenarioRows } from './thresholds.ts';

export function createEvaluationRunner(): EvaluationRunner {
  return {
    samples: evalSamples,
    createdSetSize,
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
    start: (input, onStep) => startEvalWorker(input, onStep),
    stopAll: () => stopEvalWorkers(),
  };
}
