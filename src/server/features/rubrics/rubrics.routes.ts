// The rubric routes: list, one rubric, create (job), rename a level (job) and their job-status routes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { JobAcceptedSchema } from '../../../shared/contracts/jobs.ts';
import { EmailParamsSchema } from '../../../shared/contracts/params.ts';
import { UpdatePassMarkInputSchema } from '../../../shared/contracts/reports.ts';
import {
  CreateRubricInputSchema,
  RenameRubricLevelInputSchema,
  RubricAnswerSchema,
  RubricIdParamsSchema,
  RubricListAnswerSchema,
} from '../../../shared/contracts/rubrics.ts';
import { requireAuth } from '../../auth/permissions.ts';
import { registerJobStatusRoute } from '../../jobs/job-status.routes.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { generateRubricJob } from './generate-rubric.job.ts';
import { renameRubricLevelJob } from './rename-rubric-level.job.ts';
import { createRubricsService } from './rubrics.service.ts';

export const rubricsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const rubrics = createRubricsService(deps);

  app.get(
    '/rubrics/all/:email',
    {
      schema: {
        tags: ['rubrics'],
        summary: "The caller's rubrics and the read-only samples, newest first (at most 500)",
        params: EmailParamsSchema,
        response: { 200: RubricListAnswerSchema },
      },
    },
    async (request) => ({ data: await rubrics.listRubrics(requireAuth(request), request.params.email) }),
  );

  app.get(
    '/rubrics/rubric/:id',
    {
      schema: { tags: ['rubrics'], summary: "One rubric: the caller's own or a sample", params: RubricIdParamsSchema, response: { 200: RubricAnswerSchema } },
    },
    async (request) => ({ data: await rubrics.getRubric(requireAuth(request), request.params.id) }),
  );

  app.post(
    '/rubrics/create',
    {
      schema: {
        tags: ['rubrics'],
        summary: 'Queues the generation of a rubric; poll /rubrics/job-status-create/{jobId}',
        body: CreateRubricInputSchema,
        response: { 202: JobAcceptedSchema },
      },
    },
    async (request, reply) => reply.code(202).send(await rubrics.createRubric(requireAuth(request), request.body)),
  );

  registerJobStatusRoute(app, deps.queue, '/rubrics/job-status-create/:jobId', generateRubricJob, 'rubrics');

  app.post(
    '/rubrics/rename-level',
    {
      schema: {
        tags: ['rubrics'],
        summary: 'Queues renaming a performance level of an own rubric (section 5: non-empty, changed, not already used)',
        body: RenameRubricLevelInputSchema,
        response: { 202: JobAcceptedSchema },
      },
    },
    async (request, reply) => reply.code(202).send(await rubrics.renameLevel(requireAuth(request), request.body)),
  );
  registerJobStatusRoute(app, deps.queue, '/rubrics/job-status-rename-level/:jobId', renameRubricLevelJob, 'rubrics');

  app.post(
    '/rubrics/pass-mark',
    {
      schema: {
        tags: ['rubrics'],
        summary: "Sets the pass mark (0..100) of an own rubric; sessions graded from now on use it, reports already written keep theirs. Samples are read-only (403)",
        body: UpdatePassMarkInputSchema,
        response: { 200: RubricAnswerSchema },
      },
    },
    async (request) => ({ data: await rubrics.updatePassMark(requireAuth(request), request.body) }),
  );
};
