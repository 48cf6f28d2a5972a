// The durable job queue: pg-boss on the product's own database (the embedded PostgreSQL, or DATABASE_URL's).
// Jobs survive restarts, retry with backoff, and run once across instances. The workers that run them are in
// job-workers.ts.
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { JobStatus, JobStatusName } from '../../shared/contracts/jobs-constants.ts';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import { jobExpirySeconds, type AnyJobDefinition, type JobDefinition } from './define-job.ts';
import { storePrivateInput } from './job-inputs.ts';
import { failedQueueName, GENERIC_FAILURE, JOB_SCHEMA, PG_BOSS_EXPIRED, startJobWorkers, STOPPED_TOO_OFTEN, type JobQueueDeps } from './job-workers.ts';

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
  if (output && typeof output === 'object' && 'value' in output && JSON.stringify(output.value) === JSON.stringify({ message: PG_BOSS_EXPIRED })) {
    return STOPPED_TOO_OFTEN;
  }
  return GENERIC_FAILURE;
}

/** How long closing waits for the jobs under way before pg-boss marks them failed, then for their handlers to end. */
const CLOSE_WAIT_MS = 5_000;
const PG_BOSS_SETTLE_MS = 50;

export interface EnqueueInTransaction {
  <P extends { userId: string }>(job: JobDefinition<P>, payload: P): Promise<string>;
}

export type JobQueue = Awaited<ReturnType<typeof createJobQueue>>;

/**
 * How often pg-boss's maintenance fails jobs that stayed active past their expiry (their instance died), so they are
 * retried: a lost job is picked up again within its expiry plus this. pg-boss 10 has no heartbeat, so the expiry
 * itself must be short (define-job.ts); one instance at a time runs the maintenance, whatever the number of instances.
 */
export const MAINTENANCE_INTERVAL_SECONDS = 10;

/** The longest interval schedule() accepts: two days, so a daily check fits with room. */
export const LONGEST_SCHEDULE_SECONDS = 2 * 86_400;

/** Creates each job's queue (and its clean-up's) with today's policy; an existing queue gains it. */
async function createQueues(boss: PgBoss, jobs: AnyJobDefinition[], config: Config) {
  for (const job of jobs) {
    // pg-boss copies a job that ends Failed (by its handler or by expiry) into its dead-letter queue, in the same
    // statement: the clean-up is durable and runs even when the process that owned the job is gone.
    const deadLetter = job.onFailed ? failedQueueName(job) : undefined;
    if (deadLetter) {
      await boss.createQueue(deadLetter, { name: deadLetter, retryLimit: 2, retryDelay: 5, retryBackoff: true, expireInSeconds: 60, retentionDays: 7 });
    }
    const policy = {
      name: job.name,
      retryLimit: job.retry.limit,
      retryDelay: config.jobRetryDelaySeconds ?? job.retry.delaySeconds,
      retryBackoff: config.jobRetryDelaySeconds === undefined && job.retry.backoff,
      expireInSeconds: jobExpirySeconds(job, config),
      ...(deadLetter ? { deadLetter } : {}),
      // pg-boss's 'short' policy: at most one waiting job per singleton key (enqueueDebounced).
      ...(job.debounce ? { policy: 'short' as const } : {}),
    };
    await boss.createQueue(job.name, { ...policy, retentionDays: 7 });
    // createQueue leaves an existing queue as it was: a queue made by an older version gains today's policy here.
    await boss.updateQueue(job.name, policy);
  }
}

/**
 * Creates pg-boss's tables and every job's queue in `database`, as each start of the queue does first, and starts
 * nothing: for a database that others are copied from (the tests' migrated template), so that each copy's first start
 * finds them instead of creating them (about 0.3 CPU-seconds each).
 */
export async function createJobTables(database: Database, jobs: AnyJobDefinition[], config: Config): Promise<void> {
  const boss = new PgBoss({ db: { executeSql: (text, values) => database.executeSql(text, values) }, schema: JOB_SCHEMA, schedule: false, supervise: false });
  await database.withStartupLock(async () => {
    await boss.start();
    await createQueues(boss, jobs, config);
  });
  await boss.stop({ graceful: false, close: false, wait: true });
}

