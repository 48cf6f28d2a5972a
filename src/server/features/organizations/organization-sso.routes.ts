// An organisation's single sign-on settings: read, save (the provider's discovery is checked first) and turn off.
// Owners and admins; each route validates, then calls the service.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../shared/contracts/errors.ts';
import { SaveSsoSettingsInputSchema, SsoSettingsSchema } from '../../../shared/contracts/organization-sso.ts';
import { OrganizationParamsSchema } from '../../../shared/contracts/organizations.ts';
import { requireAuth } from '../../auth/permissions.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { createSsoService } from './organization-sso.service.ts';

const TAGS = ['organizations'];
const ACCESS = 'Owners and admins. An organisation the caller is not a member of answers 404; a lower role, 403.';

export const organizationSsoRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const sso = createSsoService(deps, app.log);
  const redirectUriOf = (request: { protocol: string; host: string }) => sso.redirectUri(`${request.protocol}://${request.host}`);

  app.get(
    '/organizations/:id/sso',
    {
      schema: {
        summary: 'Single sign-on settings',
        tags: TAGS,
        description: `The provider, client id, covered e-mail domains and whether members must use it; the client secret only as \`has_client_secret\`. \`redirect_uri\` is the address to register with the provider. ${ACCESS}`,
        params: OrganizationParamsSchema,
        response: { 200: SsoSettingsSchema, ...errorResponses(403, 404) },
      },
    },
    async (request) => sso.getSettings(requireAuth(request), request.params.id, await redirectUriOf(request)),
  );

  app.put(
    '/organizations/:id/sso',
    {
      schema: {
        summary: 'Save single sign-on settings',
        tags: TAGS,
        description: `Reads the issuer's OpenID discovery document first: 400 naming what failed (unreachable, not https, no endpoints), and 400 for a domain another organisation covers. The client secret is stored encrypted and never answered; left out, the one saved before is kept. With \`require_sso\`, covered members other than owners can no longer sign in with a password. ${ACCESS}`,
        params: OrganizationParamsSchema,
        body: SaveSsoSettingsInputSchema,
        response: { 200: SsoSettingsSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => sso.saveSettings(requireAuth(request), request.params.id, request.body, await redirectUriOf(request)),
  );

  app.delete(
    '/organizations/:id/sso',
    {
      schema: {
        summary: 'Turn single sign-on off',
        tags: TAGS,
        description: `Forgets the provider, the secret and the domains; members sign in with their passwords again. 404 when it was not set up. ${ACCESS}`,
        params: OrganizationParamsSchema,
        response: { 204: z.null().describe('Done.'), ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => {
      await sso.deleteSettings(requireAuth(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
