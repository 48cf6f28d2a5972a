// The server's refusals about organisations, word for word, which the tests and a page or two quote: apart from
// organizations-constants.ts, whose roles and paths every practice page's header loads.
import { ORGANIZATION_INVITATIONS_MAX, ORGANIZATION_MEMBERS_MAX, ORGANIZATIONS_PER_PERSON_MAX } from './organizations-constants.ts';

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
