import { z } from 'zod';

export const JOB_STATUSES = ['Waiting', 'Active', 'Completed', 'Failed'] as const;
export const JobStatusNameSchema = z.enum(JOB_STATUSES);
export type JobStatusName = z.infer<typeof JobStatusNameSchema>;

export const JobAcceptedSchema = z.object({ jobId: z.string() });
export type JobAccepted = z.infer<typeof JobAcceptedSchema>;

export const JobStatusSchema = z.object({
  jobStatus: JobStatusNameSchema,
  result: z.unknown().nullable(),
  failedReason: z.string().nullable(),
});
export type JobStatus<Result = unknown> = { jobStatus: JobStatusName; result: Result | null; failedReason: string | null };

export const JobIdParamsSchema = z.object({ jobId: z.uuid({ error: 'jobId must be a job id.' }) });

/** What `GET /events` pushes to the signed-in person's open pages. */
export const ServerEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('job'), jobId: z.string(), queue: z.string(), jobStatus: JobStatusNameSchema }),
]);
export type ServerEvent = z.infer<typeof ServerEventSchema>;

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
