// Rules every library feature shares: who may create, and that a path's e-mail or organization is the caller's own.
import type { AccessClaims } from '../users/tokens.ts';
import { forbidden } from '../../lib/http-errors.ts';

/** CREATOR_EMAILS empty means every signed-in person may create. */
export function canCreate(creatorEmails: readonly string[], email: string): boolean {
  return creatorEmails.length === 0 || creatorEmails.includes(email.toLowerCase());
}

export function assertCanCreate(creatorEmails: readonly string[], caller: AccessClaims): void {
  if (!canCreate(creatorEmails, caller.email)) {
    throw forbidden('Your account is not allowed to create library items. Ask an administrator to add you to the creators list.');
  }
}

/** The `{email}` in a list path, and `organization_id` in a payload, must be the caller's own e-mail. */
export function assertOwnEmail(caller: AccessClaims, email: string | undefined): void {
  if (email !== undefined && email.trim().toLowerCase() !== caller.email) {
    throw forbidden('You can only use your own library.');
  }
}
