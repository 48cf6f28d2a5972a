// The /users routes: register, login, refresh, logout, the profile, verifying the e-mail address, the password
// (forgotten, reset, changed) and deleting the account. Cookies are set here; the rules live in the service.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChangeEmailAnswerSchema,
  ChangeEmailInputSchema,
  ChangePasswordInputSchema,
  DeleteAccountInputSchema,
  ForgotPasswordAnswerSchema,
  ForgotPasswordInputSchema,
  LoginAnswerSchema,
  LoginInputSchema,
  MeAnswerSchema,
  MessageAnswerSchema,
  RefreshInputSchema,
  RegisterInputSchema,
  ResetPasswordInputSchema,
  UpdateProfileInputSchema,
  UserAnswerSchema,
  VerifyEmailInputSchema,
} from '../../../shared/contracts/users.ts';
import { requireAuth } from '../../auth/permissions.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import {
  clearDeviceCookie,
  clearSessionCookies,
  readLoginClient,
  readRefreshToken,
  setAccessCookies,
  setDeviceCookie,
  setNicknameCookie,
  setSessionCookies,
  type CookiePolicy,
} from './session-cookies.ts';
import { createUsersService, type IssuedSession } from './users.service.ts';
import { errorResponses } from '../../../shared/contracts/errors.ts';

function loginAnswer(session: IssuedSession, message: string) {
  return {
    success: true as const,
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
    name: session.user.name,
    email: session.user.email,
    nickname: session.user.nickname,
    message,
  };
}

export const usersRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const { config, ai, roles } = deps;
  const users = createUsersService(deps, app.log);
  const cookies: CookiePolicy = {
    secure: config.cookieSecure,
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
  };
  const ipLimit = { max: config.loginRateLimit.perIp, timeWindow: config.loginRateLimit.windowSeconds * 1000 };
  const refreshLimit = { max: config.refreshRateLimitPerMinute, timeWindow: 60_000 };

  app.post(
    '/users/register',
    {
      config: { public: true, rateLimit: ipLimit },
      schema: { tags: ['users'], summary: 'Creates an account and signs it in (the same cookies as a login)', body: RegisterInputSchema, response: { 201: MessageAnswerSchema, ...errorResponses(409) } },
    },
    async (request, reply) => {
      // The new account is signed in at once, with the same cookies a login leaves.
      const session = await users.register(request.body, { ...readLoginClient(request), userAgent: request.headers['user-agent'] ?? null });
      setSessionCookies(request, reply, cookies, session);
      setDeviceCookie(request, reply, cookies, session.deviceId);
      const message = (await users.isVerificationRequired())
        ? 'Account created. You are signed in. We sent you a link to confirm your e-mail address.'
        : 'Account created. You are signed in.';
      return reply.code(201).send({ success: true, message });
    },
  );

  app.post(
    '/users/login',
    {
      config: { public: true, rateLimit: ipLimit },
      schema: { summary: 'Sign in with e-mail and password', tags: ['users'], body: LoginInputSchema, response: { 200: LoginAnswerSchema, ...errorResponses(401) } },
    },
    async (request, reply) => {
      const session = await users.login(request.body, { ...readLoginClient(request), userAgent: request.headers['user-agent'] ?? null });
      setSessionCookies(request, reply, cookies, session);
      setDeviceCookie(request, reply, cookies, session.deviceId);
      return loginAnswer(session, 'Logged in.');
    },
  );

  app.post(
    '/users/refresh',
    {
      config: { public: true, rateLimit: refreshLimit },
      schema: { summary: 'Rotate the refresh token for new tokens', tags: ['users'], body: RefreshInputSchema, response: { 200: LoginAnswerSchema, ...errorResponses(401) } },
    },
    async (request, reply) => {
      try {
        const session = await users.refresh(readRefreshToken(request, request.body?.refreshToken));
        setSessionCookies(request, reply, cookies, session);
        return loginAnswer(session, 'Session renewed.');
      } catch (error) {
        // A refresh that fails leaves nothing behind that the client could mistake for a session.
        clearSessionCookies(request, reply, cookies);
        throw error;
      }
    },
  );

  app.post(
    '/users/logout',
    {
      config: { public: true },
      schema: { summary: 'Sign out and revoke this login', tags: ['users'], body: RefreshInputSchema, response: { 200: MessageAnswerSchema } },
    },
    async (request, reply) => {
      await users.logout(readRefreshToken(request, request.body?.refreshToken), request.auth?.sessionId);
      clearSessionCookies(request, reply, cookies);
      return { success: true, message: 'Logged out.' };
    },
  );

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

  app.post(
    '/users/email/verify',
    {
      config: { public: true, rateLimit: ipLimit },
      schema: {
        tags: ['users'],
        summary: "Confirms the account's e-mail address with a verification link's token (once, within EMAIL_VERIFICATION_TTL_HOURS)",
        body: VerifyEmailInputSchema,
        response: { 200: MessageAnswerSchema, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const outcome = await users.verifyEmail(request.body.token);
      if (outcome.kind === 'verified') return { success: true, message: 'Your e-mail address is confirmed.' };
      // Opened where the account is signed in: this login carries the new address at once (others at their next renewal).
      if (request.auth?.userId === outcome.userId) setAccessCookies(request, reply, cookies, await users.reissueAccess(outcome.userId, request.auth.sessionId));
      return { success: true, message: `Your e-mail address is now ${outcome.email}. Log in with it from now on.` };
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

  app.delete(
    '/users/me',
    {
      schema: {
        tags: ['users'],
        summary: 'Deletes the signed-in account and everything it owns (the password confirms it)',
        body: DeleteAccountInputSchema,
        response: { 204: z.null().describe('The account is deleted and the session cookies are cleared.'), ...errorResponses(404, 429) },
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
