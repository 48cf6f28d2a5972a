// The scenario routes: quick and advanced creation, the list, one scenario for the AI, and the owner's edit and delete.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { JobAcceptedSchema } from '../../../shared/contracts/jobs.ts';
import {
  AiScenarioAnswerSchema,
  CreateAdvancedScenarioInputSchema,
  CreateQuickScenarioInputSchema,
  ScenarioIdParamsSchema,
  ScenarioListAnswerSchema,
  ScenarioListParamsSchema,
  UpdateScenarioInputSchema,
} from '../../../shared/contracts/scenarios.ts';
import { getOneForCaller, queueForCaller } from '../../auth/caller-routes.ts';
import { requireAuth } from '../../auth/permissions.ts';
import { registerJobStatusRoute } from '../../jobs/job-status.routes.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { createAdvancedScenarioJob } from './create-advanced-scenario.job.ts';
import { createQuickScenarioJob } from './create-quick-scenario.job.ts';
import { deleteScenarioJob } from './delete-scenario.job.ts';
import { createScenariosService } from './scenarios.service.ts';
import { updateScenarioJob } from './update-scenario.job.ts';
import { errorResponses } from '../../../shared/contracts/errors.ts';

const TAG = 'scenarios';
const TAGS = [TAG];

export const scenariosRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const { queue } = deps;
  const scenarios = createScenariosService(deps);

  getOneForCaller(app, '/quick-roleplay/all/:email', { params: ScenarioListParamsSchema, answer: ScenarioListAnswerSchema, errors: [403] }, (caller, { email }) => scenarios.listScenarios(caller, email), {
    tags: TAGS,
    summary: 'List the caller’s scenarios and the samples',
    description: "The caller's own scenarios, those of the organisation chosen in the header (PUT /organizations/current), other people's public ones and the samples, newest first.",
  });

  getOneForCaller(app, '/api/ai/scenario/:id', { params: ScenarioIdParamsSchema, answer: AiScenarioAnswerSchema, errors: [404] }, (caller, { id }) => scenarios.getScenarioForAi(caller, id), {
    tags: TAGS,
    summary: 'One scenario',
    description: 'One scenario the caller may see, by name and description.',
  });

  queueForCaller(app, '/quick-roleplay/create', { body: CreateQuickScenarioInputSchema, errors: [403, 404] }, (caller, body) => scenarios.createQuickScenario(caller, body), { summary: 'Create a quick scenario', tags: TAGS, description: 'Writes a scenario from a title, two roles, a description and source files (a job).' });

  queueForCaller(app, '/advance-roleplay/create', { body: CreateAdvancedScenarioInputSchema, errors: [403, 404] }, (caller, body) => scenarios.createAdvancedScenario(caller, body), {
    summary: 'Create an advanced scenario',
    tags: TAGS,
    description: 'Writes a scenario around a persona, a rubric, an optional glossary and source files (a job).',
  });

  queueForCaller(app, '/scenarios/update', { body: UpdateScenarioInputSchema, errors: [403, 404] }, (caller, body) => scenarios.updateScenario(caller, body), { summary: 'Update a scenario', tags: TAGS, description: "Changes the owner's scenario title, visibility, categories and, when given, its character brief (a job; new sessions play the new brief). Samples are read-only; an organisation's scenario is changed by its author and the organisation's owners and admins (403 for its other members)." });

  app.delete(
    '/scenarios/:id',
    { schema: { summary: 'Delete a scenario', tags: TAGS, description: "Deletes the owner's scenario (a job). Samples are read-only; an organisation's scenario is deleted by its author and the organisation's owners and admins (403 for its other members).", params: ScenarioIdParamsSchema, response: { 202: JobAcceptedSchema, ...errorResponses(403, 404) } } },
    async (request, reply) => reply.code(202).send(await scenarios.deleteScenario(requireAuth(request), request.params.id)),
  );

  registerJobStatusRoute(app, queue, '/quick-roleplay/job-status-create/:jobId', createQuickScenarioJob, TAG);
  registerJobStatusRoute(app, queue, '/advance-roleplay/job-status-create/:jobId', createAdvancedScenarioJob, TAG);
  registerJobStatusRoute(app, queue, '/scenarios/job-status-update/:jobId', updateScenarioJob, TAG);
  registerJobStatusRoute(app, queue, '/scenarios/job-status-delete/:jobId', deleteScenarioJob, TAG);
};
