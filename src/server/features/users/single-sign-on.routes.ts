// Single sign-on through an organisation's OpenID Connect provider: the login page's start, and the callback the
// provider sends the person back to, which signs them in (the same cookies as a login) and lands on /showcase, or on
// the login page with the reason. The rules live in sign-in.service.ts and the organisations feature.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../shared/contracts/errors.ts';
import { SsoCallbackQuerySchema, StartSsoAnswerSchema, StartSsoInputSchema } from '../../../shared/contracts/organization-sso.ts';
import { SSO_ATTEMPT_TTL_MINUTES, SSO_ERROR_PARAM } from '../../../shared/contracts/organization-sso-constants.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { clearSsoStateCookie, cookiePolicyOf, loginRateLimitOf, readLoginClient, readSsoStateCookie, setDeviceCookie, setSessionCookies, setSsoStateCookie } from './session-cookies.ts';
import { createSignInService } from './sign-in.service.ts';

const TAGS = ['users'];
const LANDING_PATH = '/showcase';
const LOGIN_PATH = '/auth/login';

export const singleSignOnRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const { singleSignOn } = deps.organizations;
  const users = createSignInService(deps, app.log);
  const cookies = cookiePolicyOf(deps.config);
  const ipLimit = loginRateLimitOf(deps.config);
  const redirectUriOf = (request: { protocol: string; host: string }) => singleSignOn.redirectUri(`${request.protocol}://${request.host}`);

  app.post(
    '/users/sso/start',
    {
      config: { public: true, rateLimit: ipLimit },
      schema: {
        summary: 'Begin single sign-on',
        tags: TAGS,
        description: `The address's domain picks the organisation that has verified it, whose provider signs the person in. Answers the provider's URL to send the browser to (with state, nonce and a PKCE challenge) and keeps the state in a cookie of this browser for ${SSO_ATTEMPT_TTL_MINUTES} minutes. 403 while an organisation's claim on the domain waits for proof; 404 when no organisation signs in that domain; 502 when its provider cannot be reached.`,
        body: StartSsoInputSchema,
        response: { 200: StartSsoAnswerSchema, ...errorResponses(403, 404, 502) },
      },
    },
    async (request, reply) => {
      const begun = await singleSignOn.begin(request.body.email, await redirectUriOf(request));
      setSsoStateCookie(request, reply, cookies, begun.state, SSO_ATTEMPT_TTL_MINUTES * 60);
      return { authorization_url: begun.authorizationUrl, organization_name: begun.organizationName };
    },
  );

  app.get(
    '/users/sso/callback',
    {
      config: { public: true, rateLimit: ipLimit },
      schema: {
        summary: 'Where the provider sends the person back',
        tags: TAGS,
        description: `Checks the state against this browser's cookie (used once, within ${SSO_ATTEMPT_TTL_MINUTES} minutes), then the code with the nonce and PKCE verifier, and requires a verified e-mail (\`email_verified\`) on a domain the organisation has verified. The provider's identity (issuer, subject) linked at an earlier sign-on signs in its account, whatever address it sends now; the first sign-on links the account with that address (made, as a member, when there is none), unless that account is linked to another identity at the provider. The account joins as a member if it was not one, and the browser goes to ${LANDING_PATH}; on any failure, to ${LOGIN_PATH}?${SSO_ERROR_PARAM}=<reason> (denied, state, expired, unverified, domain, provider, disabled, linked, membership) with nothing created.`,
        querystring: SsoCallbackQuerySchema,
        response: { 302: z.null().describe('To the practice home, signed in, or to the login page with the reason.') },
      },
    },
    async (request, reply) => {
      const browserState = readSsoStateCookie(request);
      clearSsoStateCookie(request, reply, cookies);
      // The redirect URI as the provider was given it, with the provider's answer: openid-client sends it back as is.
      const callbackUrl = new URL(await redirectUriOf(request));
      callbackUrl.search = new URL(request.url, 'http://callback.invalid').search;
      const result = await users.signOn(callbackUrl, browserState, { ...readLoginClient(request), userAgent: request.headers['user-agent'] ?? null });
      if ('error' in result) return reply.redirect(`${LOGIN_PATH}?${SSO_ERROR_PARAM}=${result.error}`, 302);
      setSessionCookies(request, reply, cookies, result.session);
      setDeviceCookie(request, reply, cookies, result.session.deviceId);
      return reply.redirect(LANDING_PATH, 302);
    },
  );
};
