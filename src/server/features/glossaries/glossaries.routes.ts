// The glossary routes: list, create (job), update (job) and their job-status routes; usage, delete and duplicate.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateGlossaryInputSchema,
  DeleteGlossaryAnswerSchema,
  DuplicateGlossaryAnswerSchema,
  GlossaryIdParamsSchema,
  GlossaryListAnswerSchema,
  GlossaryUsageAnswerSchema,
  UpdateGlossaryInputSchema,
} from '../../../shared/contracts/glossaries.ts';
import { EmailParamsSchema } from '../../../shared/contracts/params.ts';
import { queueForCaller } from '../../auth/caller-routes.ts';
import { requireAuth } from '../../auth/permissions.ts';
import { registerJobStatusRoute } from '../../jobs/job-status.routes.ts';
import { registerLibraryItemRoutes } from '../library/library-item-routes.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { createGlossaryJob } from './create-glossary.job.ts';
import { createGlossariesService } from './glossaries.service.ts';
import { updateGlossaryJob } from './update-glossary.job.ts';
import { errorResponses } from '../../../shared/contracts/errors.ts';

const TAGS = ['glossaries'];

export const glossariesRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const { queue } = deps;
  const glossaries = createGlossariesService(deps);

  app.get(
    '/glossary/all/:email',
    { schema: { summary: 'List the caller’s glossaries, those of the organisation chosen in the header, and the samples', tags: TAGS, params: EmailParamsSchema, response: { 200: GlossaryListAnswerSchema, ...errorResponses(403) } } },
    async (request) => glossaries.listGlossaries(requireAuth(request), request.params.email),
  );

  queueForCaller(app, '/glossary/create', { body: CreateGlossaryInputSchema }, (caller, body) => glossaries.createGlossary(caller, body), { summary: 'Create a glossary', tags: TAGS });

  queueForCaller(app, '/glossary/update', { body: UpdateGlossaryInputSchema, errors: [403, 404] }, (caller, body) => glossaries.updateGlossary(caller, body), { summary: 'Update a glossary', tags: TAGS });

  registerLibraryItemRoutes(app, {
    tags: TAGS,
    path: '/glossary/:id',
    params: GlossaryIdParamsSchema,
    usage: {
      docs: {
        summary: 'The scenarios that use a glossary',
        description: "The scenarios that use the owner's glossary, by name (for the delete confirmation). Samples answer 403.",
      },
      answer: GlossaryUsageAnswerSchema,
      run: glossaries.getGlossaryUsage,
    },
    delete: {
      docs: {
        summary: 'Delete a glossary',
        description: "Deletes the owner's glossary at once; the scenarios that used it keep their own copy of its terms. Samples are read-only.",
      },
      answer: DeleteGlossaryAnswerSchema,
      run: glossaries.deleteGlossary,
    },
    duplicate: {
      docs: {
        summary: 'Copy a glossary into the caller’s library',
        description: 'Copies a sample or one of the caller’s glossaries into the caller’s library as "<name> (copy)".',
      },
      answer: DuplicateGlossaryAnswerSchema,
      run: glossaries.duplicateGlossary,
    },
  });

  registerJobStatusRoute(app, queue, '/glossary/job-status-create/:jobId', createGlossaryJob, 'glossaries');
  registerJobStatusRoute(app, queue, '/glossary/job-status-update/:jobId', updateGlossaryJob, 'glossaries');
};
