// What other features ask of organisations, as app.ts composes it into FeatureDeps.organizations: whether a create
// call's `organization_id` is one the caller may use.
import type { FeatureDeps, OrganizationAccess } from '../feature-deps.ts';
import { createOrganizationsService } from './organizations.service.ts';

export function createOrganizationAccess(deps: Pick<FeatureDeps, 'database' | 'mail' | 'events'>): OrganizationAccess {
  const service = createOrganizationsService(deps);
  return { assertCanUseOrganization: (caller, organizationId) => service.assertCanUseOrganization(caller, organizationId) };
}
