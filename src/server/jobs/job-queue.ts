// The durable job queue: pg-boss on the product's own database (PGlite through a small adapter, or PostgreSQL).
// Jobs survive restarts, retry with backoff, and run once across instances.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { JobStatus, JobStatusName } from '../../shared/contracts/jobs.ts';
import type { AiClient } from '../ai/ai-client.ts';
import type { Database, Db } from '../db/client.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { PermanentJobError, type AnyJobDefinition, type JobDefinition } from './define-job.ts';
import type { EventBus } from './event-bus.ts';

const SCHEMA = 'pgboss';
const GENERIC_FAILURE = 'Job failed. Please try again.';

const STATUS_BY_STATE: Record<string, JobStatusName> = {
  created: 'Waiting',
  retry: 'Waiting',
  active: 'Active',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Failed',
};

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Runs pg-boss's SQL inside a Drizzle transaction, so a job and its row commit together. */
function transactionAdapter(tx: Transaction): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      const parts = text.split(/\$(\d+)/);
      // Drizzle drops `undefined` parameters, which would shift the rest; SQL wants NULL there.
      const chunks = parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`));
      const result = (await tx.execute(sql.join(chunks, sql.raw('')))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

function readableReason(output: unknown): string {
  if (output && typeof output === 'object' && 'message' in output && typeof output.message === 'string' && output.message) {
    return output.message;
  }
  return GENERIC_FAILURE;
}

export interface JobQueueDeps {
  database: Database;
  events: EventBus;
  ai: AiClient;
  storage: FileStorage;
  log: FastifyBaseLogger;
  jobs: AnyJobDefinition[];
  runWorkers: boolean;
}

export interface EnqueueInTransaction {
  <P extends { userId: string }>(job: JobDefinition<P>, payload: P): Promise<string>;
}

export type JobQueue = Awaited<ReturnType<typeof createJobQueue>>;

export async function createJobQueue(deps: JobQueueDeps) {
  const { database, events, log } = deps;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: SCHEMA,
    schedule: false,
    supervise: deps.runWorkers,
    // Expired (lost) jobs are found and retried at this interval.
    maintenanceIntervalSeconds: 30,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();

  const workerIds = new Map<string, string>();
  for (const job of deps.jobs) {
    await boss.createQueue(job.name, {
      name: job.name,
      retryLimit: job.retry.limit,
      retryDelay: job.retry.delaySeconds,
      retryBackoff: job.retry.backoff,
      expireInSeconds: job.expireInSeconds,
      retentionDays: 7,
    });
  }

  if (database.kind === 'pglite') {
    // One process owns an embedded database, so a job still marked active was cut off by the last stop:
    // give it back to the queue now rather than waiting for it to expire.
    await database.executeSql(`update ${SCHEMA}.job set state = 'retry', start_after = now() where state = 'active'`);
  }

  async function markLastTry(name: string, id: string) {
    await database.executeSql(`update ${SCHEMA}.job set retry_limit = retry_count where name = $1 and id = $2`, [name, id]);
  }

  async function settle(job: AnyJobDefinition, userId: string, jobId: string, status: JobStatusName) {
    await events.publish(userId, { type: 'job', jobId, queue: job.name, jobStatus: status }).catch((error: unknown) => {
      log.warn({ err: error }, 'could not publish a job event');
    });
  }

  if (deps.runWorkers) {
    for (const job of deps.jobs) {
      const workerId = await boss.work<{ userId: string }>(
        job.name,
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: 2 },
        async ([entry]) => {
          if (!entry) return;
          const parsed = job.payload.safeParse(entry.data);
          if (!parsed.success) {
            await markLastTry(job.name, entry.id);
            await boss.fail(job.name, entry.id, { message: 'The job could not be read. Please try again.' });
            await settle(job, entry.data.userId, entry.id, 'Failed');
            return;
          }
          try {
            const result = await job.run(parsed.data, {
              db: database.db,
              ai: deps.ai,
              storage: deps.storage,
              log: log.child({ job: job.name, jobId: entry.id }),
              jobId: entry.id,
              attempt: entry.retryCount,
            });
            // pg-boss marks the job completed after this returns; announce it right after.
            setImmediate(() => void settle(job, parsed.data.userId, entry.id, 'Completed'));
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
              return;
            }
            // Look again as soon as the retry is due instead of waiting for the next poll.
            const delayMs = job.retry.delaySeconds * 1000 * (job.retry.backoff ? 2 ** entry.retryCount : 1);
            setTimeout(() => wake(job.name), delayMs + 50).unref();
            throw error;
          }
        },
      );
      workerIds.set(job.name, workerId);
    }
  }

  function wake(jobName: string) {
    const workerId = workerIds.get(jobName);
    if (workerId) boss.notifyWorker(workerId);
  }

  return {
    /**
     * Runs `work` in one database transaction with an `enqueue` bound to it, then wakes the workers:
     * the rows and their jobs commit together or not at all.
     */
    async transaction<T>(work: (tx: Transaction, enqueue: EnqueueInTransaction) => Promise<T>): Promise<T> {
      const queued = new Set<string>();
      const result = await database.db.transaction(async (tx) => {
        const enqueue: EnqueueInTransaction = async (job, payload) => {
          const data = job.payload.parse(payload);
          const id = await boss.send(job.name, data, { db: transactionAdapter(tx) });
          if (!id) throw new Error(`The ${job.name} job was not queued.`);
          queued.add(job.name);
          return id;
        };
        return work(tx, enqueue);
      });
      for (const name of queued) wake(name);
      return result;
    },

    async enqueue<P extends { userId: string }>(job: JobDefinition<P>, payload: P): Promise<string> {
      const id = await boss.send(job.name, job.payload.parse(payload));
      if (!id) throw new Error(`The ${job.name} job was not queued.`);
      wake(job.name);
      return id;
    },

    /** The job's status for its owner, or null when it does not exist or belongs to someone else. */
    async status(job: AnyJobDefinition, jobId: string, userId: string): Promise<JobStatus | null> {
      const found = await boss.getJobById<{ userId?: string }>(job.name, jobId, { includeArchive: true });
      if (!found || found.data?.userId !== userId) return null;
      const jobStatus = STATUS_BY_STATE[found.state] ?? 'Waiting';
      return {
        jobStatus,
        result: jobStatus === 'Completed' ? (found.output ?? null) : null,
        failedReason: jobStatus === 'Failed' ? readableReason(found.output) : null,
      };
    },

    async stop() {
      await boss.stop({ graceful: true, close: false, wait: true, timeout: 5_000 });
    },
  };
}
