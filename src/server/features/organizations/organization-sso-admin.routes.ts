// The operator's part in organisations' domains (/api/admin/sso-domains): the domains organisations claim, for their
// join link or single sign-on, and have not proven, and approving one when the operator knows the organisation owns it. Admins only: the preValidation hook answers 401
// signed out and 403 for anyone else, before any input is read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../shared/contracts/errors.ts';
import { AdminSsoDomainListSchema, ApproveSsoDomainInputSchema } from '../../../shared/contracts/organization-sso.ts';
import { ADMIN_SSO_DOMAINS_API_PATH, ADMIN_SSO_DOMAINS_LIMIT } from '../../../shared/contracts/organization-sso-constants.ts';
import { restrictToAdmins } from '../../auth/permissions.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { createSsoService } from './organization-sso.service.ts';

const TAGS = ['admin'];

export const organizationSsoAdminRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const sso = createSsoService(deps, app.log);
  restrictToAdmins(app, deps.roles);

  app.get(
    ADMIN_SSO_DOMAINS_API_PATH,
    {
      schema: {
        summary: 'Organisation domains waiting for proof',
        tags: TAGS,
        description: `Every claimed domain not yet verified, for a join link or single sign-on, oldest first (at most ${ADMIN_SSO_DOMAINS_LIMIT}), with its organisation, what it is claimed for and whether another organisation has verified it already.`,
        response: { 200: AdminSsoDomainListSchema, ...errorResponses(403) },
      },
    },
    async () => sso.listPendingDomains(),
  );

  app.post(
    `${ADMIN_SSO_DOMAINS_API_PATH}/approve`,
    {
      schema: {
        summary: 'Approve an organisation’s domain',
        tags: TAGS,
        description:
          'Marks the organisation’s claim verified, as if its TXT record had been found: from then on its join link admits the confirmed addresses of that domain and its single sign-on signs them in, as the claim says. Only for an organisation you know owns the domain. 400 for a public e-mail provider’s domain, 404 when it does not claim it, 409 when another organisation has verified it.',
        body: ApproveSsoDomainInputSchema,
        response: { 204: z.null().describe('Verified.'), ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await sso.approveDomain(request.body.organization_id, request.body.domain);
      return reply.code(204).send(null);
    },
  );
};
