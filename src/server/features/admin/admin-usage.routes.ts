// The Usage page's API (/admin/usage/*): the last 30 days' figures, and the price table behind the cost estimates.
// Admins only: the preValidation hook answers 401 signed out and 403 for anyone else, before any input is read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminUsageSchema, AiPricesSchema, SaveAiPricesInputSchema } from '../../../shared/contracts/admin-usage.ts';
import { restrictToAdmins } from '../../auth/permissions.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { createAdminUsageService } from './admin-usage.service.ts';
import { errorResponses } from '../../../shared/contracts/errors.ts';

const TAGS = ['admin'];

export const adminUsageRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const usage = createAdminUsageService(deps);
  restrictToAdmins(app, deps.roles);

  app.get('/admin/usage/summary', { schema: { summary: 'AI usage and cost per day', tags: TAGS, response: { 200: AdminUsageSchema, ...errorResponses(403) } } }, async () => usage.getUsage());

  app.get('/admin/usage/prices', { schema: { summary: 'Read the AI prices', tags: TAGS, response: { 200: AiPricesSchema, ...errorResponses(403) } } }, async () => usage.getPrices());

  app.put(
    '/admin/usage/prices',
    { schema: { summary: 'Save the AI prices', tags: TAGS, body: SaveAiPricesInputSchema, response: { 200: AiPricesSchema, ...errorResponses(403) } } },
    async (request) => usage.savePrices(request.body),
  );
};
