import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../lib/http-errors.ts';
import { assertOwnEmail, requireAuth } from './permissions.ts';
import { effectiveRoles } from './roles.ts';

const caller = { userId: '00000000-0000-4000-8000-000000000001', sessionId: '00000000-0000-4000-8000-000000000002', email: 'sam@example.com' };

function statusOf(check: () => void): number | null {
  try {
    check();
    return null;
  } catch (error) {
    return error instanceof HttpError ? error.statusCode : -1;
  }
}

describe('permissions', () => {
  it('lets everyone create when CREATOR_EMAILS is empty, the listed people otherwise, and those the database allows', () => {
    const account = (email: string, flags: { isAdmin?: boolean; canCreate?: boolean } = {}) => ({ email, isAdmin: false, canCreate: false, ...flags });
    expect(effectiveRoles({ adminEmails: [], creatorEmails: [] }, account('anyone@example.com'))).toMatchObject({ canCreate: true, canCreateByEnvironment: true });
    expect(effectiveRoles({ adminEmails: [], creatorEmails: ['sam@example.com'] }, account('Sam@Example.com')).canCreate).toBe(true);
    expect(effectiveRoles({ adminEmails: [], creatorEmails: ['sam@example.com'] }, account('kim@example.com')).canCreate).toBe(false);
    expect(effectiveRoles({ adminEmails: [], creatorEmails: ['sam@example.com'] }, account('kim@example.com', { canCreate: true }))).toMatchObject({
      canCreate: true,
      canCreateByEnvironment: false,
    });
  });

  it('makes admins of ADMIN_EMAILS and of the accounts promoted in the database, and nobody else', () => {
    const lists = { adminEmails: ['boss@example.com'], creatorEmails: [] };
    expect(effectiveRoles(lists, { email: 'BOSS@example.com', isAdmin: false, canCreate: false })).toMatchObject({ isAdmin: true, isAdminByEnvironment: true });
    expect(effectiveRoles(lists, { email: 'kim@example.com', isAdmin: true, canCreate: false })).toMatchObject({ isAdmin: true, isAdminByEnvironment: false });
    expect(effectiveRoles({ adminEmails: [], creatorEmails: [] }, { email: 'kim@example.com', isAdmin: false, canCreate: true }).isAdmin).toBe(false);
  });

  it('accepts the caller’s own e-mail in any case and with blank space around it, and refuses another', () => {
    expect(statusOf(() => assertOwnEmail(caller, ' SAM@example.com '))).toBeNull();
    expect(statusOf(() => assertOwnEmail(caller, undefined))).toBeNull();
    expect(statusOf(() => assertOwnEmail(caller, 'kim@example.com'))).toBe(403);
  });

  it('answers 401 for a request without a signed-in caller', () => {
    expect(statusOf(() => requireAuth({ auth: null } as FastifyRequest))).toBe(401);
    expect(requireAuth({ auth: caller } as FastifyRequest)).toBe(caller);
  });
});
