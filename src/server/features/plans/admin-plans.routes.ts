// The plans section of the admin Credits page (/api/admin/plans): the package price, storage per GB, mentor
// commission, launch offer, and what happens without Stripe. Admins only: 401 signed out, 403 for anyone else.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/contracts/errors.ts';
import { ADMIN_PLANS_API_PATH, AdminPlanSettingsAnswerSchema, PlanSettingsSchema } from '../../../shared/contracts/plans.ts';
import { restrictToAdmins } from '../../auth/permissions.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { createPlansService } from './plans.service.ts';

const TAGS = ['admin'];

export const adminPlansRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const plans = createPlansService(deps);
  restrictToAdmins(app, deps.roles);

  app.get(
    ADMIN_PLANS_API_PATH,
    { schema: { summary: 'Read the plans and prices', tags: TAGS, description: 'The plans in force, the defaults, whether Stripe is set up, and the registrations so far.', response: { 200: AdminPlanSettingsAnswerSchema, ...errorResponses(403) } } },
    async () => plans.adminSettings(),
  );

  app.put(
    ADMIN_PLANS_API_PATH,
    {
      schema: {
        summary: 'Save the plans and prices',
        tags: TAGS,
        description: 'Sets every plan figure at once; 400 names the value not allowed and its bounds. Every instance reads the new figures within seconds.',
        body: PlanSettingsSchema,
        response: { 200: AdminPlanSettingsAnswerSchema, ...errorResponses(403) },
      },
    },
    async (request) => plans.saveAdminSettings(request.body),
  );
};
