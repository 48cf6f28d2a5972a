// The queue's workers: each job's handler run with its restored input, its outcome announced to its owner, its failure
// retried, ended or handed to its clean-up (the dead-letter queue); and, on the embedded database, the jobs the last
// stop cut off counted as a try.
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { JobStatusName } from '../../shared/contracts/jobs-constants.ts';
import type { AiClient } from '../ai/ai-client.ts';
import type { SpeechSettingsSource } from '../ai/speech-settings.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { MailSettingsSource } from '../lib/email-settings.ts';
import type { CpuPool } from '../lib/worker-pool.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { PermanentJobError, type AnyJobDefinition } from './define-job.ts';
import { deletePrivateInput, restorePrivateInput } from './job-inputs.ts';
import type { EventBus } from './event-bus.ts';
import { noticeJobEnded } from './job-ended.ts';
import { NO_EVALUATION, type EvaluationRunner } from './evaluation-runner.ts';

export const JOB_SCHEMA = 'pgboss';
export const GENERIC_FAILURE = 'Job failed. Please try again.';
const STOPPED_WHILE_RUNNING = 'The server stopped while this job was running.';
export const STOPPED_TOO_OFTEN = 'The server stopped while this job was running, too many times. Please try again.';
const INPUT_GONE = 'What this job was to work on no longer exists.';
// What pg-boss writes when a job stayed active past its expiry (its process died, with PostgreSQL).
export const PG_BOSS_EXPIRED = 'job failed by timeout in active state';

/** The queue that receives a copy of each of `job`'s jobs that ends Failed, for its onFailed clean-up. */
export function failedQueueName(job: AnyJobDefinition): string {
  return `${job.name}.failed`;
}

/** What the queue (job-queue.ts) is built from, and what its workers give each job's handler. */
export interface JobQueueDeps {
  database: Database;
  events: EventBus;
  ai: AiClient;
  storage: FileStorage;
  cpu: CpuPool;
  config: Config;
  speechSettings: SpeechSettingsSource;
  /** E-mail for jobs that send it; without it they send none. */
  mail?: MailSettingsSource;
  /** The evaluation tool for the Quality page's runs; without it they fail (NO_EVALUATION). */
  evaluation?: EvaluationRunner;
  log: FastifyBaseLogger;
  jobs: AnyJobDefinition[];
  runWorkers: boolean;
  /** How often lost (expired) jobs are looked for; MAINTENANCE_INTERVAL_SECONDS unless a test needs it sooner. */
  maintenanceIntervalSeconds?: number;
  /** How long each of closing's two waits lasts at most (stop, then drain); CLOSE_WAIT_MS unless a test needs it shorter. */
  closeWaitMs?: number;
}

interface WorkerContext {
  boss: PgBoss;
  deps: JobQueueDeps;
  /** Each queue's worker id, filled here, for `wake`. */
  workerIds: Map<string, string>;
  /** Looks at a queue now instead of at its next poll. */
  wake(queueName: string): void;
}

/**
 * Fails the jobs the last stop cut off (embedded database), then starts a worker per job (and per clean-up) when this
 * process runs workers. Answers the handlers under way, which closing waits for.
 */
