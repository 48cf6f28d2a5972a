// Every request waits for its turn (lib/request-turns.ts) before any other hook runs, except routes that
// say `config: { skipTurn: true }`: the health check must answer while the instance is busy, and a
// long-lived stream has nothing to wait for.
import type { FastifyInstance } from 'fastify';
import { createRequestTurns } from '../lib/request-turns.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route starts without waiting behind other requests (health checks, event streams). */
    skipTurn?: boolean;
  }
  interface FastifyRequest {
    endTurn: (() => void) | null;
  }
}

// Long enough for any ordinary request's own work; short enough that a slow one cannot hold a place.
const TURN_LEASE_MS = 100;

/** Call before any other onRequest hook is added, so the wait comes first. */
export function registerRequestTurns(app: FastifyInstance, limit: number): void {
  const turns = createRequestTurns({ limit, leaseMs: TURN_LEASE_MS });
  app.decorateRequest('endTurn', null);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.skipTurn) return;
    request.endTurn = await turns.wait();
  });
  const endTurn = async (request: { endTurn: (() => void) | null }) => request.endTurn?.();
  // onResponse runs once the answer is sent; onRequestAbort when the client left before that.
  app.addHook('onResponse', endTurn);
  app.addHook('onRequestAbort', endTurn);
}
