import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { perAddressPerMinute, perPersonPerMinute } from './route-limits.ts';

const signedIn = { ip: '203.0.113.7', auth: { userId: 'u-1', sessionId: 's-1', email: 'sam@example.com' } } as unknown as FastifyRequest;
const signedOut = { ip: '203.0.113.7', auth: null } as unknown as FastifyRequest;

describe('route limits', () => {
  it('counts a signed-in person by their id and anyone else by their address, per minute', () => {
    const limit = perPersonPerMinute(12);
    expect({ max: limit.max, timeWindow: limit.timeWindow }).toEqual({ max: 12, timeWindow: 60_000 });
    expect(limit.keyGenerator(signedIn)).toBe('u-1');
    expect(limit.keyGenerator(signedOut)).toBe('203.0.113.7');
  });

  it('counts by address alone where people are signed out', () => {
    const limit = perAddressPerMinute(5);
    expect(limit.max).toBe(5);
    expect(limit.keyGenerator(signedIn)).toBe('203.0.113.7');
  });
});
