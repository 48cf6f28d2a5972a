// The /users/me routes: the signed-in account as the pages show it, its profile, and deleting it. Sign-in, the e-mail
// address and the password have their own route files (sign-in, email-address, password). Cookies are set here; the
// rules live in users.service.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DeleteAccountInputSchema, MeAnswerSchema, UpdateProfileInputSchema, UserAnswerSchema } from '../../../shared/contracts/users.ts';
import { errorResponses } from '../../../shared/contracts/errors.ts';
import { requireAuth } from '../../auth/permissions.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { clearDeviceCookie, clearSessionCookies, cookiePolicyOf, readLoginClient, setNicknameCookie } from './session-cookies.ts';
import { createUsersService } from './users.service.ts';

export const usersRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const { config, ai, roles } = deps;
  const users = createUsersService(deps, app.log);
  const cookies = cookiePolicyOf(config);

  app.get('/users/me', { schema: { summary: 'The signed-in account', tags: ['users'], response: { 200: MeAnswerSchema } } }, async (request) => {
    const caller = requireAuth(request);
    const { user, emailVerified, emailVerificationRequired, pendingEmail } = await users.getAccount(caller.userId);
    const { isAdmin: isAdminCaller, canCreate } = await roles.rolesOf(caller.userId);
    const engine = await ai.engine();
    return {
      success: true as const,
      user,
      emailVerified,
      emailVerificationRequired,
      pendingEmail,
      permissions: { canCreate, isAdmin: isAdminCaller },
      // Which model answers is an operator's detail: learners only learn whether the built-in engine does.
      ai: { isOffline: engine.isOffline, modelLabel: isAdminCaller ? engine.modelLabel : '' },
      limits: { uploadMaxBytes: config.uploadMaxBytes },
    };
  });

  app.patch(
    '/users/me',
    { schema: { summary: 'Update the signed-in account’s profile', tags: ['users'], body: UpdateProfileInputSchema, response: { 200: UserAnswerSchema } } },
    async (request, reply) => {
      const user = await users.updateProfile(requireAuth(request).userId, request.body);
      setNicknameCookie(request, reply, cookies, user.nickname);
      return { success: true as const, user };
    },
  );

  app.delete(
    '/users/me',
    {
      schema: {
        tags: ['users'],
        summary: 'Deletes the signed-in account and everything it owns (the password confirms it)',
        description:
          'An organisation the account alone owns is deleted with it when nobody else is in it; while it has other members the deletion answers 409, saying to make another member an owner first.',
        body: DeleteAccountInputSchema,
        response: { 204: z.null().describe('The account is deleted and the session cookies are cleared.'), ...errorResponses(404, 409, 429) },
      },
    },
    async (request, reply) => {
      await users.deleteAccount(requireAuth(request), request.body, readLoginClient(request));
      clearSessionCookies(request, reply, cookies);
      clearDeviceCookie(request, reply, cookies);
      return reply.code(204).send(null);
    },
  );
};
