// The Quality page's API (/admin/quality/*): the last evaluation runs, start one, cancel one. Admins only: the
// preValidation hook answers 401 signed out and 403 for anyone else, before any input is read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EvalRunAnswerSchema, EvalRunParamsSchema, EvalRunsAnswerSchema, StartEvalRunInputSchema } from '../../../shared/contracts/admin-quality.ts';
import { requireAuth, restrictToAdmins } from '../../auth/permissions.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { createQualityService } from './quality.service.ts';
import { errorResponses } from '../../../shared/contracts/errors.ts';

const TAGS = ['admin'];

export const qualityRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const quality = createQualityService(deps);
  restrictToAdmins(app, deps.roles);

  app.get('/admin/quality/runs', { schema: { summary: 'List the quality evaluation runs', tags: TAGS, description: 'Administrators only: the last evaluation runs, newest first.', response: { 200: EvalRunsAnswerSchema, ...errorResponses(403) } } }, async () =>
    quality.list(),
  );

  app.post(
    '/admin/quality/runs',
    {
      schema: {
        summary: 'Start a quality evaluation',
        tags: TAGS,
        description: 'Administrators only: starts an evaluation of the configured engine in the background; 409 while one runs.',
        body: StartEvalRunInputSchema,
        response: { 202: EvalRunAnswerSchema, ...errorResponses(403, 409) },
      },
    },
    async (request, reply) => reply.code(202).send(await quality.start(requireAuth(request), request.body)),
  );

  app.post(
    '/admin/quality/runs/:runId/cancel',
    { schema: { summary: 'Stop a quality evaluation', tags: TAGS, description: 'Administrators only: stops a running evaluation.', params: EvalRunParamsSchema, response: { 200: EvalRunAnswerSchema, ...errorResponses(403, 404, 409) } } },
    async (request) => quality.cancel(request.params.runId),
  );
};
