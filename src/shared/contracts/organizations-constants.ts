// Organisations without zod (roles, limits and paths), for pages' first loads; organizations.ts holds the schemas
// built on them, organization-messages.ts the server's refusals.

/** Owner and admin run the organisation (members, settings); a manager will assign practice; a member practises. */
export const ORGANIZATION_ROLES = ['owner', 'admin', 'manager', 'member'] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];
/** The roles an invitation may give: ownership is handed on by an owner, from the members' list. */
export const INVITATION_ROLES = ['admin', 'manager', 'member'] as const;
export type InvitationRole = (typeof INVITATION_ROLES)[number];

export const ORGANIZATION_ROLE_LABELS: Record<OrganizationRole, string> = { owner: 'Owner', admin: 'Admin', manager: 'Manager', member: 'Member' };

export const ORGANIZATION_NAME_MAX_LENGTH = 100;
export const ORGANIZATION_DOMAINS_MAX = 10;
export const ORGANIZATION_DOMAIN_MAX_LENGTH = 253;
export const ORGANIZATION_TOKEN_MAX_LENGTH = 200;
/** An organisation holds at most this many members and open invitations; lists answer all of them. */
export const ORGANIZATION_MEMBERS_MAX = 500;
export const ORGANIZATION_INVITATIONS_MAX = 200;
/** A person belongs to at most this many organisations. */
export const ORGANIZATIONS_PER_PERSON_MAX = 50;

/** The web pages: the organisations page, and where invitation and join links land (`?token=`). */
export const ORGANIZATIONS_PAGE_PATH = '/showcase/organisations';
export const ORGANIZATION_INVITE_PATH = '/organisations/accept';
export const ORGANIZATION_JOIN_PATH = '/organisations/join';

/** Whether the role runs the organisation (its members, invitations and whole credit ledger): owner and admin. */
export const isAdminRole = (role: OrganizationRole): boolean => role === 'owner' || role === 'admin';

/** Orders roles as member lists show them: the owner first, then admins, managers and members. */
export const compareRoles = (a: OrganizationRole, b: OrganizationRole): number => ORGANIZATION_ROLES.indexOf(a) - ORGANIZATION_ROLES.indexOf(b);
