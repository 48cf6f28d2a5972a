// /users/admin-setup: how a signed-in account becomes the first administrator of a server that has none, with the
// setup code the server printed at start. Not under /api/admin: nobody is an admin yet. Rules in admin-setup.service.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_SETUP_API_PATH,
  ADMIN_SETUP_CODE_TTL_HOURS,
  ADMIN_SETUP_TRIES_PER_WINDOW,
  ADMIN_SETUP_WINDOW_MINUTES,
  AdminSetupStatusSchema,
  ClaimAdminSetupAnswerSchema,
  ClaimAdminSetupInputSchema,
} from '../../../shared/contracts/admin-setup.ts';
import { errorResponses } from '../../../shared/contracts/errors.ts';
import { getForCaller } from '../../auth/caller-routes.ts';
import { requireAuth } from '../../auth/permissions.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { createAdminSetupService } from './admin-setup.service.ts';

const TAGS = ['users'];

export const adminSetupRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const setup = createAdminSetupService(deps);

  getForCaller(app, ADMIN_SETUP_API_PATH, AdminSetupStatusSchema, () => setup.status(), {
    summary: 'Whether this server has an administrator yet',
    tags: TAGS,
    description: 'For the admin pages: while no account is an administrator, they tell a signed-in person how to become the first.',
  });

  app.post(
    ADMIN_SETUP_API_PATH,
    {
      schema: {
        summary: 'Become the first administrator with the setup code the server printed',
        tags: TAGS,
        description:
          `The code works once, within ${ADMIN_SETUP_CODE_TTL_HOURS} hours of the start that printed it. 400 for a wrong code; 403 when ` +
          `the server names its administrators' addresses and the caller's is not one; 409 once an administrator exists; ` +
          `${ADMIN_SETUP_TRIES_PER_WINDOW} tries per account and per address in ${ADMIN_SETUP_WINDOW_MINUTES} minutes (429 with Retry-After).`,
        body: ClaimAdminSetupInputSchema,
        response: { 200: ClaimAdminSetupAnswerSchema, ...errorResponses(400, 403, 409, 429) },
      },
    },
    async (request) => ({ success: true as const, message: await setup.claim(requireAuth(request), request.body, request.ip) }),
  );
};
