import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../lib/http-errors.ts';
import { assertCanCreate, assertOwnEmail, canCreate, requireAuth } from './permissions.ts';

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
  it('lets everyone create when CREATOR_EMAILS is empty, and only the listed people otherwise', () => {
    expect(canCreate([], 'anyone@example.com')).toBe(true);
    expect(canCreate(['sam@example.com'], 'Sam@Example.com')).toBe(true);
    expect(canCreate(['sam@example.com'], 'kim@example.com')).toBe(false);
    expect(statusOf(() => assertCanCreate(['kim@example.com'], caller))).toBe(403);
    expect(statusOf(() => assertCanCreate(['sam@example.com'], caller))).toBeNull();
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
