// The evaluation tool (`npm run eval`, src/server/eval/) as the product runs it from the Quality page: its samples,
// the judging of stored figures, and runs in a worker thread on a throwaway database. The evaluation builds an app of
// its own, so the product never imports it: the entries (main.ts, worker.ts) build it (eval/evaluation-runner.ts) and
// hand it to the app and the job queue, which give it to the quality feature (FeatureDeps, JobContext).
import type { EvalFigure, EvalFigureSet, EvalScenarioRow } from '../../shared/contracts/admin-quality.ts';
import type { AiSettings } from '../ai/ai-settings.ts';
import type { Config } from '../config.ts';

export interface EvaluationRunInput {
  /** The server's configuration; the run points it at its throwaway database. */
  config: Config;
  aiSettings: AiSettings;
  /** The engine as the printout names it. */
  engine: string;
  sampleIds: string[];
  withGeneration: boolean;
  /** Also create and play the created-scenario set. */
  withCreated: boolean;
}

export interface EvaluationProgress {
  done: number;
  total: number;
  step: string | null;
}

export interface EvaluationRun {
  /** The figures to store as they are (read back by `judge`); rejects with the run's error, or the reason given to stop(). */
  result: Promise<unknown>;
  /** Ends the run now (cancelled, out of time): `result` rejects with `reason`. */
  stop(reason: string): Promise<void>;
}

/** Stored figures judged against the evaluation's thresholds, as the Quality page shows them. */
export interface JudgedFigures {
  figures: EvalFigure[];
  figureSets: EvalFigureSet[];
  scenarios: EvalScenarioRow[];
}

export interface EvaluationRunner {
  /** The sample scenarios a run may be limited to, in the order it plays them. */
  samples(): { id: string; name: string }[];
  /** How many descriptions the created-scenario set holds (both halves), and in how many fields. */
  createdSetSize(): { cases: number; fields: number };
  /** The figures of a finished run (as `EvaluationRun.result` gave them), judged. */
  judge(figures: unknown): JudgedFigures;
  start(input: EvaluationRunInput, onStep: (progress: EvaluationProgress) => void): EvaluationRun;
  /** Ends every run of this process (it is closing); each run's `result` rejects with {@link EVALUATION_STOPPED_MESSAGE}. */
  stopAll(): Promise<void>;
}

export const EVALUATION_STOPPED_MESSAGE = 'The server stopped while the evaluation was running. Please start it again.';
export const EVALUATION_UNAVAILABLE_MESSAGE = 'Evaluations do not run in this process.';

/** A process built without the evaluation tool (a test's app, the evaluation's own throwaway app): no samples, no runs. */
export const NO_EVALUATION: EvaluationRunner = {
  samples: () => [],
  createdSetSize: () => ({ cases: 0, fields: 0 }),
  judge: () => ({ figures: [], figureSets: [], scenarios: [] }),
  start: () => ({ result: Promise.reject(new Error(EVALUATION_UNAVAILABLE_MESSAGE)), stop: async () => undefined }),
  stopAll: async () => undefined,
};
