// The /users/email routes: verifying the account's address with a link, changing it, and sending those links again.
// Cookies are set here; the rules live in email-address.service.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ChangeEmailAnswerSchema, ChangeEmailInputSchema, MessageAnswerSchema, VerifyEmailAnswerSchema, VerifyEmailInputSchema } from '../../../shared/contracts/users.ts';
import { errorResponses } from '../../../shared/contracts/errors.ts';
import { requireAuth } from '../../auth/permissions.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { createEmailAddressService } from './email-address.service.ts';
import { cookiePolicyOf, loginRateLimitOf, readLoginClient, setAccessCookies } from './session-cookies.ts';

export const emailAddressRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const { config } = deps;
  const users = createEmailAddressService(deps, app.log);
  const cookies = cookiePolicyOf(config);
  const ipLimit = loginRateLimitOf(config);

  app.post(
    '/users/email/verify',
    {
      config: { public: true, rateLimit: ipLimit },
      schema: {
        tags: ['users'],
        summary: "Confirms the account's e-mail address with a verification link's token (once, within EMAIL_VERIFICATION_TTL_HOURS)",
        body: VerifyEmailInputSchema,
        response: { 200: VerifyEmailAnswerSchema, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const outcome = await users.verifyEmail(request.body.token);
      if (outcome.kind === 'verified') return { success: true as const, message: 'Your e-mail address is confirmed.', outcome: outcome.kind, email: outcome.email };
      // Opened where the account is signed in: this login carries the new address at once (others at their next renewal).
      if (request.auth?.userId === outcome.userId) setAccessCookies(request, reply, cookies, await users.reissueAccess(outcome.userId, request.auth.sessionId));
      return { success: true as const, message: `Your e-mail address is now ${outcome.email}. Log in with it from now on.`, outcome: outcome.kind, email: outcome.email };
    },
  );

  app.post(
    '/users/email/change',
    {
      config: { rateLimit: ipLimit },
      schema: {
        tags: ['users'],
        summary:
          "Changes the signed-in person's e-mail address; the current password confirms it (400 when wrong, 409 when the address is in use). When the server sends e-mail, a link goes to the new address and the change applies once it is opened (`pending`), and the current address is told; otherwise it applies at once (`changed`). Other logins stay valid.",
        body: ChangeEmailInputSchema,
        response: { 200: ChangeEmailAnswerSchema, ...errorResponses(404, 409, 429) },
      },
    },
    async (request, reply) => {
      const { access, ...outcome } = await users.changeEmail(requireAuth(request), request.body, readLoginClient(request));
      if (access) setAccessCookies(request, reply, cookies, access);
      const message =
        outcome.status === 'changed'
          ? `Your e-mail address is now ${outcome.email}.`
          : `We sent a link to ${outcome.pendingEmail}. Your address changes when you open it; until then you keep using ${outcome.email}.`;
      return { success: true as const, ...outcome, message };
    },
  );

  app.post(
    '/users/email/change/resend',
    {
      config: { rateLimit: ipLimit },
      schema: {
        tags: ['users'],
        summary: 'Sends the link for the waiting change of e-mail address again (409 when none waits; 429 past PASSWORD_RESET_RATE_LIMIT_PER_EMAIL per window)',
        response: { 202: MessageAnswerSchema, ...errorResponses(409, 429) },
      },
    },
    async (request, reply) => {
      const pendingEmail = await users.resendEmailChange(requireAuth(request));
      return reply.code(202).send({ success: true, message: `A new link is on its way to ${pendingEmail}.` });
    },
  );

  app.delete(
    '/users/email/change',
    {
      config: { rateLimit: ipLimit },
      schema: { tags: ['users'], summary: 'Calls off the waiting change of e-mail address; its links stop working (409 when none waits)', response: { 200: MessageAnswerSchema, ...errorResponses(409) } },
    },
    async (request) => {
      await users.cancelEmailChange(requireAuth(request));
      return { success: true, message: 'The change of e-mail address is cancelled.' };
    },
  );

  app.post(
    '/users/email/verify/resend',
    {
      config: { rateLimit: ipLimit },
      schema: {
        tags: ['users'],
        summary: 'Sends the signed-in person a new verification link (409 when already verified or the server sends no e-mail; 429 past PASSWORD_RESET_RATE_LIMIT_PER_EMAIL per window)',
        response: { 202: MessageAnswerSchema, ...errorResponses(409, 429) },
      },
    },
    async (request, reply) => {
      await users.resendVerification(requireAuth(request));
      return reply.code(202).send({ success: true, message: 'A new link is on its way to your e-mail address.' });
    },
  );
};
