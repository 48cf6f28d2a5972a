// The rubric routes: list, one rubric, create (job), regenerate (job), rename a level (job) and their job-status
// routes; the owner's edit, pass mark, usage and delete, and duplicating a sample or one's own rubric (direct calls).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmailParamsSchema } from '../../../shared/contracts/params.ts';
import { UpdatePassMarkInputSchema } from '../../../shared/contracts/reports.ts';
import {
  CreateRubricInputSchema,
  DeleteRubricAnswerSchema,
  RegenerateRubricInputSchema,
  RenameRubricLevelInputSchema,
  RubricAnswerSchema,
  RubricIdParamsSchema,
  RubricListAnswerSchema,
  RubricUsageAnswerSchema,
  UpdateRubricInputSchema,
} from '../../../shared/contracts/rubrics.ts';
import { queueForCaller } from '../../auth/caller-routes.ts';
import { requireAuth } from '../../auth/permissions.ts';
import { registerJobStatusRoute } from '../../jobs/job-status.routes.ts';
import { registerLibraryItemRoutes, registerRegenerateRoute } from '../library/library-item-routes.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { generateRubricJob } from './generate-rubric.job.ts';
import { regenerateRubricJob } from './regenerate-rubric.job.ts';
import { renameRubricLevelJob } from './rename-rubric-level.job.ts';
import { createRubricsService } from './rubrics.service.ts';
import { errorResponses } from '../../../shared/contracts/errors.ts';

export const rubricsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const rubrics = createRubricsService(deps);

  app.get(
    '/rubrics/all/:email',
    {
      schema: {
        tags: ['rubrics'],
        summary: "The caller's rubrics, those of the organisation chosen in the header (PUT /organizations/current), and the read-only samples, newest first (at most 500)",
        params: EmailParamsSchema,
        response: { 200: RubricListAnswerSchema, ...errorResponses(403) },
      },
    },
    async (request) => ({ data: await rubrics.listRubrics(requireAuth(request), request.params.email) }),
  );

  app.get(
    '/rubrics/rubric/:id',
    {
      schema: { tags: ['rubrics'], summary: "One rubric: the caller's own, one of their organisations', or a sample", params: RubricIdParamsSchema, response: { 200: RubricAnswerSchema, ...errorResponses(404) } },
    },
    async (request) => ({ data: await rubrics.getRubric(requireAuth(request), request.params.id) }),
  );

  queueForCaller(app, '/rubrics/create', { body: CreateRubricInputSchema }, (caller, body) => rubrics.createRubric(caller, body), {
    tags: ['rubrics'],
    summary: 'Queues the generation of a rubric; poll /rubrics/job-status-create/{jobId}',
  });

  registerJobStatusRoute(app, deps.queue, '/rubrics/job-status-create/:jobId', generateRubricJob, 'rubrics');

  registerRegenerateRoute(app, {
    tags: ['rubrics'],
    path: '/rubrics/:id',
    params: RubricIdParamsSchema,
    body: RegenerateRubricInputSchema,
    docs: {
      summary:
        "Queues the generation again from the owner's rubric's files and its stored description, or the edited description given (checked like create's), with the next generation seed: the same criteria, weights and pass mark, the levels in other words. The result replaces its content and the description is stored; the name stays. Samples 403; a rubric without a description 400.",
    },
    run: rubrics.regenerateRubric,
  });
  registerJobStatusRoute(app, deps.queue, '/rubrics/job-status-regenerate/:jobId', regenerateRubricJob, 'rubrics');

  queueForCaller(app, '/rubrics/rename-level', { body: RenameRubricLevelInputSchema, errors: [403, 404] }, (caller, body) => rubrics.renameLevel(caller, body), {
    tags: ['rubrics'],
    summary: 'Queues renaming a performance level of an own rubric (section 5: non-empty, changed, not already used)',
  });
  registerJobStatusRoute(app, deps.queue, '/rubrics/job-status-rename-level/:jobId', renameRubricLevelJob, 'rubrics');

  app.post(
    '/rubrics/pass-mark',
    {
      schema: {
        tags: ['rubrics'],
        summary: "Sets the pass mark (0..100) of an own rubric; sessions graded from now on use it, reports already written keep theirs. Samples are read-only (403)",
        body: UpdatePassMarkInputSchema,
        response: { 200: RubricAnswerSchema, ...errorResponses(403, 404) },
      },
    },
    async (request) => ({ data: await rubrics.updatePassMark(requireAuth(request), request.body) }),
  );

  app.post(
    '/rubrics/update',
    {
      schema: {
        tags: ['rubrics'],
        summary:
          'Replaces an own rubric: title, description, criteria (1 to 12, distinct names, whole weights adding up to 100, a description for every level), level names and ranges, scoring guide (kept when left out) and pass mark (default 70). Samples are read-only (403)',
        body: UpdateRubricInputSchema,
        response: { 200: RubricAnswerSchema, ...errorResponses(403, 404) },
      },
    },
    async (request) => ({ data: await rubrics.updateRubric(requireAuth(request), request.body) }),
  );

  registerLibraryItemRoutes(app, {
    tags: ['rubrics'],
    path: '/rubrics/:id',
    params: RubricIdParamsSchema,
    usage: {
      docs: { summary: 'The scenarios that use an own rubric: they keep a copy of it when it is deleted' },
      answer: RubricUsageAnswerSchema,
      run: rubrics.getRubricUsage,
    },
    delete: {
      docs: { summary: 'Deletes an own rubric; the scenarios that used it are graded from their own copy from then on. Samples cannot be deleted (403)' },
      answer: DeleteRubricAnswerSchema,
      run: rubrics.deleteRubric,
    },
    duplicate: {
      docs: { summary: 'Copies a sample or an own rubric into the caller\'s library as "<name> (copy)", ready to edit' },
      answer: RubricAnswerSchema,
      run: async (caller, id) => ({ data: await rubrics.duplicateRubric(caller, id) }),
    },
  });
};
