// The persona routes of spec section 7 (list, create and update as jobs, their job-status routes), and the owner's
// control over the library: which scenarios use a persona, delete, duplicate and regenerate.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmailParamsSchema } from '../../../shared/contracts/params.ts';
import {
  CreatePersonaInputSchema,
  DeletePersonaAnswerSchema,
  DuplicatePersonaAnswerSchema,
  PersonaIdParamsSchema,
  PersonaListAnswerSchema,
  PersonaUsageAnswerSchema,
  RegeneratePersonaInputSchema,
  UpdatePersonaInputSchema,
} from '../../../shared/contracts/personas.ts';
import { queueForCaller } from '../../auth/caller-routes.ts';
import { requireAuth } from '../../auth/permissions.ts';
import { registerJobStatusRoute } from '../../jobs/job-status.routes.ts';
import { registerLibraryItemRoutes, registerRegenerateRoute } from '../library/library-item-routes.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { generatePersonaJob } from './generate-persona.job.ts';
import { createPersonasService } from './personas.service.ts';
import { regeneratePersonaJob } from './regenerate-persona.job.ts';
import { updatePersonaJob } from './update-persona.job.ts';
import { errorResponses } from '../../../shared/contracts/errors.ts';

const TAGS = ['personas'];

export const personasRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const personas = createPersonasService(deps);

  app.get(
    '/persona/all/:email',
    { schema: { tags: TAGS, summary: "The caller's personas, those of the organisation chosen in the header (PUT /organizations/current), and the samples, newest first", params: EmailParamsSchema, response: { 200: PersonaListAnswerSchema, ...errorResponses(403) } } },
    // Already validated and serialized by the service; its bytes are sent as they are.
    async (request, reply) => reply.type('application/json; charset=utf-8').send((await personas.listPersonasJson(requireAuth(request), request.params.email)) as never),
  );

  queueForCaller(app, '/persona/create', { body: CreatePersonaInputSchema }, (caller, body) => personas.createPersona(caller, body), { tags: TAGS, summary: 'Queue the generation of a persona (its Big Five scores are kept to 1-100)' });
  registerJobStatusRoute(app, deps.queue, '/persona/job-status-create/:jobId', generatePersonaJob, 'personas');

  queueForCaller(app, '/persona/update', { body: UpdatePersonaInputSchema, errors: [403, 404] }, (caller, body) => personas.updatePersona(caller, body), { tags: TAGS, summary: 'Queue saving the edited persona fields (every field required; age and the Big Five digits only, the Big Five from 1 to 100)' });
  registerJobStatusRoute(app, deps.queue, '/persona/job-status-update/:jobId', updatePersonaJob, 'personas');

  registerLibraryItemRoutes(app, {
    tags: TAGS,
    path: '/persona/:id',
    params: PersonaIdParamsSchema,
    usage: {
      docs: { summary: "The owner's scenarios that use the persona, by name (for the delete confirmation). Samples 403, another person's persona 404." },
      answer: PersonaUsageAnswerSchema,
      run: personas.listPersonaUsage,
    },
    delete: {
      docs: { summary: "Deletes the owner's persona. Scenarios that used it keep their own copy (kept_in_scenarios) and go on working. Samples 403, another person's persona 404." },
      answer: DeletePersonaAnswerSchema,
      run: personas.deletePersona,
    },
    duplicate: {
      docs: { summary: 'Copies a persona the caller can see (a sample, their own or one of their organisations’) into their own library as "<name> (copy)", with the same details and prompt.' },
      answer: DuplicatePersonaAnswerSchema,
      run: personas.duplicatePersona,
    },
  });

  registerRegenerateRoute(app, {
    tags: TAGS,
    path: '/persona/:id',
    params: PersonaIdParamsSchema,
    body: RegeneratePersonaInputSchema,
    docs: {
      summary:
        "Queues the generation again from the owner's persona's files and its stored prompt, or the edited persona_prompt given (checked like create's), with the next generation seed: a different persona that keeps every stated fact. The result replaces its details and the prompt is stored; the name stays. Samples 403; a persona without a prompt 400.",
    },
    run: personas.regeneratePersona,
  });
  registerJobStatusRoute(app, deps.queue, '/persona/job-status-regenerate/:jobId', regeneratePersonaJob, 'personas');
};
