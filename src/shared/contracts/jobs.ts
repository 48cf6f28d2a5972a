import { z } from 'zod';
import { EvalRunEventSchema } from './admin-quality.ts';
import { JOB_STATUSES, type SERVER_EVENT_TYPES } from './jobs-constants.ts';

export const JobStatusNameSchema = z.enum(JOB_STATUSES);

export const JobAcceptedSchema = z.object({ jobId: z.string() });
export type JobAccepted = z.infer<typeof JobAcceptedSchema>;

export const JobStatusSchema = z.object({
  jobStatus: JobStatusNameSchema,
  // An object whose shape depends on the job once it is Completed, else null.
  result: z.record(z.string(), z.unknown()).nullable(),
  failedReason: z.string().nullable(),
});

export const JobIdParamsSchema = z.object({ jobId: z.uuid({ error: 'jobId must be a job id.' }) });

/** A job of the person's ended or changed status. */
export const JobEventSchema = z.object({ type: z.literal('job'), jobId: z.string(), queue: z.string(), jobStatus: JobStatusNameSchema });

/** The person's credit balance changed (a session was paid for, credits were added). */
export const CreditsEventSchema = z.object({ type: z.literal('credits'), balance: z.number().int().min(0) });

/** The person's organisations or their role in one changed (removed, added, role changed): lists and pages read them again. */
export const OrganizationsEventSchema = z.object({ type: z.literal('organizations') });

/** The person's assignments changed (one was given, removed, or is due soon): the practice home reads them again; `message` is a reminder to show. */
export const AssignmentsEventSchema = z.object({ type: z.literal('assignments'), message: z.string().nullable() });

/** An organisation's credit balance changed (a grant, a member's session, a refund): sent to each of its members. */
export const OrganizationCreditsEventSchema = z.object({ type: z.literal('organization-credits'), organization_id: z.string(), balance: z.number().int().min(0) });

/**
 * What `GET /events` pushes to the signed-in person's open pages. `type` is also the SSE event name. To add an
 * event, add its schema here and its type to `SERVER_EVENT_TYPES` (jobs-constants.ts), which the web client
 * (`src/web/lib/server-events.ts`) listens for.
 */
export const ServerEventSchema = z.discriminatedUnion('type', [JobEventSchema, CreditsEventSchema, EvalRunEventSchema, OrganizationsEventSchema, AssignmentsEventSchema, OrganizationCreditsEventSchema]);
export type ServerEvent = z.infer<typeof ServerEventSchema>;
export type ServerEventType = ServerEvent['type'];
export type ServerEventOfType<Type extends ServerEventType> = Extract<ServerEvent, { type: Type }>;
// The names jobs-constants.ts lists are exactly the schemas' types: either side changed alone fails to compile.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type MustHold<Condition extends true> = Condition;
export type ServerEventTypesMatch = MustHold<Same<ServerEventType, (typeof SERVER_EVENT_TYPES)[number]>>;

