// The Quality page (/admin/quality): start an evaluation of the configured engine, follow it, compare the last runs.
// Shared by the server routes and the web page.
import { z } from 'zod';

export const EVAL_RUN_STATUSES = ['running', 'done', 'failed', 'cancelled'] as const;
export type EvalRunStatus = (typeof EVAL_RUN_STATUSES)[number];

/** Runs kept and shown for comparison; older ones are deleted when a new run starts. */
export const EVAL_RUNS_KEPT = 20;

/** At most this many sample scenarios are named in one request (there are fewer samples than this). */
export const EVAL_MAX_SAMPLES = 50;

export const StartEvalRunInputSchema = z.object(
  {
    /** Sample scenarios to play; empty plays every sample. */
    sampleIds: z
      .array(z.uuid({ error: 'Each sample scenario must be named by its id.' }), { error: 'sampleIds must be a list of sample scenario ids.' })
      .max(EVAL_MAX_SAMPLES, `Name at most ${EVAL_MAX_SAMPLES} sample scenarios.`)
      .default([]),
    /** Also create the persona, rubric and scenario prompts of the evaluation set (slower). */
    withGeneration: z.boolean({ error: 'withGeneration must be true or false.' }).default(true),
    /** Also create and play the created-scenario set, both halves (slower); only when asked. */
    withCreated: z.boolean({ error: 'withCreated must be true or false.' }).default(false),
  },
  { error: 'Send the evaluation options as a JSON object.' },
);
export type StartEvalRunInput = z.input<typeof StartEvalRunInputSchema>;

export const EvalRunParamsSchema = z.object({ runId: z.uuid({ error: 'runId must be an evaluation run id.' }) });

/**
 * One figure of a run, with the threshold the evaluation test holds the built-in engine to. `isPassed` is null for a
 * figure without a threshold, or one the run did not measure (generation skipped).
 */
export const EvalFigureSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.string(),
  threshold: z.string().nullable(),
  isPassed: z.boolean().nullable(),
  /**
   * What the page says under the value: an example of what was found, or why a figure that met its threshold is not a
   * pass (the same run's transcripts contradict it). Absent from figures stored before it existed.
   */
  note: z.string().nullable().optional(),
});
export type EvalFigure = z.infer<typeof EvalFigureSchema>;

/** A named set of figures an evaluation returns (the transcript checks, a created-scenario set …), shown as rows of its own. */
export const EvalFigureSetSchema = z.object({
  key: z.string(),
  label: z.string(),
  /** What the set measures, in a sentence. */
  description: z.string().nullable(),
  figures: z.array(EvalFigureSchema),
});
export type EvalFigureSet = z.infer<typeof EvalFigureSetSchema>;

/** One scenario's line of a finished run. */
export const EvalScenarioRowSchema = z.object({
  name: z.string(),
  briefAnswered: z.string(),
  repeats: z.number().int(),
  leaks: z.number().int(),
  strong: z.string(),
  pushy: z.string(),
});
export type EvalScenarioRow = z.infer<typeof EvalScenarioRowSchema>;

export const EvalRunSchema = z.object({
  id: z.string(),
  status: z.enum(EVAL_RUN_STATUSES),
  /** The name of the admin who started it; null once their account is deleted. */
  startedBy: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** "Built-in engine", or the provider's name. */
  engine: z.string(),
  /** The model per task, e.g. "gpt-4o-mini" or "character gpt-4o, grading gpt-4o-mini"; null for the built-in engine. */
  model: z.string().nullable(),
  /** Names of the sample scenarios played; empty when every sample was. */
  sampleNames: z.array(z.string()),
  withGeneration: z.boolean(),
  /** Whether the run also created and played the created-scenario set. */
  withCreated: z.boolean(),
  progress: z.object({ done: z.number().int(), total: z.number().int(), step: z.string().nullable() }),
  /** Why it failed, in plain words. */
  error: z.string().nullable(),
  /** Judged figures of a finished run; null until it is done. */
  figures: z.array(EvalFigureSchema).nullable(),
  /** The further sets of figures of a finished run, each judged on its own; null until it is done. */
  figureSets: z.array(EvalFigureSetSchema).nullable(),
  scenarios: z.array(EvalScenarioRowSchema).nullable(),
});
export type EvalRun = z.infer<typeof EvalRunSchema>;

export const EvalRunAnswerSchema = z.object({ run: EvalRunSchema });
export type EvalRunAnswer = z.infer<typeof EvalRunAnswerSchema>;

export const EvalRunsAnswerSchema = z.object({
  /** The last runs, newest first. */
  runs: z.array(EvalRunSchema),
  /** The sample scenarios a run may be limited to. */
  samples: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The created-scenario set a run may also play: its descriptions (both halves) and the fields they come from. */
  createdSet: z.object({ cases: z.number().int(), fields: z.number().int() }),
  /** The engine a run started now would use. */
  engine: z.object({ engine: z.string(), model: z.string().nullable() }),
  /** A run still going after this long is stopped and marked failed. */
  timeLimitMinutes: z.number().int(),
});
export type EvalRunsAnswer = z.infer<typeof EvalRunsAnswerSchema>;

/** A run's progress or ending, pushed to the admin who started it. */
export const EvalRunEventSchema = z.object({
  type: z.literal('eval-run'),
  runId: z.string(),
  status: z.enum(EVAL_RUN_STATUSES),
  done: z.number().int(),
  total: z.number().int(),
});
