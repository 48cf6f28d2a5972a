// The persona routes of spec section 7: list, create (job), update (job) and their job-status routes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { JobAcceptedSchema } from '../../../shared/contracts/jobs.ts';
import { EmailParamsSchema } from '../../../shared/contracts/params.ts';
import { CreatePersonaInputSchema, PersonaListAnswerSchema, UpdatePersonaInputSchema } from '../../../shared/contracts/personas.ts';
import { requireAuth } from '../../auth/permissions.ts';
import { registerJobStatusRoute } from '../../jobs/job-status.routes.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { generatePersonaJob } from './generate-persona.job.ts';
import { createPersonasService } from './personas.service.ts';
import { updatePersonaJob } from './update-persona.job.ts';

const TAGS = ['personas'];

export const personasRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const personas = createPersonasService(deps);

  app.get(
    '/persona/all/:email',
    { schema: { tags: TAGS, summary: "The caller's personas and the samples, newest first", params: EmailParamsSchema, response: { 200: PersonaListAnswerSchema } } },
    // Already validated and serialized by the service; a string is sent as it is.
    async (request, reply) => reply.type('application/json; charset=utf-8').send((await personas.listPersonasJson(requireAuth(request), request.params.email)) as never),
  );

  app.post(
    '/persona/create',
    { schema: { tags: TAGS, summary: 'Queue the generation of a persona', body: CreatePersonaInputSchema, response: { 202: JobAcceptedSchema } } },
    async (request, reply) => reply.code(202).send(await personas.createPersona(requireAuth(request), request.body)),
  );
  registerJobStatusRoute(app, deps.queue, '/persona/job-status-create/:jobId', generatePersonaJob, 'personas');

  app.post(
    '/persona/update',
    { schema: { tags: TAGS, summary: 'Queue saving the edited persona fields', body: UpdatePersonaInputSchema, response: { 202: JobAcceptedSchema } } },
    async (request, reply) => reply.code(202).send(await personas.updatePersona(requireAuth(request), request.body)),
  );
  registerJobStatusRoute(app, deps.queue, '/persona/job-status-update/:jobId', updatePersonaJob, 'personas');
};
