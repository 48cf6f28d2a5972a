// The limits a route names in its `config.rateLimit` (counted by @fastify/rate-limit in the shared store,
// rate-limit-store.ts): so many a minute for each signed-in person, or for each address. One rule for every feature
// that limits a route, so a person is counted the same way wherever they are limited.
import type { FastifyRequest } from 'fastify';

const MINUTE_MS = 60_000;

/**
 * At most `max` a minute for each signed-in person, and for each address before a token is read: a whole office may
 * share one address. The auth check runs before the limit's hook, so a signed-in request is counted by its person.
 */
export function perPersonPerMinute(max: number) {
  return { max, timeWindow: MINUTE_MS, keyGenerator: (request: FastifyRequest) => request.auth?.userId ?? request.ip };
}

/** At most `max` a minute for each address: for what people use signed out. */
export function perAddressPerMinute(max: number) {
  return { max, timeWindow: MINUTE_MS, keyGenerator: (request: FastifyRequest) => request.ip };
}
