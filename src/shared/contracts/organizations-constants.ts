// Organisations without zod (roles, limits, paths and messages), for pages' first loads; organizations.ts holds the
// schemas built on them.

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

export const ORGANIZATION_MESSAGES = {
  notFound: 'Organisation not found.',
  adminOnly: 'Only the organisation’s owners and admins can do this.',
  /** An organisation's library item, to a member who neither made it nor runs the organisation (owner, admin). */
  itemReadOnly: 'Only the organisation’s owners and admins and the person who made it can change this.',
  ownerOnly: 'Only an owner can give or take away the owner role.',
  memberNotFound: 'Member not found.',
  lastOwnerLeave: 'You are the last owner. Make another member an owner before you leave.',
  lastOwnerDemote: 'This is the last owner. Make another member an owner first.',
  lastOwnerRemove: 'The last owner cannot be removed. Make another member an owner first.',
  full: `An organisation can have at most ${ORGANIZATION_MEMBERS_MAX} members.`,
  tooMany: `You can belong to at most ${ORGANIZATIONS_PER_PERSON_MAX} organisations.`,
  alreadyMember: 'That person is already a member of this organisation.',
  invitationExists: 'That address already has an open invitation. Revoke it to send a new one.',
  invitationsFull: `An organisation can have at most ${ORGANIZATION_INVITATIONS_MAX} open invitations.`,
  invitationNotFound: 'Invitation not found.',
  inviteUnknown: 'This invitation link is not valid. Ask for a new one.',
  inviteUsed: 'This invitation has already been used.',
  inviteRevoked: 'This invitation was revoked. Ask for a new one.',
  inviteExpired: 'This invitation has expired. Ask for a new one.',
  inviteOtherEmail: 'This invitation was sent to another e-mail address. Sign in with that address to accept it.',
  joinUnknown: 'This join link is not valid. Ask an admin of the organisation for the current one.',
  joinNoDomains: 'Add at least one e-mail domain before making a join link.',
  joinNeedsVerified: 'Confirm your e-mail address first: a join link works only for confirmed addresses.',
  joinOtherDomain: 'Your e-mail address is not on one of this organisation’s domains. Ask an admin for an invitation.',
  notAMember: 'You are not a member of this organisation.',
} as const;
