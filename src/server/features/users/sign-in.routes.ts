// The /users routes that sign a person in and out: register, login, refresh and logout. Cookies are set here; the
// rules live in sign-in.service.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoginAnswerSchema, LoginInputSchema, MessageAnswerSchema, RefreshInputSchema, RegisterInputSchema } from '../../../shared/contracts/users.ts';
import { errorResponses } from '../../../shared/contracts/errors.ts';
import { perAddressPerMinute } from '../../plugins/route-limits.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import type { IssuedSession } from './account-context.ts';
import {
  clearSessionCookies,
  cookiePolicyOf,
  loginRateLimitOf,
  readLoginClient,
  readRefreshToken,
  setDeviceCookie,
  setSessionCookies,
} from './session-cookies.ts';
import { createSignInService } from './sign-in.service.ts';

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

export const signInRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const { config } = deps;
  const users = createSignInService(deps, app.log);
  const cookies = cookiePolicyOf(config);
  const ipLimit = loginRateLimitOf(config);
  const refreshLimit = perAddressPerMinute(config.refreshRateLimitPerMinute);

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
};