export async function createJobQueue(deps: JobQueueDeps) {
  const { database, log } = deps;
  const closeWaitMs = deps.closeWaitMs ?? CLOSE_WAIT_MS;
  // Set once drain() has waited for the handlers: a handler that ends later (it outlived the wait) makes pg-boss record
  // its end without awaiting or catching the query, which would fail on the closed database as an unhandled
  // rejection. Its query is never sent nor answered instead (nobody waits for it): the job's lease runs out and it is
  // tried again, as after a crash.
  let isDrained = false;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => (isDrained ? new Promise<never>(() => undefined) : database.executeSql(text, values)) },
    schema: JOB_SCHEMA,
    schedule: false,
    supervise: deps.runWorkers,
    // Expired (lost) jobs are found and retried at this interval.
    maintenanceIntervalSeconds: deps.maintenanceIntervalSeconds ?? MAINTENANCE_INTERVAL_SECONDS,
    // A scheduled job's window (schedule() below) may be at most this long: pg-boss can tell a window's job was
    // already sent only while it has not been archived.
    archiveCompletedAfterSeconds: LONGEST_SCHEDULE_SECONDS,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  // Instances starting together on an empty database would race to create pg-boss's schema and queues (duplicate
  // keys, deadlocks): they take turns under the migrations' lock.
  await database.withStartupLock(async () => {
    await boss.start();
    await createQueues(boss, deps.jobs, deps.config);
  });

  const workerIds = new Map<string, string>();

  const inFlight = await startJobWorkers({ boss, deps, workerIds, wake });

  // The schedules' offers and the debounced jobs' wake-ups.
  const timers = new Set<NodeJS.Timeout>();

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
          const data = await storePrivateInput(tx, job, job.payload.parse(payload));
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
      const data = await storePrivateInput(database.db, job, job.payload.parse(payload));
      const id = await boss.send(job.name, data);
      if (!id) throw new Error(`The ${job.name} job was not queued.`);
      wake(job.name);
      return id;
    },

    /**
     * Queues a job that has `debounce` (define-job.ts) to start `debounce.seconds` from now, unless one of its key
     * already waits: then nothing is queued and the answer is null, and the waiting job does the work when it runs.
     */
    async enqueueDebounced<P extends { userId: string }>(job: JobDefinition<P>, payload: P): Promise<string | null> {
      if (!job.debounce) throw new Error(`${job.name} has no debounce.`);
      const data = await storePrivateInput(database.db, job, job.payload.parse(payload));
      const id = await boss.send(job.name, data, { singletonKey: job.debounce.key(payload), startAfter: job.debounce.seconds });
      // Looked for when it is due, not at the next poll after.
      if (id) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          wake(job.name);
        }, job.debounce.seconds * 1000 + 50);
        timer.unref();
        timers.add(timer);
      }
      return id;
    },

    /**
     * Deletes every job, finished or not, whose payload names this person (`userId`, which every payload carries) or
     * this twin, with its output, from pg-boss's live and archive tables (and so from every queue's partition and
     * dead-letter copy). Within `tx` when given, so it commits with the rows it goes with.
     */
    async deleteJobsOf(match: { userId: string } | { twinId: string }, tx?: Db): Promise<void> {
      const [field, value] = 'userId' in match ? (['userId', match.userId] as const) : (['twinId', match.twinId] as const);
      for (const table of ['job', 'archive'] as const) {
        await (tx ?? database.db).execute(sql`delete from ${sql.raw(`${JOB_SCHEMA}.${table}`)} where data->>${field} = ${value}`);
      }
    },

    /** The job's status for its owner, or null when it does not exist or belongs to someone else. */
    async status(job: AnyJobDefinition, jobId: string, userId: string): Promise<JobStatus | null> {
      const found = await boss.getJobById<{ userId?: string }>(job.name, jobId, { includeArchive: true });
      if (!found || found.data?.userId !== userId) return null;
      const jobStatus = STATUS_BY_STATE[found.state] ?? 'Waiting';
      return {
        jobStatus,
        // pg-boss keeps a handler's answer as an object (a job shown to people answers one: job-status.routes.ts).
        result: jobStatus === 'Completed' ? ((found.output as Record<string, unknown> | undefined) ?? null) : null,
        failedReason: jobStatus === 'Failed' ? readableReason(found.output) : null,
      };
    },

    /**
     * Runs `job` once per `everySeconds` (a daily check, say) across every instance: each instance offers it at start
     * and every hour, and pg-boss keeps one job per key and window (singletonKey and singletonSeconds), so the
     * offers of other instances and restarts are dropped. Only instances that run workers offer it.
     */
    async schedule<P extends { userId: string }>(job: JobDefinition<P>, payload: P, everySeconds: number): Promise<void> {
      if (everySeconds > LONGEST_SCHEDULE_SECONDS) throw new Error(`${job.name}: a schedule runs at most every ${LONGEST_SCHEDULE_SECONDS} s.`);
      if (!deps.runWorkers) return;
      const data = job.payload.parse(payload);
      const offer = () =>
        boss.send(job.name, data, { singletonKey: job.name, singletonSeconds: everySeconds }).then(
          (id) => id && wake(job.name),
          (error: unknown) => log.warn({ err: error, job: job.name }, 'could not schedule a job'),
        );
      await offer();
      const timer = setInterval(() => void offer(), Math.min(everySeconds, 3600) * 1000);
      timer.unref();
      timers.add(timer);
    },

    /** Stops taking jobs and waits (at most closeWaitMs) for those under way. */
    async stop() {
      for (const timer of timers) clearTimeout(timer);
      await boss.stop({ graceful: true, close: false, wait: true, timeout: closeWaitMs });
    },

    /**
     * Waits for the handlers still running after stop() (at most closeWaitMs), so that what they and pg-boss write
     * as they end reaches the database before it closes. Called once the CPU pool has closed, which ends their tasks.
     */
    async drain() {
      if (inFlight.size > 0) {
        const waited = new Promise<void>((resolve) => setTimeout(resolve, closeWaitMs).unref());
        await Promise.race([Promise.allSettled([...inFlight]), waited]);
        // pg-boss records the end of a job just after its handler returns or throws.
        await new Promise<void>((resolve) => setTimeout(resolve, PG_BOSS_SETTLE_MS));
      }
      isDrained = true;
    },
  };
}
