// How the web client waits for a job it started: the server's push first, polling only while the push channel is down.
import { type JobAccepted } from '@shared/contracts/jobs.ts';
import type { JobStatus } from '@shared/contracts/jobs-constants.ts';
import { i18n } from '@/i18n/i18n.ts';
import { ApiError, apiRequest, type RequestOptions } from './api-client.ts';
import { isPushConnected, subscribeToServerEvents } from './server-events.ts';

export class JobPollingTimeoutError extends Error {
  constructor() {
    super(i18n.t('clientMessages.pollingTimedOut'));
    this.name = 'JobPollingTimeoutError';
  }
}

export interface WaitForJobOptions {
  /** The job-status path, e.g. `/persona/job-status-create/{jobId}`. */
  statusPath: string;
  jobId: string;
  /** The specification's polling interval, used while the push channel is not connected. */
  intervalMs: number;
  /** Give up after this many polls (glossary: 60). */
  maxAttempts?: number;
  /** When a status request fails, reject with this message instead of the server's (glossary: the specification's network wording). */
  statusErrorMessage?: string;
  signal?: AbortSignal;
}

/**
 * Resolves when the job is Completed or Failed. Listens for the server's push and checks the status as soon
 * as it arrives; polls at the specification's interval only while the push channel is down.
 */
export function waitForJob<Result = unknown>({ statusPath, jobId, intervalMs, maxAttempts, statusErrorMessage, signal }: WaitForJobOptions): Promise<JobStatus<Result>> {
  return new Promise((resolve, reject) => {
    let isDone = false;
    let attempts = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let inFlight = false;

    const finish = (settle: () => void) => {
      if (isDone) return;
      isDone = true;
      clearTimeout(timer);
      unsubscribe();
      signal?.removeEventListener('abort', onAbort);
      settle();
    };

    let isRecheckDue = false;
    const check = async (): Promise<void> => {
      if (isDone) return;
      // A push that lands while a check is under way may announce the end that check missed: look again after it.
      if (inFlight) {
        isRecheckDue = true;
        return;
      }
      inFlight = true;
      try {
        const status = await apiRequest<JobStatus<Result>>(statusPath, { signal });
        if (status.jobStatus === 'Completed' || status.jobStatus === 'Failed') finish(() => resolve(status));
      } catch (error) {
        const failure = statusErrorMessage && error instanceof ApiError ? new Error(statusErrorMessage, { cause: error }) : error;
        finish(() => reject(failure));
      } finally {
        inFlight = false;
      }
      if (isRecheckDue) {
        isRecheckDue = false;
        await check();
      }
    };

    const schedule = () => {
      if (isDone) return;
      timer = setTimeout(async () => {
        if (!isPushConnected()) {
          attempts += 1;
          await check();
          if (!isDone && maxAttempts !== undefined && attempts >= maxAttempts) {
            finish(() => reject(new JobPollingTimeoutError()));
            return;
          }
        }
        schedule();
      }, intervalMs);
    };

    const onAbort = () => finish(() => reject(signal?.reason ?? new DOMException('Aborted', 'AbortError')));
    signal?.addEventListener('abort', onAbort);
    const unsubscribe = subscribeToServerEvents((event) => {
      // `null` means the channel (re)connected: an end announced while it was down would be missed otherwise.
      if (event === null || (event.type === 'job' && event.jobId === jobId)) void check();
    });
    // The job may have ended before the subscription was made.
    void check();
    schedule();
  });
}

/** The specification's words for a status check that could not reach the server (glossary), in the interface's language now. */
export function jobStatusNetworkMessage(): string {
  return i18n.t('clientMessages.jobStatusNetwork');
}

/** A job ended as Failed; `message` is the server's readable reason. */
export class JobFailedError extends Error {
  constructor(reason: string | null) {
    // An empty reason reads as no reason.
    super(reason || i18n.t('clientMessages.jobFailed'));
    this.name = 'JobFailedError';
  }
}

/** Waits like `waitForJob`, answers the completed job's result, and throws `JobFailedError` when it failed. */
export async function waitForJobResult<Result>(options: WaitForJobOptions): Promise<Result> {
  const status = await waitForJob<Result>(options);
  if (status.jobStatus !== 'Completed' || status.result === null || status.result === undefined) throw new JobFailedError(status.failedReason);
  return status.result;
}

/** How to follow the job a request starts: where its status is read (the job id is appended) and how often. */
export interface JobPolling extends Omit<WaitForJobOptions, 'statusPath' | 'jobId' | 'signal'> {
  /** The job-status path without the job id, e.g. `/persona/job-status-create`. */
  statusPath: string;
}

function waitOptions(jobId: string, polling: JobPolling, signal: AbortSignal | undefined): WaitForJobOptions {
  return { ...polling, statusPath: `${polling.statusPath}/${encodeURIComponent(jobId)}`, jobId, signal };
}

/** Sends a request the server answers with `202 { jobId }`, then waits like `waitForJob` for that job to end. */
export async function requestJob<Result = unknown>(path: string, request: RequestOptions, polling: JobPolling): Promise<JobStatus<Result>> {
  const { jobId } = await apiRequest<JobAccepted>(path, request);
  return waitForJob<Result>(waitOptions(jobId, polling, request.signal));
}

/** Sends a request the server answers with `202 { jobId }`, then waits like `waitForJobResult` for that job's result. */
export async function requestJobResult<Result>(path: string, request: RequestOptions, polling: JobPolling): Promise<Result> {
  const { jobId } = await apiRequest<JobAccepted>(path, request);
  return waitForJobResult<Result>(waitOptions(jobId, polling, request.signal));
}
