// Waiting in route tests for what the server reaches after it answered: a read that comes true, a job that ends.
import type { FastifyInstance } from 'fastify';
import type { JobStatus } from '../../shared/contracts/jobs-constants.ts';

/**
 * Reads until `isDone` holds or the time is up, for what the server reaches after it answered; answers the last read.
 * `intervalMs` between reads: a read that costs more than a database query (a whole list route) and waits on seconds
 * of work should take a longer one, or its reads take the cores from the work it waits on.
 */
export async function eventually<T>(read: () => Promise<T>, isDone: (value: T) => boolean, timeoutMs = 15_000, intervalMs = 25): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (isDone(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Polls a job-status route until the job is Completed or Failed (jobs run in the same process). */
export async function waitForJobStatus(app: FastifyInstance, statusPath: string, cookies: string, timeoutMs = 15_000): Promise<JobStatus> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await app.inject({ method: 'GET', url: statusPath, headers: { cookie: cookies } });
    if (response.statusCode !== 200) throw new Error(`${statusPath} answered ${response.statusCode}: ${response.body}`);
    const status = response.json() as JobStatus;
    if (status.jobStatus === 'Completed' || status.jobStatus === 'Failed') return status;
    if (Date.now() > deadline) throw new Error(`${statusPath} still ${status.jobStatus} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
