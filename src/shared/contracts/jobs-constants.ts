// What a job's waiting needs without zod (statuses, polling, the server events' names): the web's first load imports this,
// jobs.ts the schemas built on it.

export const JOB_STATUSES = ['Waiting', 'Active', 'Completed', 'Failed'] as const;
export type JobStatusName = (typeof JOB_STATUSES)[number];

export type JobStatus<Result = Record<string, unknown>> = { jobStatus: JobStatusName; result: Result | null; failedReason: string | null };

/** The `type` of each event `GET /events` pushes, which is also its SSE event name (jobs.ts checks it against the schemas). */
export const SERVER_EVENT_TYPES = ['job', 'credits', 'eval-run', 'organizations', 'assignments', 'organization-credits'] as const;

/** The specification's polling intervals, used when the push channel is unavailable. */
export const JOB_POLL = {
  upload: { intervalMs: 2000 },
  delete: { intervalMs: 1500 },
  persona: { intervalMs: 5000 },
  rubric: { intervalMs: 5000 },
  scenario: { intervalMs: 5000 },
  glossary: { intervalMs: 1000, maxAttempts: 60 },
} as const;

export const POLLING_TIMED_OUT_MESSAGE = 'Polling timed out. Please check back later.';
