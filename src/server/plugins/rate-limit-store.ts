// @fastify/rate-limit's counters in PostgreSQL (db/limits.repository.ts) instead of each instance's memory, so every
// route limit (login and registration per address, refresh, the twin's public chat, speech …) is one limit however
// many instances share the database.
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { LimitsRepository } from '../db/limits.repository.ts';

type Incr = FastifyRateLimitStore['incr'];

/** A store class bound to `limits`; each route gets a child whose keys carry the route, as the built-in stores do. */
export function postgresRateLimitStore(limits: Pick<LimitsRepository, 'hit'>): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = 'rate:',
    ) {}

    incr(key: string, callback: Parameters<Incr>[1], timeWindow: number): void {
      limits.hit(`${this.prefix}${key}`, timeWindow).then(
        ({ count, windowEndsAt }) => callback(null, { current: count, ttl: Math.max(0, windowEndsAt.getTime() - Date.now()) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const route = routeOptions as typeof routeOptions & { routeInfo?: { method?: string; url?: string } };
      const name = `${route.routeInfo?.method ?? route.method}${route.routeInfo?.url ?? route.path}`;
      return new PostgresRateLimitStore({}, `rate:${name}-`);
    }
  }
  return PostgresRateLimitStore;
}
