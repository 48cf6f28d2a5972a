import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorSchema } from '../../shared/contracts/errors.ts';
import { JobIdParamsSchema, JobStatusSchema } from '../../shared/contracts/jobs.ts';
import { notFound } from '../lib/http-errors.ts';
import { requireAuth } from '../auth/permissions.ts';
import type { JobDefinition } from './define-job.ts';
import type { JobQueue } from './job-queue.ts';

/**
 * Registers one of the specification's job-status routes, e.g. `/persona/job-status-create/:jobId`. A job shown here
 * answers an object (or nothing), which is what the description promises as `result`.
 */
export function registerJobStatusRoute(
  app: FastifyInstance,
  queue: JobQueue,
  path: string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any payload; the result is what the answer promises
  job: JobDefinition<any, Record<string, unknown> | void | null>,
  tag: string,
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    path,
    {
      schema: {
        summary: `Status of a ${job.name} job`,
        tags: [tag],
        params: JobIdParamsSchema,
        response: { 200: JobStatusSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const status = await queue.status(job, request.params.jobId, requireAuth(request).userId);
      if (!status) throw notFound('Job not found.');
      return status;
    },
  );
}
