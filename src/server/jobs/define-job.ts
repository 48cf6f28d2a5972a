import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AiClient } from '../ai/ai-client.ts';
import type { Config } from '../config.ts';
import type { SpeechSettingsSource } from '../ai/speech-settings.ts';
import type { CpuPool } from '../lib/worker-pool.ts';
import type { Db } from '../db/client.ts';
import type { EventBus } from './event-bus.ts';
import type { EvaluationRunner } from './evaluation-runner.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import type { MailSettingsSource } from '../lib/email-settings.ts';

/** What every job handler may use; features build their own repositories from `db`. */
export interface JobContext {
  db: Db;
  ai: AiClient;
  storage: FileStorage;
  /** Worker threads for CPU-heavy work, so it never blocks the event loop (see lib/worker-pool.ts). */
  cpu: CpuPool;
  config: Config;
  /** Speech as the environment and the Speech page set it now (a voice memory's transcription). */
  speechSettings: SpeechSettingsSource;
  /** E-mail as the environment and the E-mail page set it now (an heir told of a release); absent where a queue has none. */
  mail?: MailSettingsSource | undefined;
  /** Server events to a person's open pages (a job's progress). */
  events: EventBus;
  /** The evaluation tool, where the process was given it (NO_EVALUATION otherwise). */
  evaluation: EvaluationRunner;
  log: FastifyBaseLogger;
  jobId: string;
  /** 0 on the first try. */
  attempt: number;
}

export interface JobDefinition<Payload extends { userId: string }, Result = unknown> {
  /** Queue name, `<feature>.<verb>`. */
  name: string;
  payload: z.ZodType<Payload>;
  /**
   * Payload fields holding what the person wrote (a prompt, a glossary's text). They are kept in `job_inputs`, which
   * goes with the account, and the queue's row carries only that row's id: pg-boss's tables (and their archive) never
   * hold personal text of the job's input.
   */
  privateFields?: readonly string[];
  /** How often and how soon a failed run is tried again; `DEFAULT_JOB_RETRY` unless the job differs. */
  retry: JobRetry;
  /**
   * A job still active after this long is treated as lost (its process died) and retried: the job's real bound plus a
   * margin, no more, so work a killed instance held is picked up again soon (see jobExpirySeconds).
   */
  expireInSeconds: number | ((config: Config) => number);
  /**
   * At most one job per `key` waits, starting `seconds` after it was queued; sends while it waits add nothing
   * (`queue.enqueueDebounced`), so a burst of sends runs the job once. Its handler must read the state it acts on
   * when it runs, not trust the payload of the send that queued it.
   */
  debounce?: { seconds: number; key(payload: Payload): string };
  run(payload: Payload, context: JobContext): Promise<Result>;
  /**
   * Clean-up once the job has ended Failed, whatever the cause: its handler gave up, or the process stopped while
   * it ran, too many times for a retry. Runs later as a job of its own (at least once), so it must be idempotent.
   */
  onFailed?(payload: Payload, context: FailedJobContext): Promise<void>;
}

export interface JobRetry {
  limit: number;
  delaySeconds: number;
  backoff: boolean;
}

/** Two more tries, 2 s and then 4 s later: a model or the database failing for a moment. */
export const DEFAULT_JOB_RETRY: JobRetry = { limit: 2, delaySeconds: 2, backoff: true };

/** Room beyond a job's own time limit before it counts as lost: its database work before and after the limited step. */
export const JOB_EXPIRY_MARGIN_SECONDS = 15;

/** A job whose slow step is one AI call (one AI_TIMEOUT_MS covers the call and its repair attempt). */
export const AI_CALL_JOB_EXPIRY = (config: Config): number => Math.ceil(config.ai.timeoutMs / 1000) + JOB_EXPIRY_MARGIN_SECONDS;

/** A job whose slow step is reading a document in a worker thread (EXTRACT_TIMEOUT_MS). */
export const EXTRACTION_JOB_EXPIRY = (config: Config): number => Math.ceil(config.extraction.timeoutMs / 1000) + JOB_EXPIRY_MARGIN_SECONDS;

/** A job that only reads and writes rows. */
export const DATABASE_JOB_EXPIRY_SECONDS = 30;

/** The job's expiry under this configuration. */
export function jobExpirySeconds(job: AnyJobDefinition, config: Config): number {
  return typeof job.expireInSeconds === 'number' ? job.expireInSeconds : job.expireInSeconds(config);
}

/** What onFailed may use. */
export type FailedJobContext = Pick<JobContext, 'db' | 'storage' | 'config' | 'log'>;

/** Declares a job: its name, payload schema and handler, with the default retry policy unless it gives its own. */
export function defineJob<Payload extends { userId: string }, Result>(
  definition: Omit<JobDefinition<Payload, Result>, 'retry'> & { retry?: JobRetry },
): JobDefinition<Payload, Result> {
  return { ...definition, retry: definition.retry ?? DEFAULT_JOB_RETRY };
}

/**
 * A failure that retrying cannot fix (bad input, a deleted record). Its message is shown to the person
 * as the job's failed reason, so it must read well.
 */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJobDefinition = JobDefinition<any, any>;
