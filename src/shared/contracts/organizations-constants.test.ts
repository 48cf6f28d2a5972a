import { describe, expect, it } from 'vitest';
import { compareRoles, isAdminRole, type OrganizationRole } from './organizations-constants.ts';

describe('organisation roles', () => {
  it('lets the owner and admins run the organisation, not managers or members', () => {
    expect((['owner', 'admin', 'manager', 'member'] as const).filter(isAdminRole)).toEqual(['owner', 'admin']);
  });

  it('lists the owner first, then admins, managers and members', () => {
    const roles: OrganizationRole[] = ['member', 'manager', 'owner', 'member', 'admin'];
    expect(roles.sort(compareRoles)).toEqual(['owner', 'admin', 'manager', 'member', 'member']);
  });
});
