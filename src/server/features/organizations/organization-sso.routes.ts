// An organisation's single sign-on settings: read, save (the provider's discovery is checked first), prove a claimed
// domain by its DNS TXT record, and turn off. Owners and admins; each route validates, then calls the service.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/contracts/errors.ts';
import { OrganizationDomainParamsSchema } from '../../../shared/contracts/organization-domains.ts';
import { DOMAIN_TXT_LABEL, DOMAIN_TXT_PREFIX } from '../../../shared/contracts/organization-domains-constants.ts';
import { SaveSsoSettingsInputSchema, SsoSettingsSchema } from '../../../shared/contracts/organization-sso.ts';
import { OrganizationParamsSchema } from '../../../shared/contracts/organizations.ts';
import { deleteForCaller } from '../../auth/caller-routes.ts';
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
        description: `The provider, client id, claimed e-mail domains (each with its state and the TXT record that proves it) and whether members must use it; the client secret only as \`has_client_secret\`. \`redirect_uri\` is the address to register with the provider. ${ACCESS}`,
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
        description: `Reads the issuer's OpenID discovery document first: 400 naming what failed (unreachable, not https, a private or link-local address, no endpoints), 400 for a public e-mail provider's domain (gmail.com and the like), 409 for a domain another organisation has proven. A new domain starts \`pending\` and signs nobody in until it is verified (its TXT record, or the operator's approval); a domain kept keeps its state. The client secret is stored encrypted and never answered; left out, the one saved before is kept. With \`require_sso\`, members on verified domains other than owners can no longer sign in with a password. ${ACCESS}`,
        params: OrganizationParamsSchema,
        body: SaveSsoSettingsInputSchema,
        response: { 200: SsoSettingsSchema, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request) => sso.saveSettings(requireAuth(request), request.params.id, request.body, await redirectUriOf(request)),
  );

  app.post(
    '/organizations/:id/sso/domains/:domain/verify',
    {
      schema: {
        summary: 'Verify a single sign-on domain',
        tags: TAGS,
        description: `Looks up the TXT record \`${DOMAIN_TXT_PREFIX}<token>\` at \`${DOMAIN_TXT_LABEL}.<domain>\` or at the domain itself and marks the domain verified when it is there, for the join link too (the same as \`POST /organizations/{id}/domains/{domain}/verify\`). 400 naming the record when it is not found, 404 for a domain this organisation does not claim, 409 when another organisation verified it first, 502 when DNS cannot be asked. ${ACCESS}`,
        params: OrganizationDomainParamsSchema,
        response: { 200: SsoSettingsSchema, ...errorResponses(400, 403, 404, 409, 502) },
      },
    },
    async (request) => sso.verifyDomain(requireAuth(request), request.params.id, request.params.domain, await redirectUriOf(request)),
  );

  deleteForCaller(app, '/organizations/:id/sso', { params: OrganizationParamsSchema, errors: [403, 404] }, (caller, { id }) => sso.deleteSettings(caller, id), {
    summary: 'Turn single sign-on off',
    tags: TAGS,
    description: `Forgets the provider and the secret, and lets go of the domains it covered (a domain the join link names stays claimed, with its state); members sign in with their passwords again. 404 when it was not set up. ${ACCESS}`,
  });
};
