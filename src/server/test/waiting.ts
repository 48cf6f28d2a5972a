// Waiting in route tests for what the server reaches after it answered: a read that comes true, a job that ends.
// Between two reads the wait grows, and it ends early when a job of this process ends (jobs/job-ended.ts): most of
// what a test waits for is a job's work, read again at once when it is done, and a long wait is not spent reading
// forty times a second, which took the cores from the work it waited on.
import type { FastifyInstance } from 'fastify';
import type { JobStatus } from '../../shared/contracts/jobs-constants.ts';
import type { Database } from '../db/client.ts';
import { nextJobEnd } from '../jobs/job-ended.ts';

/** The first wait between two reads; each later one is half as long again, up to the longest. */
const FIRST_WAIT_MS = 25;
/** The longest wait between two reads of what no job of this process brings about (a fake provider's call, a row written after an answer). */
const LONGEST_WAIT_MS = 250;
/** The longest wait between two reads of a job's status: its end is noticed at once, this only covers a missed notice. */
const LONGEST_JOB_WAIT_MS = 1000;

/**
 * Reads until `isDone` holds or the time is up, for what the server reaches after it answered; answers the last read.
 * Reads again as soon as a job of this process ends, and otherwise after a wait that grows to `longestWaitMs`.
 */
export async function eventually<T>(read: () => Promise<T>, isDone: (value: T) => boolean, timeoutMs = 15_000, longestWaitMs = LONGEST_WAIT_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let waitMs = FIRST_WAIT_MS;
  for (;;) {
    // Listened for before the read, so a job that ends during it is not missed.
    const jobEnd = nextJobEnd(waitMs);
    const value = await read();
    if (isDone(value) || Date.now() > deadline) return value;
    await jobEnd;
    waitMs = Math.min(longestWaitMs, Math.round(waitMs * 1.5));
  }
}

/**
 * Reads a job-status route (`…/job-status-…/<job id>`) until the job is Completed or Failed (jobs run in the same
 * process): again when that job ends, not when another does.
 */
export async function waitForJobStatus(app: FastifyInstance, statusPath: string, cookies: string, timeoutMs = 15_000): Promise<JobStatus> {
  const deadline = Date.now() + timeoutMs;
  const jobId = statusPath.slice(statusPath.lastIndexOf('/') + 1);
  let waitMs = FIRST_WAIT_MS;
  for (;;) {
    const jobEnd = nextJobEnd(waitMs, jobId);
    const response = await app.inject({ method: 'GET', url: statusPath, headers: { cookie: cookies } });
    if (response.statusCode !== 200) throw new Error(`${statusPath} answered ${response.statusCode}: ${response.body}`);
    const status = response.json() as JobStatus;
    if (status.jobStatus === 'Completed' || status.jobStatus === 'Failed') return status;
    if (Date.now() > deadline) throw new Error(`${statusPath} still ${status.jobStatus} after ${timeoutMs} ms`);
    await jobEnd;
    waitMs = Math.min(LONGEST_JOB_WAIT_MS, waitMs * 2);
  }
}

/**
 * Waits until no job of `userId` is due (queued, or retried, for now) or running, and answers how many still are (0
 * unless the time ran out): what a test checks was not done again is then done or never queued, without a fixed pause.
 * A job deferred to later (a debounced one) is not waited for.
 */
export async function jobsSettled(database: Database, userId: string, timeoutMs = 15_000): Promise<number> {
  if (!userId) throw new Error('jobsSettled needs the user id whose jobs it waits for.');
  const unsettled = async () =>
    Number((await database.executeSql(`select count(*)::int as total from pgboss.job where data->>'userId' = $1 and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))`, [userId])).rows[0]?.total ?? 0);
  return eventually(unsettled, (count) => count === 0, timeoutMs);
}
