// The /users/password routes: a reset link asked for, the new password set from it, and a change by a signed-in
// person. The rules live in password.service.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChangePasswordInputSchema,
  ForgotPasswordAnswerSchema,
  ForgotPasswordInputSchema,
  MessageAnswerSchema,
  ResetPasswordInputSchema,
} from '../../../shared/contracts/users.ts';
import { errorResponses } from '../../../shared/contracts/errors.ts';
import { requireAuth } from '../../auth/permissions.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { createPasswordService } from './password.service.ts';
import { loginRateLimitOf, readLoginClient } from './session-cookies.ts';

export const passwordRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const users = createPasswordService(deps, app.log);
  const ipLimit = loginRateLimitOf(deps.config);

  app.post(
    '/users/password/forgot',
    {
      config: { public: true, rateLimit: ipLimit },
      schema: {
        tags: ['users'],
        summary: 'Sends a password-reset link by e-mail; the same 202 answer whether or not the e-mail has an account',
        body: ForgotPasswordInputSchema,
        response: { 202: ForgotPasswordAnswerSchema },
      },
    },
    async (request, reply) => reply.code(202).send(await users.requestPasswordReset(request.body.email)),
  );

  app.post(
    '/users/password/reset',
    {
      config: { public: true, rateLimit: ipLimit },
      schema: {
        tags: ['users'],
        summary: "Sets a new password with a reset link's token (once, within an hour); ends every login of the account",
        body: ResetPasswordInputSchema,
        response: { 200: MessageAnswerSchema },
      },
    },
    async (request) => {
      await users.resetPassword(request.body);
      return { success: true, message: 'Your password has been changed. Log in with the new one.' };
    },
  );

  app.post(
    '/users/password/change',
    {
      schema: {
        tags: ['users'],
        summary: "Changes the signed-in person's password; their other logins end, this one stays",
        body: ChangePasswordInputSchema,
        response: { 200: MessageAnswerSchema, ...errorResponses(404, 429) },
      },
    },
    async (request) => {
      await users.changePassword(requireAuth(request), request.body, readLoginClient(request));
      return { success: true, message: 'Your password has been changed. Other devices have been logged out.' };
    },
  );
};
