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
  const verified = new Date('2026-12-01T00:00:00Z');
  const account = (email: string, flags: { isAdmin?: boolean; canCreate?: boolean; emailVerifiedAt?: Date | null } = {}) =>
    ({ email, isAdmin: false, canCreate: false, emailVerifiedAt: null, ...flags });

  it('lets everyone create when CREATOR_EMAILS is empty, the listed people otherwise, and those the database allows', () => {
    expect(effectiveRoles({ adminEmails: [], creatorEmails: [] }, account('anyone@example.com'), true)).toMatchObject({ canCreate: true, canCreateByEnvironment: true });
    // Without e-mail nothing proves an address, and creating is low-risk: the list counts on the address alone.
    expect(effectiveRoles({ adminEmails: [], creatorEmails: ['sam@example.com'] }, account('Sam@Example.com'), false).canCreate).toBe(true);
    expect(effectiveRoles({ adminEmails: [], creatorEmails: ['sam@example.com'] }, account('kim@example.com'), false).canCreate).toBe(false);
    expect(effectiveRoles({ adminEmails: [], creatorEmails: ['sam@example.com'] }, account('kim@example.com', { canCreate: true }), false)).toMatchObject({
      canCreate: true,
      canCreateByEnvironment: false,
    });
  });

  it('counts CREATOR_EMAILS only for a verified address when the server sends e-mail', () => {
    const lists = { adminEmails: [], creatorEmails: ['sam@example.com'] };
    expect(effectiveRoles(lists, account('sam@example.com'), true).canCreate).toBe(false);
    expect(effectiveRoles(lists, account('sam@example.com', { emailVerifiedAt: verified }), true)).toMatchObject({ canCreate: true, canCreateByEnvironment: true });
  });

  it('makes admins of verified ADMIN_EMAILS on a server that sends e-mail and of the accounts promoted in the database, and nobody else', () => {
    const lists = { adminEmails: ['boss@example.com'], creatorEmails: [] };
    expect(effectiveRoles(lists, account('BOSS@example.com', { emailVerifiedAt: verified }), true)).toMatchObject({ isAdmin: true, isAdminByEnvironment: true });
    // Registered but not proven, or proven on a server that sends no e-mail now: no admin.
    expect(effectiveRoles(lists, account('boss@example.com'), true)).toMatchObject({ isAdmin: false, isAdminByEnvironment: false });
    expect(effectiveRoles(lists, account('boss@example.com', { emailVerifiedAt: verified }), false)).toMatchObject({ isAdmin: false, isAdminByEnvironment: false });
    expect(effectiveRoles(lists, account('kim@example.com', { isAdmin: true }), false)).toMatchObject({ isAdmin: true, isAdminByEnvironment: false });
    expect(effectiveRoles({ adminEmails: [], creatorEmails: [] }, account('kim@example.com', { canCreate: true, emailVerifiedAt: verified }), true).isAdmin).toBe(false);
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
