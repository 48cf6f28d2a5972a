// The permission checks every feature shares: who is calling, and that a path's e-mail or a payload's organization
// is the caller's own (roles.ts says who is an admin and who may create). Services call the assert* checks; routes call requireAuth.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../lib/http-errors.ts';
import type { Roles } from './roles.ts';
import type { AccessClaims } from './tokens.ts';

/** The caller of a protected route (plugins/auth.ts has already refused a request without a valid token). */
export function requireAuth(request: FastifyRequest): AccessClaims {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** Every route `app` registers is for admins only: 401 signed out and 403 for anyone else, before any input is read. */
export function restrictToAdmins(app: FastifyInstance, roles: Pick<Roles, 'assertAdmin'>): void {
  app.addHook('preValidation', async (request) => {
    await roles.assertAdmin(requireAuth(request));
  });
}

/** The `{email}` in a list path, and `organization_id` in a payload, must be the caller's own e-mail. */
export function assertOwnEmail(caller: AccessClaims, email: string | undefined): void {
  if (email !== undefined && email.trim().toLowerCase() !== caller.email) {
    throw forbidden('You can only use your own library.');
  }
}
