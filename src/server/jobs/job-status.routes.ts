import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { JobIdParamsSchema, JobStatusSchema } from '../../shared/contracts/jobs.ts';
import { notFound } from '../lib/http-errors.ts';
import { requireAuth } from '../auth/permissions.ts';
import type { AnyJobDefinition } from './define-job.ts';
import type { JobQueue } from './job-queue.ts';

/** Registers one of the specification's job-status routes, e.g. `/persona/job-status-create/:jobId`. */
export function registerJobStatusRoute(app: FastifyInstance, queue: JobQueue, path: string, job: AnyJobDefinition, tag: string): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    path,
    { schema: { tags: [tag], params: JobIdParamsSchema, response: { 200: JobStatusSchema } } },
    async (request) => {
      const status = await queue.status(job, request.params.jobId, requireAuth(request).userId);
      if (!status) throw notFound('Job not found.');
      return status;
    },
  );
}
