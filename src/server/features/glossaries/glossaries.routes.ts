import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateGlossaryInputSchema,
  GlossaryListAnswerSchema,
  GlossaryListParamsSchema,
  UpdateGlossaryInputSchema,
} from '../../../shared/contracts/glossaries.ts';
import { JobAcceptedSchema } from '../../../shared/contracts/jobs.ts';
import { registerJobStatusRoute } from '../../jobs/job-status.routes.ts';
import { requireAuth } from '../../plugins/auth.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { createGlossaryJob } from './create-glossary.job.ts';
import { createGlossariesRepository } from './glossaries.repository.ts';
import { createGlossariesService } from './glossaries.service.ts';
import { updateGlossaryJob } from './update-glossary.job.ts';

const TAGS = ['glossaries'];

export const glossariesRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { config, database, queue }) => {
  const repository = createGlossariesRepository(database.db);
  await repository.seedSampleGlossaries();
  const glossaries = createGlossariesService({ creatorEmails: config.creatorEmails, queue, glossaries: repository });

  app.get(
    '/glossary/all/:email',
    { schema: { tags: TAGS, params: GlossaryListParamsSchema, response: { 200: GlossaryListAnswerSchema } } },
    async (request) => glossaries.listGlossaries(requireAuth(request), request.params.email),
  );

  app.post(
    '/glossary/create',
    { schema: { tags: TAGS, body: CreateGlossaryInputSchema, response: { 202: JobAcceptedSchema } } },
    async (request, reply) => reply.code(202).send(await glossaries.createGlossary(requireAuth(request), request.body)),
  );

  app.post(
    '/glossary/update',
    { schema: { tags: TAGS, body: UpdateGlossaryInputSchema, response: { 202: JobAcceptedSchema } } },
    async (request, reply) => reply.code(202).send(await glossaries.updateGlossary(requireAuth(request), request.body)),
  );

  registerJobStatusRoute(app, queue, '/glossary/job-status-create/:jobId', createGlossaryJob, 'glossaries');
  registerJobStatusRoute(app, queue, '/glossary/job-status-update/:jobId', updateGlossaryJob, 'glossaries');
};
