// The permission checks every feature shares: who is calling, who may create, and that a path's e-mail or a
// payload's organization is the caller's own. Services call the assert* checks; routes call requireAuth.
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../lib/http-errors.ts';
import type { AccessClaims } from './tokens.ts';

/** The caller of a protected route (plugins/auth.ts has already refused a request without a valid token). */
export function requireAuth(request: FastifyRequest): AccessClaims {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** CREATOR_EMAILS empty means every signed-in person may create. */
export function canCreate(creatorEmails: readonly string[], email: string): boolean {
  return creatorEmails.length === 0 || creatorEmails.includes(email.toLowerCase());
}

/** ADMIN_EMAILS empty means nobody is an operator: unlike creators, admins are named. */
export function isAdmin(adminEmails: readonly string[], email: string): boolean {
  return adminEmails.includes(email.toLowerCase());
}

/** Every create, update and delete of an item people share (personas, rubrics, glossaries, files, scenarios …). */
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

/** Every /admin route: 401 signed out, 403 for anyone but an admin. */
export function requireAdmin(request: FastifyRequest, adminEmails: readonly string[]): AccessClaims {
  const caller = requireAuth(request);
  if (!isAdmin(adminEmails, caller.email)) throw forbidden('Only an administrator can use the admin pages.');
  return caller;
}
