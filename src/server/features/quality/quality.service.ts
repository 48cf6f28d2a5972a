// The Quality page's rules: one evaluation at a time, on the samples asked for (all when none), with generation and
// the created-scenario set only when ticked, against the engine configured now; the last runs kept for comparison with their figures judged against the evaluation's thresholds (FeatureDeps.evaluation).
import {
  EVAL_RUNS_KEPT,
  type EvalRun,
  type EvalRunsAnswer,
  type StartEvalRunInputSchema,
} from '../../../shared/contracts/admin-quality.ts';
import type { z } from 'zod';
import type { AccessClaims } from '../../auth/tokens.ts';
import type { EvaluationRunner } from '../../jobs/evaluation-runner.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { CANCELLED_MESSAGE, currentEngine, EVAL_TIME_LIMIT_MINUTES, evaluateQualityJob } from './evaluate-quality.job.ts';
import { findAccountNames } from '../users/account-names.repository.ts';
import { createQualityRepository, type EvalRunRow } from './quality.repository.ts';

type StartInput = z.output<typeof StartEvalRunInputSchema>;

export const ALREADY_RUNNING_MESSAGE = 'An evaluation is already running. Wait for it to finish, or cancel it, before starting another.';
const WAITING_STEP = 'Waiting for a worker';

/** `accountNames`: who started each run, by account id (findAccountNames); a deleted account's run has nobody. */
function toEvalRun(row: EvalRunRow, sampleNames: Map<string, string>, accountNames: Map<string, string>, evaluation: EvaluationRunner): EvalRun {
  // A run without figures (running, failed) has none to judge.
  const judged = row.status === 'done' && row.figures ? evaluation.judge(row.figures) : null;
  return {
    id: row.id,
    status: row.status as EvalRun['status'],
    startedBy: row.startedBy ? (accountNames.get(row.startedBy) ?? null) : null,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    engine: row.engine,
    model: row.model,
    sampleNames: row.sampleIds.map((id) => sampleNames.get(id) ?? id),
    withGeneration: row.withGeneration,
    withCreated: row.withCreated,
    progress: { done: row.stepsDone, total: row.stepsTotal, step: row.status === 'running' ? row.currentStep : null },
    error: row.status === 'cancelled' ? (row.error ?? CANCELLED_MESSAGE) : row.error,
    figures: judged?.figures ?? null,
    figureSets: judged?.figureSets ?? null,
    scenarios: judged?.scenarios ?? null,
  };
}

export function createQualityService({ database, queue, ai, evaluation }: Pick<FeatureDeps, 'database' | 'queue' | 'ai' | 'evaluation'>) {
  const repository = createQualityRepository(database.db);
  const samples = evaluation.samples();
  const sampleNames = new Map(samples.map((sample) => [sample.id, sample.name]));
  const createdSet = evaluation.createdSetSize();

  const startedByNames = (rows: readonly EvalRunRow[]) => findAccountNames(database.db, rows.flatMap((row) => (row.startedBy ? [row.startedBy] : [])));

  async function runAnswer(runId: string): Promise<{ run: EvalRun }> {
    const row = await repository.findRun(runId);
    if (!row) throw notFound('No such evaluation run.');
    return { run: toEvalRun(row, sampleNames, await startedByNames([row]), evaluation) };
  }

  return {
    async list(): Promise<EvalRunsAnswer> {
      const [rows, engine] = await Promise.all([repository.listRuns(EVAL_RUNS_KEPT), currentEngine(ai)]);
      const names = await startedByNames(rows);
      return {
        runs: rows.map((row) => toEvalRun(row, sampleNames, names, evaluation)),
        samples,
        createdSet,
        engine: { engine: engine.engine, model: engine.model },
        timeLimitMinutes: EVAL_TIME_LIMIT_MINUTES,
      };
    },

    /** Starts a run as a job; 409 while another one runs (on any instance: the table's unique index decides). */
    async start(caller: AccessClaims, input: StartInput): Promise<{ run: EvalRun }> {
      const asked = [...new Set(input.sampleIds.map((id) => id.toLowerCase()))];
      const unknown = asked.find((id) => !sampleNames.has(id));
      if (unknown) throw badRequest(`${unknown} is not a sample scenario. Choose among the samples listed on the page.`);
      // In the samples' own order, so two runs of the same choice compare line for line.
      const sampleIds = asked.length === 0 ? samples.map((sample) => sample.id) : samples.filter((sample) => asked.includes(sample.id)).map((sample) => sample.id);
      const engine = await currentEngine(ai);
      let runId: string;
      try {
        runId = await queue.transaction(async (tx, enqueue) => {
          const id = await repository.insertRun(tx, {
            startedBy: caller.userId,
            engine: engine.engine,
            model: engine.model,
            sampleIds: asked.length === 0 ? [] : sampleIds,
            withGeneration: input.withGeneration,
            withCreated: input.withCreated,
            stepsTotal: sampleIds.length + (input.withGeneration ? 1 : 0) + (input.withCreated ? createdSet.cases : 0),
            currentStep: WAITING_STEP,
          });
          await enqueue(evaluateQualityJob, { userId: caller.userId, runId: id });
          return id;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(ALREADY_RUNNING_MESSAGE);
        throw error;
      }
      await repository.deleteOldRuns(EVAL_RUNS_KEPT);
      return runAnswer(runId);
    },

    /** Stops a running run; its worker sees it within a second and ends the thread. */
    async cancel(runId: string): Promise<{ run: EvalRun }> {
      const row = await repository.findRun(runId);
      if (!row) throw notFound('No such evaluation run.');
      if (!(await repository.finishRun(runId, { status: 'cancelled', error: CANCELLED_MESSAGE }))) throw conflict('This evaluation is not running any more.');
      return runAnswer(runId);
    },
  };
}
