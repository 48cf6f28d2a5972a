// Plays an evaluation started on the Quality page: the scripted learners of `npm run eval` against the engine
// configured now, in a worker thread on a throwaway database (the runner the job context carries,
// jobs/evaluation-runner.ts), so it touches no real person's
// rows or credits and never holds up the event loop. Progress goes to eval_runs and to the starter's open pages; a
// run is stopped when an admin cancels it or when it passes the time limit.
import { z } from 'zod';
import type { EvalRunStatus } from '../../../shared/contracts/admin-quality.ts';
import type { AiClient } from '../../ai/ai-client.ts';
import { engineDescription, modelFor } from '../../ai/language-models.ts';
import type { AiSettings } from '../../ai/ai-settings.ts';
import { EVALUATION_STOPPED_MESSAGE } from '../../jobs/evaluation-runner.ts';
import { defineJob, JOB_EXPIRY_MARGIN_SECONDS, PermanentJobError, type JobContext } from '../../jobs/define-job.ts';
import { createQualityRepository } from './quality.repository.ts';

/** A run still going after this long is stopped and marked failed. */
export const EVAL_TIME_LIMIT_MINUTES = 30;
/** How often a running evaluation looks whether an admin cancelled it (from any instance). */
const CANCEL_CHECK_MS = 1000;
export const CANCELLED_MESSAGE = 'Cancelled by an administrator.';
export const SERVER_STOPPED_MESSAGE = EVALUATION_STOPPED_MESSAGE;
const TIMED_OUT_MESSAGE = `The evaluation took longer than ${EVAL_TIME_LIMIT_MINUTES} minutes and was stopped. Try fewer scenarios, or without generation.`;

/** Replaces every occurrence of the key, so a provider that echoes it never puts it on the page. */
export function redactKey(text: string, key: string | undefined): string {
  return key && key.length >= 4 ? text.split(key).join('[API key]') : text;
}

/** The engine as the printout names it ("built-in engine", "openai gpt-4o-mini"). */
export const engineName = engineDescription;

/** The settings the next AI call uses, as a run records them. */
export async function currentEngine(ai: AiClient): Promise<{ settings: AiSettings; engine: string; model: string | null }> {
  const settings = await ai.settings();
  if (settings.provider === 'offline') return { settings, engine: 'Built-in engine', model: null };
  const groups = (['character', 'grading', 'generation'] as const).map((group) => ({ group, model: modelFor(settings, group) || '(default model)' }));
  const model = groups.every((entry) => entry.model === groups[0]!.model) ? groups[0]!.model : groups.map((entry) => `${entry.group} ${entry.model}`).join(', ');
  return { settings, engine: settings.provider, model };
}

const PayloadSchema = z.object({ userId: z.string(), runId: z.uuid() });
type Payload = z.infer<typeof PayloadSchema>;

async function announce(context: Pick<JobContext, 'events' | 'log'>, payload: Payload, status: EvalRunStatus, done: number, total: number) {
  await context.events.publish(payload.userId, { type: 'eval-run', runId: payload.runId, status, done, total }).catch((error: unknown) => {
    context.log.warn({ err: error }, 'could not publish evaluation progress');
  });
}

export const evaluateQualityJob = defineJob({
  name: 'quality.evaluate',
  payload: PayloadSchema,
  // A run is started by hand and may take long: never again by itself.
  retry: { limit: 0, delaySeconds: 0, backoff: false },
  expireInSeconds: EVAL_TIME_LIMIT_MINUTES * 60 + JOB_EXPIRY_MARGIN_SECONDS,
  async run(payload, context) {
    const repository = createQualityRepository(context.db);
    const run = await repository.findRun(payload.runId);
    // Cancelled (or ended) before a worker took it: nothing to play.
    if (!run || run.status !== 'running') return { status: run?.status ?? 'gone' };
    const { settings } = await currentEngine(context.ai);
    let total = run.stepsTotal;
    // None named means every sample.
    const sampleIds = run.sampleIds.length > 0 ? run.sampleIds : context.evaluation.samples().map((sample) => sample.id);
    const worker = context.evaluation.start(
      { config: context.config, aiSettings: settings, engine: engineName(settings), sampleIds, withGeneration: run.withGeneration, withCreated: run.withCreated },
      (progress) => {
        total = progress.total;
        void repository.updateProgress(payload.runId, progress).then(
          (isRunning) => (isRunning ? announce(context, payload, 'running', progress.done, progress.total) : undefined),
          (error: unknown) => context.log.warn({ err: error }, 'could not record evaluation progress'),
        );
      },
    );
    const cancelCheck = setInterval(() => {
      void repository.isRunning(payload.runId).then(
        (isRunning) => (isRunning ? undefined : worker.stop(CANCELLED_MESSAGE)),
        (error: unknown) => context.log.warn({ err: error }, 'could not check whether an evaluation was cancelled'),
      );
    }, CANCEL_CHECK_MS);
    const timeLimit = setTimeout(() => void worker.stop(TIMED_OUT_MESSAGE), EVAL_TIME_LIMIT_MINUTES * 60_000);
    try {
      const result = await worker.result;
      await repository.finishRun(payload.runId, { status: 'done', figures: result });
      await announce(context, payload, 'done', total, total);
      return { status: 'done' };
    } catch (error) {
      const message = redactKey(error instanceof Error ? error.message : String(error), settings.apiKey);
      if (message === CANCELLED_MESSAGE) {
        await announce(context, payload, 'cancelled', 0, total);
        return { status: 'cancelled' };
      }
      context.log.warn({ runId: payload.runId, reason: message }, 'evaluation failed');
      if (await repository.finishRun(payload.runId, { status: 'failed', error: message })) await announce(context, payload, 'failed', 0, total);
      throw new PermanentJobError(message);
    } finally {
      clearInterval(cancelCheck);
      clearTimeout(timeLimit);
    }
  },
  async onFailed({ runId }, { db }) {
    // The job ended without saying how (its server stopped mid-run): the run must not stay "running" for ever.
    await createQualityRepository(db).finishRun(runId, { status: 'failed', error: SERVER_STOPPED_MESSAGE });
  },
});
