// Organisations as another feature may read them, exported for that purpose so that no other feature queries the
// organisation tables: the assignments feature reads the caller's role and the members it assigns practice to.
import type { Db } from '../../db/client.ts';
import { createOrganizationsRepository } from './organizations.repository.ts';

export type { MemberRow, MembershipRow } from './organizations.repository.ts';

export function createOrganizationRecords(db: Db) {
  const organizations = createOrganizationsRepository(db);
  return {
    /** The organisation with the person's role, or undefined when they are not a member (or it does not exist). */
    findMembership: organizations.findMembership,
    /** The organisation's members, the earliest first, at most `limit`. */
    listMembers: organizations.listMembers,
    /** The person's organisations by name, each with their role. */
    listMemberships: organizations.listMemberships,
  };
}