export async function startJobWorkers({ boss, deps, workerIds, wake }: WorkerContext): Promise<Set<Promise<unknown>>> {
  const { database, events, log } = deps;

  async function announce(queueName: string, userId: unknown, jobId: string, status: JobStatusName) {
    if (typeof userId !== 'string') return;
    await events.publish(userId, { type: 'job', jobId, queue: queueName, jobStatus: status }).catch((error: unknown) => {
      log.warn({ err: error }, 'could not publish a job event');
    });
  }

  if (database.kind === 'embedded') {
    // One process owns an embedded database, so a job still marked active was cut off by the last stop. That
    // counts as an attempt: the job is retried while it has tries left (pg-boss counts the retry when it is
    // fetched again) and ends Failed at its limit, so a job that brings its process down cannot loop forever.
    const { rows } = await database.executeSql(
      `select id, name, data->>'userId' as user_id, retry_count >= retry_limit as is_last_try from ${JOB_SCHEMA}.job where state = 'active'`,
    );
    for (const row of rows as { id: string; name: string; user_id: unknown; is_last_try: boolean }[]) {
      await boss.fail(row.name, row.id, { message: row.is_last_try ? STOPPED_TOO_OFTEN : STOPPED_WHILE_RUNNING });
      log.warn({ job: row.name, jobId: row.id, isLastTry: row.is_last_try }, 'job was running when the server stopped');
      if (row.is_last_try) await announce(row.name, row.user_id, row.id, 'Failed');
    }
  }

  async function markLastTry(name: string, id: string) {
    await database.executeSql(`update ${JOB_SCHEMA}.job set retry_limit = retry_count where name = $1 and id = $2`, [name, id]);
  }

  // The handlers under way, so that closing can wait for them (drain).
  const inFlight = new Set<Promise<unknown>>();
  function tracked<A extends unknown[], R>(handler: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
    return (...args) => {
      const running = handler(...args);
      inFlight.add(running);
      void running.then(
        () => inFlight.delete(running),
        () => inFlight.delete(running),
      );
      return running;
    };
  }

  // pg-boss waits out a worker's polling interval after each job it ran, however many more wait: a worker that ran one
  // looks for the next at once instead, so a backlog (six uploads at once, a twin's summaries) runs back to back, not
  // one every two seconds.
  function thenNextAtOnce<J, R>(queueName: string, handler: (batch: J[]) => Promise<R>): (batch: J[]) => Promise<R> {
    return async (batch) => {
      try {
        return await handler(batch);
      } finally {
        if (batch.length > 0) wake(queueName);
      }
    };
  }

  async function settle(job: AnyJobDefinition, userId: string, jobId: string, status: JobStatusName) {
    // Its end is written (boss.complete or boss.fail): whoever waits on it in this process reads it now.
    noticeJobEnded(jobId);
    await announce(job.name, userId, jobId, status);
    if (status === 'Failed' && job.onFailed) wake(failedQueueName(job));
  }

  if (deps.runWorkers) {
    for (const job of deps.jobs) {
      const workerId = await boss.work<{ userId: string }>(
        job.name,
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: deps.config.jobPollIntervalSeconds },
        tracked(thenNextAtOnce(job.name, async ([entry]) => {
          if (!entry) return;
          const restored = await restorePrivateInput(database.db, job, entry.data);
          if (!restored) {
            await markLastTry(job.name, entry.id);
            await boss.fail(job.name, entry.id, { message: INPUT_GONE });
            await settle(job, entry.data.userId, entry.id, 'Failed');
            return;
          }
          // The private input goes once nothing can read it again: after completion, or after the clean-up of a
          // failure (which reads it) — a job without clean-up forgets it as it fails.
          const forgetInput = () => deletePrivateInput(database.db, entry.data).catch((error: unknown) => log.warn({ err: error }, 'could not delete a job input'));
          const parsed = job.payload.safeParse(restored);
          if (!parsed.success) {
            await markLastTry(job.name, entry.id);
            await boss.fail(job.name, entry.id, { message: 'The job could not be read. Please try again.' });
            await settle(job, entry.data.userId, entry.id, 'Failed');
            if (!job.onFailed) await forgetInput();
            return;
          }
          try {
            const result = await job.run(parsed.data, {
              db: database.db,
              ai: deps.ai,
              storage: deps.storage,
              cpu: deps.cpu,
              config: deps.config,
              speechSettings: deps.speechSettings,
              mail: deps.mail,
              evaluation: deps.evaluation ?? NO_EVALUATION,
              events,
              log: log.child({ job: job.name, jobId: entry.id }),
              jobId: entry.id,
              attempt: entry.retryCount,
            });
            // Completed here, before it is announced: pg-boss would mark it only after this returns (without waiting),
            // and a page reading the status on another connection at the announcement would still find it active.
            // pg-boss's own completion then finds it no longer active and changes nothing.
            await boss.complete(job.name, entry.id, result ?? {});
            void settle(job, parsed.data.userId, entry.id, 'Completed').then(forgetInput);
            return result ?? {};
          } catch (error) {
            const isPermanent = error instanceof PermanentJobError;
            const isLastTry = entry.retryCount >= entry.retryLimit;
            log.warn({ err: error, job: job.name, jobId: entry.id, attempt: entry.retryCount }, 'job attempt failed');
            if (isPermanent || isLastTry) {
              const message = error instanceof Error && (isPermanent || error.name === 'AiError') ? error.message : GENERIC_FAILURE;
              // pg-boss's fail() re-queues while retries remain; a permanent failure must end now.
              if (!isLastTry) await markLastTry(job.name, entry.id);
              await boss.fail(job.name, entry.id, { message });
              await settle(job, parsed.data.userId, entry.id, 'Failed');
              if (!job.onFailed) await forgetInput();
              return;
            }
            // Look again as soon as the retry is due instead of waiting for the next poll (the queue's policy: the
            // configured delay, without backoff, when one is set).
            const retryDelay = deps.config.jobRetryDelaySeconds;
            const delayMs = retryDelay !== undefined ? retryDelay * 1000 : job.retry.delaySeconds * 1000 * (job.retry.backoff ? 2 ** entry.retryCount : 1);
            setTimeout(() => wake(job.name), delayMs + 50).unref();
            throw error;
          }
        })),
      );
      workerIds.set(job.name, workerId);

      const onFailed = job.onFailed;
      if (onFailed) {
        const failedQueue = failedQueueName(job);
        const cleanupId = await boss.work<{ userId: string }>(failedQueue, { batchSize: 1, pollingIntervalSeconds: deps.config.jobPollIntervalSeconds }, thenNextAtOnce(failedQueue, async ([entry]) => {
          if (!entry) return;
          const restored = await restorePrivateInput(database.db, job, entry.data);
          const parsed = restored && job.payload.safeParse(restored);
          // A payload the job could not read (or whose input went with its account) never made anything to clean up.
          if (parsed?.success) {
            await onFailed(parsed.data, { db: database.db, storage: deps.storage, config: deps.config, log: log.child({ job: failedQueue }) });
          }
          await deletePrivateInput(database.db, entry.data);
          noticeJobEnded();
        }));
        workerIds.set(failedQueue, cleanupId);
      }
    }
  }

  return inFlight;
}
