// The AI page's API (/admin/ai/*): read and save the provider settings, test a connection, list the provider's models.
// Admins only: the preValidation hook answers 401 signed out and 403 for anyone else, before any input is read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminAiModelsAnswerSchema,
  AdminAiSettingsSchema,
  ListAdminAiModelsInputSchema,
  SaveAdminAiSettingsInputSchema,
  TestAdminAiConnectionAnswerSchema,
} from '../../../shared/contracts/admin.ts';
import { restrictToAdmins } from '../../auth/permissions.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { createAdminAiService } from './admin-ai.service.ts';
import { errorResponses } from '../../../shared/contracts/errors.ts';

const TAGS = ['admin'];

export const adminAiRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const adminAi = createAdminAiService(deps);
  restrictToAdmins(app, deps.roles);

  app.get('/admin/ai/settings', { schema: { summary: 'Read the AI settings', tags: TAGS, response: { 200: AdminAiSettingsSchema, ...errorResponses(403) } } }, async () => adminAi.getSettings());

  app.put(
    '/admin/ai/settings',
    { schema: { summary: 'Save the AI settings', tags: TAGS, body: SaveAdminAiSettingsInputSchema, response: { 200: AdminAiSettingsSchema, ...errorResponses(403) } } },
    async (request) => adminAi.saveSettings(request.body),
  );

  app.post(
    '/admin/ai/test',
    { schema: { summary: 'Test the AI provider', tags: TAGS, body: SaveAdminAiSettingsInputSchema, response: { 200: TestAdminAiConnectionAnswerSchema, ...errorResponses(403) } } },
    async (request) => adminAi.testConnection(request.body),
  );

  // POST, like the connection test: a typed key travels in the body, never in a URL that logs could keep.
  app.post(
    '/admin/ai/models',
    { schema: { summary: 'List the provider’s models', tags: TAGS, body: ListAdminAiModelsInputSchema, response: { 200: AdminAiModelsAnswerSchema, ...errorResponses(403) } } },
    async (request) => adminAi.listModels(request.body),
  );
};
