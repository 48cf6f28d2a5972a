// The Users admin page's API under /api/admin/users (the page itself is the web app's /admin/users): administrators
// only (403 otherwise, 401 signed out); the rules live in admin-users.service.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_USERS_API_PATH,
  AdminResetLinkAnswerSchema,
  AdminUserAnswerSchema,
  AdminUserParamsSchema,
  AdminUsersAnswerSchema,
  AdminUsersQuerySchema,
  DeleteAdminUserInputSchema,
  UpdateAdminUserRolesInputSchema,
} from '../../../shared/contracts/admin-users.ts';
import { requireAuth, restrictToAdmins } from '../../auth/permissions.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { createAdminUsersService } from './admin-users.service.ts';
import { createUsersService } from './users.service.ts';
import { errorResponses } from '../../../shared/contracts/errors.ts';

const TAGS = ['admin'];
const MessageSchema = z.object({ message: z.string() });

export const adminUsersRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const admin = createAdminUsersService({ ...deps, users: createUsersService(deps, app.log) }, app.log);
  const one = `${ADMIN_USERS_API_PATH}/:id`;
  restrictToAdmins(app, deps.roles);

  app.get(
    ADMIN_USERS_API_PATH,
    {
      schema: {
        summary: 'Search accounts',
        tags: TAGS,
        description: `Administrators only: accounts whose name or e-mail contains \`q\`, newest first, a page at a time, with their roles.`,
        querystring: AdminUsersQuerySchema,
        response: { 200: AdminUsersAnswerSchema, ...errorResponses(403) },
      },
    },
    async (request) => admin.list(requireAuth(request), request.query),
  );

  app.patch(
    `${one}/roles`,
    {
      schema: {
        summary: 'Change an account’s roles',
        tags: TAGS,
        description: "Promotes or demotes an admin, allows or revokes creating. 409 for a role the server's environment sets, or when no admin would be left.",
        params: AdminUserParamsSchema,
        body: UpdateAdminUserRolesInputSchema,
        response: { 200: AdminUserAnswerSchema, ...errorResponses(403, 404, 409) },
      },
    },
    async (request) => admin.updateRoles(requireAuth(request), request.params.id, request.body),
  );

  app.post(
    `${one}/password-reset`,
    {
      schema: {
        summary: 'Create a password-reset link for an account',
        tags: TAGS,
        description: 'A one-time password-reset link for the account (works once, within the hour), to hand over privately.',
        params: AdminUserParamsSchema,
        response: { 201: AdminResetLinkAnswerSchema, ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => reply.code(201).send(await admin.createResetLink(requireAuth(request), request.params.id)),
  );

  app.post(
    `${one}/disable`,
    {
      schema: {
        summary: 'Disable an account',
        tags: TAGS,
        description: 'Refuses the account’s logins (403) and ends every session it has at once. Not your own account.',
        params: AdminUserParamsSchema,
        response: { 200: AdminUserAnswerSchema, ...errorResponses(403, 404) },
      },
    },
    async (request) => admin.disable(requireAuth(request), request.params.id),
  );

  app.post(
    `${one}/enable`,
    { schema: { summary: 'Enable an account', tags: TAGS, description: 'Lets a disabled account log in again.', params: AdminUserParamsSchema, response: { 200: AdminUserAnswerSchema, ...errorResponses(403, 404) } } },
    async (request) => admin.enable(requireAuth(request), request.params.id),
  );

  app.delete(
    one,
    {
      schema: {
        summary: 'Delete an account',
        tags: TAGS,
        description: 'Deletes the account and everything it owns; `email` must repeat its address. Not your own account (Account settings does that).',
        params: AdminUserParamsSchema,
        body: DeleteAdminUserInputSchema,
        response: { 200: MessageSchema, ...errorResponses(403, 404, 409) },
      },
    },
    async (request) => admin.delete(requireAuth(request), request.params.id, request.body),
  );
};
