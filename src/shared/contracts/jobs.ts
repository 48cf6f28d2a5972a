import { z } from 'zod';
import { EvalRunEventSchema } from './admin-quality.ts';

export const JOB_STATUSES = ['Waiting', 'Active', 'Completed', 'Failed'] as const;
export const JobStatusNameSchema = z.enum(JOB_STATUSES);
export type JobStatusName = z.infer<typeof JobStatusNameSchema>;

export const JobAcceptedSchema = z.object({ jobId: z.string() });
export type JobAccepted = z.infer<typeof JobAcceptedSchema>;

export const JobStatusSchema = z.object({
  jobStatus: JobStatusNameSchema,
  // An object whose shape depends on the job once it is Completed, else null.
  result: z.record(z.string(), z.unknown()).nullable(),
  failedReason: z.string().nullable(),
});
export type JobStatus<Result = Record<string, unknown>> = { jobStatus: JobStatusName; result: Result | null; failedReason: string | null };

export const JobIdParamsSchema = z.object({ jobId: z.uuid({ error: 'jobId must be a job id.' }) });

/** A job of the person's ended or changed status. */
export const JobEventSchema = z.object({ type: z.literal('job'), jobId: z.string(), queue: z.string(), jobStatus: JobStatusNameSchema });

/** The person's credit balance changed (a session was paid for, credits were added). */
export const CreditsEventSchema = z.object({ type: z.literal('credits'), balance: z.number().int().min(0) });

/**
 * What `GET /events` pushes to the signed-in person's open pages. `type` is also the SSE event name. To add an
 * event, add its schema here; the web client (`src/web/lib/server-events.ts`) then listens for it by itself.
 */
export const ServerEventSchema = z.discriminatedUnion('type', [JobEventSchema, CreditsEventSchema, EvalRunEventSchema]);
export type ServerEvent = z.infer<typeof ServerEventSchema>;
export type ServerEventType = ServerEvent['type'];
export type ServerEventOfType<Type extends ServerEventType> = Extract<ServerEvent, { type: Type }>;
export const SERVER_EVENT_TYPES: readonly ServerEventType[] = ServerEventSchema.options.map((option) => option.shape.type.value);

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
