// What other features ask of organisations, as app.ts composes it into FeatureDeps.organizations: whether a create
// call's `organization_id` is one the caller may use, and single sign-on as the sign-in routes use it.
import type { FastifyBaseLogger } from 'fastify';
import type { FeatureDeps, OrganizationAccess } from '../feature-deps.ts';
import { createSsoService } from './organization-sso.service.ts';
import { createOrganizationsService } from './organizations.service.ts';

export function createOrganizationAccess(deps: Pick<FeatureDeps, 'config' | 'database' | 'mail' | 'events' | 'auth'>, logger?: Pick<FastifyBaseLogger, 'warn'>): OrganizationAccess {
  const service = createOrganizationsService(deps);
  const sso = createSsoService(deps, logger);
  return {
    assertCanUseOrganization: (caller, organizationId) => service.assertCanUseOrganization(caller, organizationId),
    singleSignOn: {
      redirectUri: (requestOrigin) => sso.redirectUri(requestOrigin),
      begin: (email, redirectUri) => sso.begin(email, redirectUri),
      finish: (callbackUrl, browserState) => sso.finish(callbackUrl, browserState),
      findLinkedAccount: (issuer, subject, tx) => sso.findLinkedAccount(issuer, subject, tx),
      linkAccount: (tx, link) => sso.linkAccount(tx, link),
      joinAsMember: (tx, organizationId, userId) => sso.joinAsMember(tx, organizationId, userId),
      passwordRefusal: (userId, email) => sso.passwordRefusal(userId, email),
    },
  };
}
